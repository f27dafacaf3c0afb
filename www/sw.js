// The playground's service worker: after one visit the playground opens and
// reduces with the network off. scripts/sw-manifest.mjs writes the build's
// files into BUILD and FILES below (each file's path and the start of its
// SHA-256); the cache is named by BUILD, so a new build installs a new cache
// and the old one is deleted once it is active.
//
// - On install it stores the app's shell (PRECACHE: the page, its script
//   and WebAssembly, the editor, the workers' scripts, the engine without
//   grammars, the examples), mostly from the browser's HTTP cache: the
//   requests revalidate (`no-cache`), and the first visit has just fetched
//   them.
// - Every request for a file of the build is network-first: online, the
//   page always gets the server's current files (an update shows at the next
//   load); the answer is stored, so a grammar's engine fetched once (they
//   are fetched when a run first needs one, never ahead: a language's, or
//   every grammar's for a set in several languages) is there offline.
//   Offline, the stored copy answers.
// - The toolchains (toolchains/) are left alone: toolchains.js keeps them in
//   a Cache Storage cache of its own, read before the network.
//
// The bodies stored are decoded: the browser undoes the server's brotli or
// gzip (`whittle web` sends precompressed files) before a service worker
// sees them.

const BUILD = /* BUILD */ 'dev';
const FILES = /* FILES */ {};
const PRECACHE = /* PRECACHE */ [];

const PREFIX = 'whittle-app-';
const CACHE = PREFIX + BUILD;
const SCOPE = new URL(self.registration.scope);

// A build file's path relative to the scope (`index.html` for the page),
// or null for a request the service worker leaves to the network.
function buildPath(url) {
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return null;
  const path = url.pathname.slice(SCOPE.pathname.length) || 'index.html';
  return Object.prototype.hasOwnProperty.call(FILES, path) ? path : null;
}

function keyOf(path) {
  return new URL(path, SCOPE).href;
}

async function sha256(response) {
  const digest = await crypto.subtle.digest('SHA-256', await response.clone().arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

// A build file from the browser's HTTP cache only (no request goes out),
// if it is there and is this build's: a file fetched before this service
// worker controlled the page.
async function fromHttpCache(path) {
  try {
    const response = await fetch(keyOf(path), { cache: 'only-if-cached', mode: 'same-origin' });
    if (response.ok && (await sha256(response)).startsWith(FILES[path])) return response;
  } catch (_) { /* not cached */ }
  return null;
}

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await Promise.all(PRECACHE.map(async (path) => {
      const response = await fetch(keyOf(path), { cache: 'no-cache' });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      await cache.put(keyOf(path), response);
    }));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // What an older build stored and this build still has, unchanged (a
    // grammar's engine used before), carries over; the rest goes.
    for (const name of await caches.keys()) {
      if (!name.startsWith(PREFIX) || name === CACHE) continue;
      const old = await caches.open(name);
      for (const request of await old.keys()) {
        const path = buildPath(new URL(request.url));
        if (!path || (await cache.match(request))) continue;
        const response = await old.match(request);
        if (response && (await sha256(response)).startsWith(FILES[path])) await cache.put(request, response);
      }
      await caches.delete(name);
    }
    await sweep();
    await self.clients.claim();
  })());
});

// Stores the build files that the HTTP cache holds and this cache does not
// (fetched before the service worker controlled the page). The page asks
// for it after it is ready and when it is hidden.
async function sweep() {
  const cache = await caches.open(CACHE);
  for (const path of Object.keys(FILES)) {
    if (await cache.match(keyOf(path))) continue;
    const response = await fromHttpCache(path);
    if (response) await cache.put(keyOf(path), response);
  }
}

self.addEventListener('message', (event) => {
  if (event.data === 'sweep') event.waitUntil(sweep());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || request.headers.has('range')) return;
  const path = buildPath(new URL(request.url));
  if (!path) return;
  event.respondWith(networkFirst(event, path));
});

async function networkFirst(event, path) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(event.request);
    if (response.ok && response.type === 'basic') {
      // Stored under the file's path (a worker's `?engine=…` is the same
      // file), while the page already reads the answer.
      event.waitUntil(cache.put(keyOf(path), response.clone()));
    }
    return response;
  } catch (offline) {
    const stored = (await cache.match(keyOf(path))) || (await fromHttpCache(path));
    if (stored) return stored;
    throw offline;
  }
}
