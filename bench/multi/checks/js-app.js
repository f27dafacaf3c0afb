// The configuration loaded from the case's own fixture has the port of the
// dotted section `[server.http]` as the number 8080.
const fs = require('fs');
const path = require('path');
const dir = path.resolve(process.argv[2]);
const app = require(path.join(dir, 'index.js'));
const text = fs.readFileSync(path.join(dir, 'fixtures/app.ini'), 'utf8');
const port = app.loadConfig(text).server.http.port;
if (port !== 8080) {
  throw new Error('expected the number 8080, got ' + JSON.stringify(port));
}
