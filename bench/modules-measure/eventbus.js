'use strict';

// A synchronous publish/subscribe event bus: dotted topics with `*` (one
// segment) and `#` (any number of segments) wildcards, handler priorities,
// one-shot handlers, payload filters, a replay buffer for late subscribers,
// namespaced views and error isolation between handlers.

const SEPARATOR = '.';
const SINGLE = '*';
const MULTI = '#';
const DEFAULT_PRIORITY = 0;
const DEFAULT_HISTORY = 0;

class TopicError extends Error {
  constructor(topic, reason) {
    super('invalid topic ' + JSON.stringify(topic) + ': ' + reason);
    this.name = 'TopicError';
    this.topic = topic;
  }
}

class HandlerError extends Error {
  constructor(topic, errors) {
    const messages = errors.map((e) => (e && e.message) || String(e));
    super(errors.length + ' handler(s) failed for ' + topic + ': ' + messages.join('; '));
    this.name = 'HandlerError';
    this.topic = topic;
    this.errors = errors;
  }
}

// Splits a topic into its segments. Only subscriptions may use wildcards,
// and a wildcard must be a whole segment.
function splitTopic(topic, allowWildcards) {
  if (typeof topic !== 'string' || topic.length === 0) {
    throw new TopicError(topic, 'must be a non-empty string');
  }
  const parts = topic.split(SEPARATOR);
  for (const part of parts) {
    if (part.length === 0) {
      throw new TopicError(topic, 'empty segment');
    }
    const wildcard = part === SINGLE || part === MULTI;
    if (wildcard && !allowWildcards) {
      throw new TopicError(topic, 'wildcards are only allowed in subscriptions');
    }
    if (!wildcard && /[*#]/.test(part)) {
      throw new TopicError(topic, 'a wildcard must be a whole segment');
    }
  }
  return parts;
}

// Whether the segments of a pattern match those of a topic: `*` stands for
// exactly one segment, `#` for zero or more.
function matchSegments(pattern, topic, i = 0, j = 0) {
  while (i < pattern.length) {
    const p = pattern[i];
    if (p === MULTI) {
      if (i === pattern.length - 1) return true;
      for (let k = j; k <= topic.length; k++) {
        if (matchSegments(pattern, topic, i + 1, k)) return true;
      }
      return false;
    }
    if (j >= topic.length) return false;
    if (p !== SINGLE && p !== topic[j]) return false;
    i++;
    j++;
  }
  return j === topic.length;
}

function matchTopic(pattern, topic) {
  return matchSegments(splitTopic(pattern, true), splitTopic(topic, false));
}

// Higher priority first; equal priorities in the order they subscribed.
function byPriority(a, b) {
  return b.priority - a.priority || a.seq - b.seq;
}

class Subscription {
  constructor(bus, pattern, handler, options, seq) {
    this.bus = bus;
    this.pattern = pattern;
    this.segments = splitTopic(pattern, true);
    this.handler = handler;
    this.priority = options.priority === undefined ? DEFAULT_PRIORITY : options.priority;
    this.once = Boolean(options.once);
    this.context = options.context;
    this.filter = options.filter || null;
    this.seq = seq;
    this.calls = 0;
    this.active = true;
    if (typeof this.priority !== 'number' || Number.isNaN(this.priority)) {
      throw new TypeError('priority must be a number');
    }
  }

  matches(segments) {
    return matchSegments(this.segments, segments);
  }

  cancel() {
    return this.bus.remove(this);
  }
}

class EventBus {
  constructor(options = {}) {
    this.subscriptions = [];
    this.seq = 0;
    this.history = [];
    this.historySize = options.history === undefined ? DEFAULT_HISTORY : options.history;
    this.onError = options.onError || null;
    this.maxListeners = options.maxListeners || Infinity;
    this.emitted = 0;
    this.delivered = 0;
    if (!Number.isInteger(this.historySize) || this.historySize < 0) {
      throw new RangeError('history must be a non-negative integer');
    }
  }

  on(pattern, handler, options = {}) {
    if (typeof handler !== 'function') {
      throw new TypeError('handler must be a function');
    }
    if (this.subscriptions.length >= this.maxListeners) {
      throw new RangeError('more than ' + this.maxListeners + ' subscriptions');
    }
    const sub = new Subscription(this, pattern, handler, options, this.seq++);
    this.insert(sub);
    if (options.replay) this.replay(sub);
    return sub;
  }

  once(pattern, handler, options = {}) {
    return this.on(pattern, handler, Object.assign({}, options, { once: true }));
  }

  // Inserts by binary search, so that emit walks the list in order.
  insert(sub) {
    let lo = 0;
    let hi = this.subscriptions.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (byPriority(this.subscriptions[mid], sub) <= 0) lo = mid + 1;
      else hi = mid;
    }
    this.subscriptions.splice(lo, 0, sub);
  }

  remove(sub) {
    const index = this.subscriptions.indexOf(sub);
    if (index < 0) return false;
    this.subscriptions.splice(index, 1);
    sub.active = false;
    return true;
  }

  off(pattern, handler) {
    const before = this.subscriptions.length;
    for (const sub of this.subscriptions.slice()) {
      if (sub.pattern === pattern && (handler === undefined || sub.handler === handler)) {
        this.remove(sub);
      }
    }
    return before - this.subscriptions.length;
  }

  // Calls every matching handler with (payload, topic) and returns how many
  // ran without throwing. Handler errors go to onError, or are thrown
  // together once every handler has had its turn.
  emit(topic, payload) {
    const segments = splitTopic(topic, false);
    const event = { topic, segments, payload, seq: this.emitted++ };
    this.remember(event);
    const errors = [];
    let count = 0;
    for (const sub of this.subscriptions.slice()) {
      if (!sub.active || !sub.matches(segments)) continue;
      if (sub.filter && !sub.filter(payload, topic)) continue;
      if (sub.once) this.remove(sub);
      count += this.deliver(sub, event, errors);
    }
    this.delivered += count;
    if (errors.length) this.fail(topic, errors);
    return count;
  }

  deliver(sub, event, errors) {
    sub.calls++;
    try {
      sub.handler.call(sub.context, event.payload, event.topic);
      return 1;
    } catch (err) {
      errors.push(err);
      return 0;
    }
  }

  fail(topic, errors) {
    if (!this.onError) throw new HandlerError(topic, errors);
    for (const err of errors) this.onError(err, topic);
  }

  remember(event) {
    if (this.historySize === 0) return;
    this.history.push(event);
    if (this.history.length > this.historySize) this.history.shift();
  }

  // Hands a new subscriber the remembered events it would have received.
  replay(sub) {
    const errors = [];
    for (const event of this.history) {
      if (!sub.active) break;
      if (!sub.matches(event.segments)) continue;
      if (sub.filter && !sub.filter(event.payload, event.topic)) continue;
      if (sub.once) this.remove(sub);
      this.deliver(sub, event, errors);
    }
    if (errors.length) this.fail('(replay)', errors);
  }

  listenerCount(topic) {
    const segments = splitTopic(topic, false);
    return this.subscriptions.filter((sub) => sub.matches(segments)).length;
  }

  patterns() {
    return Array.from(new Set(this.subscriptions.map((sub) => sub.pattern))).sort();
  }

  // Resolves with the payload of the next event matching PATTERN (and
  // PREDICATE, if given).
  waitFor(pattern, predicate) {
    return new Promise((resolve) => {
      const sub = this.on(pattern, (payload, topic) => {
        if (predicate && !predicate(payload, topic)) return;
        sub.cancel();
        resolve(payload);
      });
    });
  }

  // Forwards the events matching PATTERN to another bus; returns a function
  // that stops forwarding.
  pipe(other, pattern = MULTI) {
    if (other === this) throw new Error('cannot pipe a bus into itself');
    const sub = this.on(pattern, (payload, topic) => other.emit(topic, payload));
    return () => sub.cancel();
  }

  namespace(prefix) {
    return new Namespace(this, prefix);
  }

  clear() {
    for (const sub of this.subscriptions) sub.active = false;
    this.subscriptions = [];
    this.history = [];
  }

  stats() {
    return {
      subscriptions: this.subscriptions.length,
      emitted: this.emitted,
      delivered: this.delivered,
      remembered: this.history.length,
    };
  }
}

// A view of a bus in which every topic is prefixed, e.g. `user.` + `login`.
class Namespace {
  constructor(bus, prefix) {
    splitTopic(prefix, false);
    this.bus = bus;
    this.prefix = prefix;
  }

  qualify(topic) {
    return this.prefix + SEPARATOR + topic;
  }

  on(pattern, handler, options) {
    return this.bus.on(this.qualify(pattern), handler, options);
  }

  once(pattern, handler, options) {
    return this.bus.once(this.qualify(pattern), handler, options);
  }

  emit(topic, payload) {
    return this.bus.emit(this.qualify(topic), payload);
  }

  namespace(prefix) {
    return new Namespace(this.bus, this.qualify(prefix));
  }
}

module.exports = { EventBus, Subscription, Namespace, TopicError, HandlerError, matchTopic };
