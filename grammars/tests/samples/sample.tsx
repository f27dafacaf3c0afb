// A small TSX sample.
import React, { useState } from 'react';

interface Props {
  title: string;
  items: string[];
  onPick?: (item: string) => void;
}

export function List({ title, items, onPick }: Props) {
  const [selected, setSelected] = useState<string | null>(null);
  const pick = (item: string) => {
    setSelected(item);
    onPick?.(item);
  };
  return (
    <div className="list">
      <h2>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item} onClick={() => pick(item)}>
            {item === selected ? <b>{item}</b> : item}
          </li>
        ))}
      </ul>
      {selected && <p>Selected: {selected}</p>}
    </div>
  );
}

export default function App() {
  return <List title="Fruit" items={['apple', 'pear', 'plum']} />;
}
