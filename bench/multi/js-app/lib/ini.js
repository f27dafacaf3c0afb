'use strict';

// Reads and writes INI configuration files: sections (with dotted
// subsections), quoted values with escapes, comments, typed values,
// variable interpolation and a stable serializer.

class IniSyntaxError extends Error {
  constructor(message, line) {
    super('line ' + line + ': ' + message);
    this.name = 'IniSyntaxError';
    this.line = line;
  }
}

const ESCAPES = { n: '\n', t: '\t', r: '\r', '\\': '\\', '"': '"', "'": "'", ';': ';', '#': '#' };

function stripComment(text) {
  let quote = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if ((c === ';' || c === '#') && (i === 0 || /\s/.test(text[i - 1]))) {
      return text.slice(0, i);
    }
  }
  return text;
}

function unquote(raw, line) {
  const text = raw.trim();
  if (text.length < 2) return text;
  const first = text[0];
  if ((first !== '"' && first !== "'") || text[text.length - 1] !== first) return text;
  let out = '';
  for (let i = 1; i < text.length - 1; i++) {
    const c = text[i];
    if (c === '\\') {
      const next = text[++i];
      if (!(next in ESCAPES)) {
        throw new IniSyntaxError('unknown escape \\' + next, line);
      }
      out += ESCAPES[next];
    } else {
      out += c;
    }
  }
  return out;
}

function coerce(value) {
  if (/^(true|yes|on)$/i.test(value)) return true;
  if (/^(false|no|off)$/i.test(value)) return false;
  if (/^-?\d+$/.test(value)) return parseInt(value, 10);
  if (/^-?\d*\.\d+(e-?\d+)?$/i.test(value)) return parseFloat(value);
  if (/^0x[0-9a-f]+$/i.test(value)) return parseInt(value.slice(2), 16);
  if (value.startsWith('[') && value.endsWith(']')) {
    return value
      .slice(1, -1)
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0)
      .map(coerce);
  }
  return value;
}

function sectionPath(header, line) {
  const name = header.trim();
  if (name.length === 0) throw new IniSyntaxError('empty section name', line);
  const parts = name.split('.').map((p) => p.trim());
  if (parts.some((p) => p.length === 0)) {
    throw new IniSyntaxError('empty part in section name ' + JSON.stringify(name), line);
  }
  return parts;
}

function ensureSection(root, path) {
  let node = root;
  for (const part of path) {
    if (!Object.prototype.hasOwnProperty.call(node, part)) node[part] = {};
    else if (typeof node[part] !== 'object' || Array.isArray(node[part])) {
      throw new Error('section ' + path.join('.') + ' clashes with a value');
    }
    node = node[part];
  }
  return node;
}

function interpolate(value, section, root, depth) {
  if (typeof value !== 'string' || depth > 8) return value;
  return value.replace(/\$\{([A-Za-z0-9_.]+)\}/g, (whole, name) => {
    const local = section[name];
    if (local !== undefined && typeof local !== 'object') return String(interpolate(local, section, root, depth + 1));
    let node = root;
    for (const part of name.split('.')) {
      if (node === undefined || node === null) return whole;
      node = node[part];
    }
    return node === undefined || typeof node === 'object' ? whole : String(node);
  });
}

function parse(text, options) {
  const opts = Object.assign({ types: true, interpolate: true, duplicates: 'last' }, options);
  const root = {};
  let section = root;
  let pending = null;
  const lines = text.split(/\r?\n/);
  for (let n = 0; n < lines.length; n++) {
    const lineNo = n + 1;
    let line = lines[n];
    if (pending) {
      line = pending.text + line.trimStart();
      pending = null;
    }
    if (line.endsWith('\\') && !line.endsWith('\\\\')) {
      pending = { text: line.slice(0, -1) };
      continue;
    }
    const content = stripComment(line).trim();
    if (content.length === 0) continue;
    if (content.startsWith('[')) {
      if (!content.endsWith(']')) throw new IniSyntaxError('unterminated section header', lineNo);
      section = ensureSection(root, sectionPath(content.slice(1, -1), lineNo));
      continue;
    }
    const eq = content.search(/[=:]/);
    if (eq <= 0) throw new IniSyntaxError('expected key = value', lineNo);
    const key = content.slice(0, eq).trim();
    const raw = content.slice(eq + 1);
    const quoted = /^\s*["']/.test(raw);
    let value = unquote(raw, lineNo);
    if (opts.types && !quoted) value = coerce(value);
    if (Object.prototype.hasOwnProperty.call(section, key)) {
      if (opts.duplicates === 'error') throw new IniSyntaxError('duplicate key ' + key, lineNo);
      if (opts.duplicates === 'first') continue;
      if (opts.duplicates === 'array') {
        const old = section[key];
        section[key] = Array.isArray(old) ? old.concat([value]) : [old, value];
        continue;
      }
    }
    section[key] = value;
  }
  if (pending) throw new IniSyntaxError('continuation at end of file', lines.length);
  if (opts.interpolate) resolveAll(root, root);
  return root;
}

function resolveAll(node, root) {
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (value && typeof value === 'object' && !Array.isArray(value)) resolveAll(value, root);
    else node[key] = interpolate(value, node, root, 0);
  }
}

function formatValue(value) {
  if (Array.isArray(value)) return '[' + value.map(formatValue).join(', ') + ']';
  if (typeof value !== 'string') return String(value);
  if (value === '' || /^\s|\s$|[;#"'\\\n\t]/.test(value) || coerce(value) !== value) {
    return '"' + value.replace(/[\\"\n\t]/g, (c) => ({ '\\': '\\\\', '"': '\\"', '\n': '\\n', '\t': '\\t' })[c]) + '"';
  }
  return value;
}

function stringify(config, prefix) {
  const scalars = [];
  const sections = [];
  for (const key of Object.keys(config).sort()) {
    const value = config[key];
    if (value && typeof value === 'object' && !Array.isArray(value)) sections.push(key);
    else scalars.push(key + ' = ' + formatValue(value));
  }
  let out = '';
  if (prefix && scalars.length > 0) out += '[' + prefix + ']\n';
  out += scalars.map((s) => s + '\n').join('');
  for (const key of sections) {
    const name = prefix ? prefix + '.' + key : key;
    const body = stringify(config[key], name);
    if (body.length > 0) out += (out.length > 0 ? '\n' : '') + body;
  }
  return out;
}

function get(config, path, fallback) {
  let node = config;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return fallback;
    node = node[part];
  }
  return node;
}

module.exports = { parse, stringify, get, IniSyntaxError };
