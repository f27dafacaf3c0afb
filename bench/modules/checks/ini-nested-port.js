// A dotted section header opens a nested section, and an unquoted number
// after a comment-stripped line is read as a number.
const ini = require(process.argv[2]);
const config = ini.parse('name = demo\n[server.http]\nport = 8080 ; default\n');
const port = config.server.http.port;
if (port !== 8080) {
  throw new Error('expected the number 8080, got ' + JSON.stringify(port));
}
