// A small inventory module with one type error: tsc --strict reports
// TS2322 (a string where a number is expected) deep inside it. Reduce it
// with: whittle reduce bug.ts --tsc '--strict' --expect 'TS2322'

interface Item {
  name: string;
  price: number;
  tags: string[];
}

type Totals = { count: number; sum: number };

function total(items: Item[]): Totals {
  let sum = 0;
  for (const item of items) {
    sum += item.price;
  }
  return { count: items.length, sum };
}

function cheapest(items: Item[]): Item | undefined {
  return items.reduce<Item | undefined>(
    (best, item) => (best === undefined || item.price < best.price ? item : best),
    undefined,
  );
}

function tagged(items: Item[], tag: string): Item[] {
  return items.filter((item) => item.tags.indexOf(tag) >= 0);
}

function parsePrice(text: string): number {
  const value: number = text.trim();
  return value;
}

const items: Item[] = [
  { name: "pen", price: 2, tags: ["office"] },
  { name: "lamp", price: parsePrice(" 30 "), tags: ["home", "office"] },
];

console.log(total(items), cheapest(items), tagged(items, "home"));
