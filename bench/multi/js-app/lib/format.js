'use strict';
// Formatting helpers for configuration values and reports.

function pad(text, width) {
  text = String(text);
  while (text.length < width) text += ' ';
  return text;
}

function describe(config, prefix = '') {
  const lines = [];
  for (const [key, value] of Object.entries(config)) {
    if (value && typeof value === 'object') {
      lines.push(...describe(value, prefix + key + '.'));
    } else {
      lines.push(pad(prefix + key, 24) + ' = ' + JSON.stringify(value));
    }
  }
  return lines;
}

function merge(base, over) {
  const out = { ...base };
  for (const [key, value] of Object.entries(over)) {
    out[key] = value && typeof value === 'object' && !Array.isArray(value)
      ? merge(base[key] || {}, value)
      : value;
  }
  return out;
}

module.exports = { pad, describe, merge };
