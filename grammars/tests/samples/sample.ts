// A small TypeScript sample.
interface Point {
  x: number;
  y: number;
  label?: string;
}

type Shape =
  | { kind: 'circle'; center: Point; radius: number }
  | { kind: 'rect'; min: Point; max: Point };

enum Color {
  Red = 'red',
  Green = 'green',
  Blue = 'blue',
}

function area(s: Shape): number {
  switch (s.kind) {
    case 'circle':
      return Math.PI * s.radius ** 2;
    case 'rect':
      return (s.max.x - s.min.x) * (s.max.y - s.min.y);
  }
}

class Registry<T extends { id: string }> {
  private readonly items = new Map<string, T>();

  add(item: T): this {
    this.items.set(item.id, item);
    return this;
  }

  find(pred: (t: T) => boolean): T | undefined {
    for (const item of this.items.values()) {
      if (pred(item)) return item;
    }
    return undefined;
  }
}

const shapes: Shape[] = [
  { kind: 'circle', center: { x: 0, y: 0 }, radius: 2 },
  { kind: 'rect', min: { x: 0, y: 0 }, max: { x: 3, y: 4 } },
];
const reg = new Registry<{ id: string; color: Color }>();
reg.add({ id: 'a', color: Color.Red });
console.log(shapes.map(area), reg.find((t) => t.color === Color.Red));
export { area, Registry };
