'use strict';

// A least-recently-used cache with optional time-to-live, size accounting,
// eviction callbacks and hit/miss statistics.

class Node {
  constructor(key, value, size, expires) {
    this.key = key;
    this.value = value;
    this.size = size;
    this.expires = expires;
    this.prev = null;
    this.next = null;
  }
}

function defaultSize() {
  return 1;
}

function validateOptions(options) {
  const opts = Object.assign({ capacity: 100, ttl: 0, sizeOf: defaultSize, now: Date.now }, options);
  if (!Number.isInteger(opts.capacity) || opts.capacity <= 0) {
    throw new RangeError('capacity must be a positive integer, got ' + opts.capacity);
  }
  if (typeof opts.ttl !== 'number' || opts.ttl < 0) {
    throw new RangeError('ttl must be a non-negative number');
  }
  if (typeof opts.sizeOf !== 'function') {
    throw new TypeError('sizeOf must be a function');
  }
  return opts;
}

class Stats {
  constructor() {
    this.reset();
  }

  reset() {
    this.hits = 0;
    this.misses = 0;
    this.evictions = 0;
    this.expirations = 0;
  }

  get hitRate() {
    const total = this.hits + this.misses;
    return total === 0 ? 0 : this.hits / total;
  }

  toJSON() {
    return {
      hits: this.hits,
      misses: this.misses,
      evictions: this.evictions,
      expirations: this.expirations,
      hitRate: Math.round(this.hitRate * 1000) / 1000,
    };
  }
}

class LRUCache {
  constructor(options) {
    const opts = validateOptions(options);
    this.capacity = opts.capacity;
    this.ttl = opts.ttl;
    this.sizeOf = opts.sizeOf;
    this.now = opts.now;
    this.map = new Map();
    this.head = null;
    this.tail = null;
    this.totalSize = 0;
    this.stats = new Stats();
    this.listeners = [];
  }

  get size() {
    return this.map.size;
  }

  onEvict(listener) {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  emit(reason, node) {
    for (const listener of this.listeners) {
      listener(node.key, node.value, reason);
    }
  }

  unlink(node) {
    if (node.prev) node.prev.next = node.next;
    else this.head = node.next;
    if (node.next) node.next.prev = node.prev;
    else this.tail = node.prev;
    node.prev = null;
    node.next = null;
  }

  pushFront(node) {
    node.next = this.head;
    node.prev = null;
    if (this.head) this.head.prev = node;
    this.head = node;
    if (!this.tail) this.tail = node;
  }

  isExpired(node) {
    return node.expires !== 0 && node.expires <= this.now();
  }

  removeNode(node, reason) {
    this.unlink(node);
    this.map.delete(node.key);
    this.totalSize -= node.size;
    if (reason === 'evict') this.stats.evictions++;
    if (reason === 'expire') this.stats.expirations++;
    this.emit(reason, node);
  }

  has(key) {
    const node = this.map.get(key);
    if (!node) return false;
    if (this.isExpired(node)) {
      this.removeNode(node, 'expire');
      return false;
    }
    return true;
  }

  get(key) {
    const node = this.map.get(key);
    if (!node) {
      this.stats.misses++;
      return undefined;
    }
    if (this.isExpired(node)) {
      this.removeNode(node, 'expire');
      this.stats.misses++;
      return undefined;
    }
    this.unlink(node);
    this.pushFront(node);
    this.stats.hits++;
    return node.value;
  }

  peek(key) {
    const node = this.map.get(key);
    if (!node || this.isExpired(node)) return undefined;
    return node.value;
  }

  set(key, value, ttl) {
    const life = ttl === undefined ? this.ttl : ttl;
    const size = this.sizeOf(value, key);
    if (size > this.capacity) {
      throw new RangeError('entry of size ' + size + ' exceeds the capacity ' + this.capacity);
    }
    const existing = this.map.get(key);
    if (existing) {
      this.totalSize += size - existing.size;
      existing.value = value;
      existing.size = size;
      existing.expires = life ? this.now() + life : 0;
      this.unlink(existing);
      this.pushFront(existing);
    } else {
      const node = new Node(key, value, size, life ? this.now() + life : 0);
      this.map.set(key, node);
      this.pushFront(node);
      this.totalSize += size;
    }
    this.trim();
    return this;
  }

  trim() {
    while (this.totalSize > this.capacity && this.tail) {
      this.removeNode(this.tail, 'evict');
    }
  }

  delete(key) {
    const node = this.map.get(key);
    if (!node) return false;
    this.removeNode(node, 'delete');
    return true;
  }

  prune() {
    let removed = 0;
    for (let node = this.tail; node; ) {
      const prev = node.prev;
      if (this.isExpired(node)) {
        this.removeNode(node, 'expire');
        removed++;
      }
      node = prev;
    }
    return removed;
  }

  clear() {
    for (const node of Array.from(this.map.values())) {
      this.removeNode(node, 'delete');
    }
    this.stats.reset();
  }

  resize(capacity) {
    if (!Number.isInteger(capacity) || capacity <= 0) {
      throw new RangeError('capacity must be a positive integer');
    }
    this.capacity = capacity;
    this.trim();
  }

  *keys() {
    for (let node = this.head; node; node = node.next) yield node.key;
  }

  *values() {
    for (let node = this.head; node; node = node.next) yield node.value;
  }

  *entries() {
    for (let node = this.head; node; node = node.next) yield [node.key, node.value];
  }

  [Symbol.iterator]() {
    return this.entries();
  }

  forEach(fn, thisArg) {
    for (const [key, value] of this.entries()) fn.call(thisArg, value, key, this);
  }

  toJSON() {
    return {
      capacity: this.capacity,
      totalSize: this.totalSize,
      entries: Array.from(this.entries()),
      stats: this.stats.toJSON(),
    };
  }

  static from(entries, options) {
    const cache = new LRUCache(options);
    for (const [key, value] of entries) cache.set(key, value);
    return cache;
  }
}

function memoize(fn, options) {
  const cache = new LRUCache(options);
  const keyOf = (options && options.key) || ((args) => JSON.stringify(args));
  const wrapped = function (...args) {
    const key = keyOf(args);
    if (cache.has(key)) return cache.get(key);
    const result = fn.apply(this, args);
    cache.set(key, result);
    return result;
  };
  wrapped.cache = cache;
  return wrapped;
}

module.exports = { LRUCache, Stats, memoize };
