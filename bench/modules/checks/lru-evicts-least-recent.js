// After touching `a`, inserting a third entry into a cache of two evicts `b`.
const { LRUCache } = require(process.argv[2]);
const cache = new LRUCache({ capacity: 2 });
cache.set('a', 1);
cache.set('b', 2);
cache.get('a');
cache.set('c', 3);
const keys = Array.from(cache.keys()).join(',');
if (keys !== 'c,a') {
  throw new Error('expected c,a, got ' + keys);
}
