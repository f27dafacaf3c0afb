// Stand-in for "the compiler crashes expanding a macro with `%` in a
// return": the macro comes from a header, the return is in bug.c.
// (A real compiler needs a remote oracle; this stays in the browser.)
const main = files['bug.c'];
if (typeof main !== 'string') return false;
const defined = Object.values(files).some((text) => text !== null
  && /#define\s+OVERFLOW_CHECK\(\s*\w+\s*\)[^\n]*%/.test(text));
return defined && /return\s+OVERFLOW_CHECK\s*\(/.test(main);
