'use strict';

// A small HTTP-style request router: path patterns with named parameters,
// optional segments and wildcards, prefixed route groups, middleware chains
// and a dispatcher that tells "no such path" (404) from "wrong method" (405).

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

class RouteError extends Error {
  constructor(status, message, details = {}) {
    super(message);
    this.name = 'RouteError';
    this.status = status;
    Object.assign(this, details);
  }
}

function safeDecode(text) {
  if (text.indexOf('%') === -1) return text;
  try {
    return decodeURIComponent(text);
  } catch (err) {
    return text;
  }
}

function decodeComponent(text) {
  return safeDecode(String(text).replace(/\+/g, ' '));
}

function parseQuery(queryString) {
  const query = Object.create(null);
  if (!queryString) return query;
  const source = queryString.startsWith('?') ? queryString.slice(1) : queryString;
  for (const pair of source.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawKey = eq === -1 ? pair : pair.slice(0, eq);
    const rawValue = eq === -1 ? '' : pair.slice(eq + 1);
    let key = decodeComponent(rawKey);
    const value = decodeComponent(rawValue);
    const isList = key.endsWith('[]');
    if (isList) key = key.slice(0, -2);
    if (key in query) {
      const existing = query[key];
      query[key] = Array.isArray(existing) ? existing.concat(value) : [existing, value];
    } else {
      query[key] = isList ? [value] : value;
    }
  }
  return query;
}

function splitUrl(url) {
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const q = withoutHash.indexOf('?');
  return {
    path: q === -1 ? withoutHash : withoutHash.slice(0, q),
    search: q === -1 ? '' : withoutHash.slice(q + 1),
  };
}

function normalizePath(path) {
  const parts = String(path).split('/').filter((part) => part !== '');
  return '/' + parts.join('/');
}

function joinPaths(prefix, path) {
  if (!prefix || prefix === '/') return normalizePath(path);
  return normalizePath(prefix + '/' + path);
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Turns "/users/:id/posts/:slug?" or "/files/*" into a regular expression and
// the list of parameter names it captures, in order.
function compilePattern(pattern) {
  const keys = [];
  const segments = normalizePath(pattern).split('/').slice(1);
  let source = '';
  for (const segment of segments) {
    if (segment === '') continue;
    if (segment === '*') {
      keys.push({ name: 'wild', optional: true, wildcard: true });
      source += '(?:/(.*))?';
    } else if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
        throw new TypeError(`invalid parameter name in pattern ${pattern}: ${segment}`);
      }
      if (keys.some((key) => key.name === name)) {
        throw new TypeError(`duplicate parameter :${name} in pattern ${pattern}`);
      }
      keys.push({ name, optional, wildcard: false });
      source += optional ? '(?:/([^/]+))?' : '/([^/]+)';
    } else {
      source += '/' + escapeRegExp(segment);
    }
  }
  return { regex: new RegExp('^' + (source || '/') + '/?$'), keys };
}

function matchPattern(compiled, path) {
  const found = compiled.regex.exec(path);
  if (!found) return null;
  const params = {};
  compiled.keys.forEach((key, index) => {
    const raw = found[index + 1];
    if (raw === undefined) return;
    params[key.name] = key.wildcard ? raw.split('/').map(safeDecode).join('/') : safeDecode(raw);
  });
  return params;
}

class Route {
  constructor(method, pattern, handlers) {
    this.method = method;
    this.pattern = normalizePath(pattern);
    this.handlers = handlers;
    this.compiled = compilePattern(this.pattern);
  }

  match(path) {
    return matchPattern(this.compiled, path);
  }

  allows(method) {
    if (this.method === '*' || this.method === method) return true;
    return this.method === 'GET' && method === 'HEAD';
  }
}

class Response {
  constructor() {
    this.statusCode = 200;
    this.headers = {};
    this.body = undefined;
    this.finished = false;
  }

  status(code) {
    this.statusCode = code;
    return this;
  }

  set(name, value) {
    this.headers[name.toLowerCase()] = String(value);
    return this;
  }

  get(name) {
    return this.headers[name.toLowerCase()];
  }

  send(body) {
    if (this.finished) throw new Error('response already sent');
    this.body = body;
    this.finished = true;
    return this;
  }

  json(value) {
    this.set('content-type', 'application/json');
    return this.send(JSON.stringify(value));
  }
}

class Router {
  constructor(options = {}) {
    this.routes = [];
    this.middleware = [];
    this.prefix = normalizePath(options.prefix || '/');
    this.parent = options.parent || null;
    this.notFound = options.notFound || null;
  }

  // use(fn) or use(prefix, fn...): middleware runs, in order of registration,
  // for every request whose path starts with the prefix.
  use(...args) {
    const prefix = typeof args[0] === 'string' ? args.shift() : '/';
    for (const fn of args) {
      if (typeof fn !== 'function') throw new TypeError('middleware must be a function');
      this.root().middleware.push({ prefix: joinPaths(this.prefix, prefix), fn });
    }
    return this;
  }

  add(method, pattern, ...handlers) {
    const verb = method === '*' ? '*' : String(method).toUpperCase();
    if (verb !== '*' && !METHODS.includes(verb)) {
      throw new TypeError(`unsupported method ${method}`);
    }
    if (handlers.length === 0) throw new TypeError(`no handler for ${verb} ${pattern}`);
    const route = new Route(verb, joinPaths(this.prefix, pattern), handlers);
    this.root().routes.push(route);
    return route;
  }

  get(pattern, ...handlers) { return this.add('GET', pattern, ...handlers); }
  post(pattern, ...handlers) { return this.add('POST', pattern, ...handlers); }
  put(pattern, ...handlers) { return this.add('PUT', pattern, ...handlers); }
  patch(pattern, ...handlers) { return this.add('PATCH', pattern, ...handlers); }
  delete(pattern, ...handlers) { return this.add('DELETE', pattern, ...handlers); }
  all(pattern, ...handlers) { return this.add('*', pattern, ...handlers); }

  // A group shares the routing table of its root, with its own path prefix.
  group(prefix, define) {
    const child = new Router({ prefix: joinPaths(this.prefix, prefix), parent: this });
    if (typeof define === 'function') define(child);
    return child;
  }

  root() {
    let router = this;
    while (router.parent) router = router.parent;
    return router;
  }

  match(method, path) {
    const verb = String(method).toUpperCase();
    const target = normalizePath(path);
    const allowed = new Set();
    for (const route of this.root().routes) {
      const params = route.match(target);
      if (!params) continue;
      if (route.allows(verb)) return { route, params, status: 200 };
      if (route.method !== '*') allowed.add(route.method);
    }
    if (allowed.size > 0) {
      if (allowed.has('GET')) allowed.add('HEAD');
      return { route: null, params: {}, status: 405, allowed: [...allowed].sort() };
    }
    return { route: null, params: {}, status: 404 };
  }

  stackFor(path, found) {
    const applies = (prefix) =>
      prefix === '/' || path === prefix || path.startsWith(prefix + '/');
    const chain = this.root().middleware.filter((m) => applies(m.prefix)).map((m) => m.fn);
    const before = chain.filter((fn) => fn.length < 4);
    const onError = chain.filter((fn) => fn.length === 4);
    const final = found.route ? found.route.handlers : [(req, res) => this.fail(req, res, found)];
    return [...before, ...final, ...onError];
  }

  fail(req, res, found) {
    if (found.status === 405) {
      res.set('allow', found.allowed.join(', '));
      return res.status(405).json({ error: 'method not allowed', allowed: found.allowed });
    }
    const handler = this.root().notFound;
    if (handler) return handler(req, res);
    return res.status(404).json({ error: 'not found', path: req.path });
  }

  async handle(input) {
    const request = typeof input === 'string' ? { url: input } : { ...input };
    const { path, search } = splitUrl(request.url || request.path || '/');
    request.method = String(request.method || 'GET').toUpperCase();
    request.path = normalizePath(path.split('/').map(safeDecode).join('/'));
    request.query = parseQuery(search);
    request.headers = request.headers || {};
    const found = this.match(request.method, normalizePath(path));
    request.params = found.params;
    request.route = found.route ? found.route.pattern : null;
    const response = new Response();
    await runChain(this.stackFor(normalizePath(path), found), request, response);
    if (!response.finished && found.route) response.status(204).send(undefined);
    return response;
  }
}

// Runs handlers in order; each receives its own next() and may stop the chain
// by not calling it. next(err), or a throw, skips to handlers taking four args.
async function runChain(stack, req, res) {
  const dispatch = async (start, err) => {
    for (let i = start; i < stack.length; i++) {
      const fn = stack[i];
      const takesError = fn.length === 4;
      if (Boolean(err) !== takesError) continue;
      let called = false;
      const next = (nextErr) => {
        if (called) throw new Error('next() called more than once');
        called = true;
        return dispatch(i + 1, nextErr);
      };
      try {
        await (takesError ? fn(err, req, res, next) : fn(req, res, next));
      } catch (thrown) {
        if (called) throw thrown;
        return dispatch(i + 1, thrown);
      }
      return undefined;
    }
    if (err && !res.finished) {
      res.status(err.status || 500).json({ error: err.message });
    }
    return undefined;
  };
  await dispatch(0, undefined);
}

function listRoutes(router) {
  return router.root().routes.map((route) => `${route.method} ${route.pattern}`);
}

module.exports = { Router, Route, Response, RouteError, parseQuery, compilePattern, listRoutes };
