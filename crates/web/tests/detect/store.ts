// A small observable store for the settings panel.

export interface Settings {
  theme: 'light' | 'dark';
  fontSize: number;
  autosave: boolean;
  recent: string[];
}

export type Listener<T> = (value: T, previous: T) => void;

interface Subscription {
  readonly id: number;
  unsubscribe(): void;
}

const DEFAULTS: Settings = {
  theme: 'light',
  fontSize: 14,
  autosave: true,
  recent: [],
};

export class Store<T extends object> {
  private listeners = new Map<number, Listener<T>>();
  private nextId = 1;

  constructor(private value: T) {}

  get(): T {
    return this.value;
  }

  update(change: Partial<T>): void {
    const previous = this.value;
    this.value = { ...previous, ...change };
    for (const listener of this.listeners.values()) {
      listener(this.value, previous);
    }
  }

  subscribe(listener: Listener<T>): Subscription {
    const id = this.nextId++;
    this.listeners.set(id, listener);
    return { id, unsubscribe: () => this.listeners.delete(id) };
  }
}

export function loadSettings(raw: string | null): Settings {
  if (raw === null) {
    return { ...DEFAULTS };
  }
  try {
    const parsed = JSON.parse(raw) as Partial<Settings>;
    return { ...DEFAULTS, ...parsed };
  } catch {
    return { ...DEFAULTS };
  }
}

export const settings = new Store<Settings>(loadSettings(localStorage.getItem('settings')));
