import { MAX_PERSISTED_BYTES, persistValue, readPersisted, storageKey } from "./persistent-state";

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

const isString = (v: unknown): v is string => typeof v === "string";

describe("persistent tool state", () => {
  it("namespaces keys by tool path and field", () => {
    expect(storageKey("/json-formatter", "input")).toBe("tool:/json-formatter:input");
  });

  it("keeps a small value and reads it back", () => {
    const storage = new MemoryStorage();
    expect(persistValue(storage, "k", "hello")).toBe(true);
    expect(readPersisted(storage, "k", isString)).toBe("hello");
  });

  it("never stores an input of 256 KB or more, and drops an older stored copy", () => {
    const storage = new MemoryStorage();
    persistValue(storage, "k", "small");
    const big = "x".repeat(MAX_PERSISTED_BYTES / 2);
    expect(persistValue(storage, "k", big)).toBe(false);
    expect(storage.getItem("k")).toBeNull();
  });

  it("ignores a stored value of the wrong shape or broken JSON", () => {
    const storage = new MemoryStorage();
    storage.setItem("a", "42");
    storage.setItem("b", "{not json");
    expect(readPersisted(storage, "a", isString)).toBeUndefined();
    expect(readPersisted(storage, "b", isString)).toBeUndefined();
  });

  it("survives a storage that throws (quota, privacy mode)", () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new Error("QuotaExceededError");
    };
    expect(persistValue(storage, "k", "v")).toBe(false);
  });
});
