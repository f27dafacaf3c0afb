// A small JavaScript sample.
'use strict';

const DEFAULTS = { retries: 3, delay: 100, verbose: false };

class Queue {
  #items = [];

  constructor(name, options = {}) {
    this.name = name;
    this.options = { ...DEFAULTS, ...options };
  }

  push(...xs) {
    for (const x of xs) this.#items.push(x);
    return this;
  }

  get size() {
    return this.#items.length;
  }

  async drain(fn) {
    while (this.#items.length > 0) {
      const item = this.#items.shift();
      try {
        await fn(item);
      } catch (err) {
        console.error(`${this.name}: ${err.message}`);
      }
    }
  }
}

function range(start, end, step = 1) {
  const out = [];
  for (let i = start; i < end; i += step) {
    out.push(i);
  }
  return out;
}

const q = new Queue('main', { verbose: true });
q.push(...range(0, 5), 10, 20,);
const squares = range(1, 4).map((n) => n * n).filter(n => n % 2 === 1);
const re = /a+b*/g;
q.drain(async (x) => {
  if (x > 3 && re.test('aab')) {
    console.log(x, squares);
  }
}).then(() => console.log('done'));
export default Queue;
