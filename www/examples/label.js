// Stand-in for a minifier crash on a labelled continue.
import { readFile } from 'node:fs/promises';

const LIMIT = 10;

function parse(text) {
  const rows = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    rows.push(line.split(',').map(Number));
  }
  return rows;
}

export async function main(path) {
  const rows = parse(await readFile(path, 'utf8'));
  let total = 0;
  outer: for (const row of rows) {
    for (const cell of row) {
      if (Number.isNaN(cell)) continue outer;
      if (cell > LIMIT) break;
      total += cell;
    }
  }
  console.log(`total: ${total}`);
  return total;
}
