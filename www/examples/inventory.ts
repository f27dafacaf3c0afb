// An inventory module: items, stock levels and a restock plan.

export interface Item {
  sku: string;
  name: string;
  price: number;
  tags: string[];
}

export interface Stock {
  item: Item;
  quantity: number;
  minimum: number;
}

export type Plan = { sku: string; order: number }[];

const catalogue: Item[] = [
  { sku: "A-100", name: "Hex key set", price: 12.5, tags: ["tools"] },
  { sku: "B-220", name: "Wood glue", price: 4.2, tags: ["glue", "wood"] },
  { sku: "C-310", name: "Sandpaper", price: 3.0, tags: ["wood", "finish"] },
];

export function findItem(sku: string): Item | undefined {
  return catalogue.find((item) => item.sku === sku);
}

export function value(stock: Stock[]): number {
  return stock.reduce((sum, s) => sum + s.item.price * s.quantity, 0);
}

export function restock(stock: Stock[]): Plan {
  const plan: Plan = [];
  for (const s of stock) {
    if (s.quantity < s.minimum) {
      plan.push({ sku: s.item.sku, order: s.minimum * 2 - s.quantity });
    }
  }
  return plan;
}

export function byTag(tag: string): Item[] {
  return catalogue.filter((item) => item.tags.includes(tag));
}

export function describe(item: Item): string {
  const tags = item.tags.length ? ` [${item.tags.join(", ")}]` : "";
  return `${item.sku} ${item.name} at ${item.price.toFixed(2)}${tags}`;
}

export function parseQuantity(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isNaN(n) ? 0 : n;
}

export function fromCsv(rows: string[]): Stock[] {
  const stock: Stock[] = [];
  for (const row of rows) {
    const [sku, quantity, minimum] = row.split(",");
    const item = findItem(sku);
    if (!item) continue;
    stock.push({
      item,
      quantity: parseQuantity(quantity),
      // The minimum stays text: the bug the compiler reports.
      minimum: minimum.trim(),
    });
  }
  return stock;
}

export function summary(stock: Stock[]): string {
  const plan = restock(stock);
  return `${stock.length} lines, value ${value(stock).toFixed(2)}, ${plan.length} to order`;
}
