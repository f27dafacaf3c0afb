// An emit reaches the handlers whose wildcard pattern matches the topic (`*`
// is one segment, `#` any number), higher priority first.
const { EventBus } = require(process.argv[2]);
const bus = new EventBus();
const calls = [];
bus.on('order.*', (order) => calls.push('one:' + order.id));
bus.on('order.#', (order) => calls.push('any:' + order.id), { priority: -1 });
bus.on('order.created', (order) => calls.push('exact:' + order.id), { priority: 5 });
bus.on('order.*.added', (order) => calls.push('item:' + order.id), { priority: 9 });
bus.emit('order.created', { id: 7 });
if (calls.join(',') !== 'exact:7,one:7,any:7') {
  throw new Error('expected exact:7,one:7,any:7, got ' + calls.join(','));
}
