// textkit: small text utilities for a static site generator.
// (Gallery example: a real module whose slugify drops accented letters.)

const DEFAULT_WIDTH = 72;
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** Escapes the five characters HTML gives a meaning to. */
export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** Lower-case words joined by dashes, for URLs and anchors. */
export function slugify(title, { separator = '-', maxLength = 80 } = {}) {
  const words = String(title)
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean);
  let slug = words.join(separator);
  if (slug.length > maxLength) {
    slug = slug.slice(0, maxLength);
    const cut = slug.lastIndexOf(separator);
    if (cut > maxLength / 2) slug = slug.slice(0, cut);
  }
  return slug;
}

/** Wraps text at word boundaries; long words stay whole. */
export function wordWrap(text, width = DEFAULT_WIDTH) {
  const lines = [];
  for (const paragraph of String(text).split(/\n{2,}/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > width) {
        lines.push(line);
        line = word;
      } else {
        line = line ? `${line} ${word}` : word;
      }
    }
    if (line) lines.push(line);
    lines.push('');
  }
  return lines.slice(0, -1).join('\n');
}

/** `{{name}}` and `{{user.name}}` placeholders filled from `data`, escaped. */
export function renderTemplate(template, data, { escape = true } = {}) {
  return String(template).replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, path) => {
    const value = path.split('.').reduce((obj, key) => (obj == null ? undefined : obj[key]), data);
    if (value === undefined || value === null) return '';
    return escape ? escapeHtml(value) : String(value);
  });
}

/** 1536 -> "1.5 KB". */
export function formatBytes(bytes, digits = 1) {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`not a size: ${bytes}`);
  let unit = 0;
  let value = bytes;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(digits)} ${UNITS[unit]}`;
}

/** Parses `a=1&b=two&b=three` into { a: '1', b: ['two', 'three'] }. */
export function parseQuery(query) {
  const out = {};
  for (const part of String(query).replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const [rawKey, rawValue = ''] = part.split('=');
    const key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
    const value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    if (key in out) {
      out[key] = Array.isArray(out[key]) ? [...out[key], value] : [out[key], value];
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** The inverse of parseQuery, keys sorted so that output is stable. */
export function stringifyQuery(params) {
  return Object.keys(params)
    .sort()
    .flatMap((key) => {
      const values = Array.isArray(params[key]) ? params[key] : [params[key]];
      return values.map((v) => `${encodeURIComponent(key)}=${encodeURIComponent(v)}`);
    })
    .join('&');
}

/** Deep merge of plain objects; arrays and other values are replaced. */
export function deepMerge(target, ...sources) {
  const isPlain = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
  const out = { ...target };
  for (const source of sources) {
    for (const [key, value] of Object.entries(source || {})) {
      out[key] = isPlain(value) && isPlain(out[key]) ? deepMerge(out[key], value) : value;
    }
  }
  return out;
}

/** Calls `fn` once calls have stopped for `wait` milliseconds. */
export function debounce(fn, wait = 100) {
  let timer = null;
  const debounced = (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), wait);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}

/** A least-recently-used cache with a fixed number of entries. */
export class LruCache {
  constructor(capacity = 100) {
    if (!(capacity > 0)) throw new RangeError('capacity must be positive');
    this.capacity = capacity;
    this.map = new Map();
    this.hits = 0;
    this.misses = 0;
  }

  get(key) {
    if (!this.map.has(key)) {
      this.misses += 1;
      return undefined;
    }
    const value = this.map.get(key);
    this.map.delete(key);
    this.map.set(key, value);
    this.hits += 1;
    return value;
  }

  set(key, value) {
    if (this.map.has(key)) this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.capacity) {
      this.map.delete(this.map.keys().next().value);
    }
    return this;
  }

  get size() {
    return this.map.size;
  }
}

/** Counts words, sentences and an estimated reading time. */
export function textStats(text, wordsPerMinute = 200) {
  const words = String(text).match(/[\p{L}\p{N}'’]+/gu) || [];
  const sentences = String(text).split(/[.!?]+(?:\s|$)/).filter((s) => s.trim()).length;
  return {
    words: words.length,
    sentences,
    minutes: Math.max(1, Math.round(words.length / wordsPerMinute)),
  };
}

/** Table of contents from Markdown headings, with slugs for anchors. */
export function tableOfContents(markdown) {
  const seen = new Map();
  return String(markdown)
    .split('\n')
    .map((line) => /^(#{1,6})\s+(.+?)\s*#*$/.exec(line))
    .filter(Boolean)
    .map(([, hashes, title]) => {
      let slug = slugify(title);
      const count = seen.get(slug) || 0;
      seen.set(slug, count + 1);
      if (count) slug = `${slug}-${count}`;
      return { level: hashes.length, title, slug };
    });
}

/** Truncates to `length` characters, adding an ellipsis at a word boundary. */
export function truncate(text, length = 140) {
  const s = String(text);
  if (s.length <= length) return s;
  const cut = s.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > length / 2 ? cut.slice(0, space) : cut}…`;
}
