'use strict';

// A tiny router for the status server: maps "METHOD /path/:param" to handlers.
const { URL } = require('url');
const log = require('./log');

class Router {
  constructor() {
    this.routes = [];
  }

  add(method, pattern, handler) {
    const names = [];
    const source = pattern.replace(/:(\w+)/g, (_, name) => {
      names.push(name);
      return '([^/]+)';
    });
    this.routes.push({ method, regex: new RegExp(`^${source}$`), names, handler });
    return this;
  }

  match(method, path) {
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const found = route.regex.exec(path);
      if (found === null) continue;
      const params = {};
      route.names.forEach((name, i) => {
        params[name] = decodeURIComponent(found[i + 1]);
      });
      return { handler: route.handler, params };
    }
    return undefined;
  }

  handle(req, res) {
    const url = new URL(req.url, 'http://localhost');
    const hit = this.match(req.method, url.pathname);
    if (!hit) {
      res.statusCode = 404;
      res.end('not found');
      return;
    }
    Promise.resolve(hit.handler(req, res, hit.params)).catch((err) => {
      log.error('handler failed', err);
      res.statusCode = 500;
      res.end('internal error');
    });
  }
}

module.exports = { Router };
