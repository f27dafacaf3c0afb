'use strict';
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const app = require('..');

const text = fs.readFileSync(path.join(__dirname, '../fixtures/app.ini'), 'utf8');
const config = app.loadConfig(text);
assert.strictEqual(config.server.http.port, 8080);
assert.strictEqual(config.server.http.host, 'localhost');
console.log(app.report(text));
