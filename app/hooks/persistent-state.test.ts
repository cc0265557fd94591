import {
  MAX_PERSISTED_BYTES,
  REMEMBER_INPUT_KEY,
  forgetStoredInput,
  persistValue,
  readPersisted,
  remembersInput,
  setRemembersInput,
  storageKey,
} from "./persistent-state";

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
    expect(persistValue(storage, "k", "hello")).toBe("kept");
    expect(readPersisted(storage, "k", isString)).toBe("hello");
  });

  it("never stores an input of 256 KB or more, and drops an older stored copy", () => {
    const storage = new MemoryStorage();
    persistValue(storage, "k", "small");
    const big = "x".repeat(MAX_PERSISTED_BYTES / 2);
    expect(persistValue(storage, "k", big)).toBe("too-large");
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
    expect(persistValue(storage, "k", "v")).toBe("failed");
  });

  it("removes the older copy when a write fails on quota, so a stale input cannot return", () => {
    const storage = new MemoryStorage();
    persistValue(storage, "k", "old input");
    storage.setItem = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
    expect(persistValue(storage, "k", "newer input")).toBe("failed");
    expect(readPersisted(storage, "k", isString)).toBeUndefined();
  });
});

describe("the Don't remember my input setting", () => {
  function storageWithTools() {
    const storage = new MemoryStorage();
    storage.setItem("tool:/json-formatter:input", JSON.stringify('{"token":"secret"}'));
    storage.setItem("tool:/json-formatter:sortKeys", "true");
    storage.setItem("tool:/cron-tools:runCount", "5");
    storage.setItem("tool:/xsd-generator:samples", JSON.stringify(["<a/>"]));
    storage.setItem("tool:/css-beautifier:options", JSON.stringify({ indent: 2 }));
    storage.setItem("tool:/x:broken", "{not json");
    storage.setItem("theme", "dark");
    return storage;
  }

  it("remembers input until it is turned off, in one key", () => {
    const storage = new MemoryStorage();
    expect(remembersInput(storage)).toBe(true);
    setRemembersInput(storage, false);
    expect(remembersInput(storage)).toBe(false);
    expect(storage.getItem(REMEMBER_INPUT_KEY)).toBe("off");
    setRemembersInput(storage, true);
    expect(remembersInput(storage)).toBe(true);
    expect(storage.length).toBe(0);
  });

  it("turning it off removes every stored text, list and object, and keeps switches and numbers", () => {
    const storage = storageWithTools();
    setRemembersInput(storage, false);
    const left = Array.from({ length: storage.length }, (_, i) => storage.key(i)).sort();
    expect(left).toEqual([
      REMEMBER_INPUT_KEY,
      "theme",
      "tool:/cron-tools:runCount",
      "tool:/json-formatter:sortKeys",
    ]);
  });

  it("forgetting counts what it removed and touches no other key", () => {
    const storage = storageWithTools();
    expect(forgetStoredInput(storage)).toBe(4);
    expect(storage.getItem("theme")).toBe("dark");
  });
});
