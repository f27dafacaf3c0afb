'use strict';
// Loads layered configuration: defaults, then the file's values, cached by text.
const ini = require('./lib/ini');
const { LRUCache } = require('./lib/lru');
const { merge, describe } = require('./lib/format');

const DEFAULTS = { name: 'app', server: { http: { port: 80, host: '0.0.0.0' } } };
const cache = new LRUCache({ capacity: 8 });

function loadConfig(text) {
  const hit = cache.get(text);
  if (hit) return hit;
  const config = merge(DEFAULTS, ini.parse(text));
  cache.set(text, config);
  return config;
}

function report(text) {
  return describe(loadConfig(text)).join('\n');
}

module.exports = { loadConfig, report, DEFAULTS };
