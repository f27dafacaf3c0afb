'use strict';
// Reloads a configuration file when it changes (not used by the loader).
const fs = require('fs');

function watchConfig(path, onChange, interval = 500) {
  let last = null;
  const timer = setInterval(() => {
    let text;
    try {
      text = fs.readFileSync(path, 'utf8');
    } catch (e) {
      return;
    }
    if (text !== last) {
      last = text;
      onChange(text);
    }
  }, interval);
  return () => clearInterval(timer);
}

module.exports = { watchConfig };
