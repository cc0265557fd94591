// A Web Storage in memory for tests of code that takes a Storage (the market-data cache, the
// chain's recipes): what a test writes stays in this object, and a storage that refuses every
// write (a full quota, Safari's private mode) is one argument away.
export function memoryStorage({ refuseWrites = false } = {}): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (refuseWrites) throw new DOMException("full", "QuotaExceededError");
      items.set(key, String(value));
    },
  };
}
