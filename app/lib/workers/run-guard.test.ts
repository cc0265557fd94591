import { RunGuard, runGuardKey } from "./run-guard";

/** The part of Storage the guard uses, in memory. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as Storage;
}

const KEY = runGuardKey("/csv-to-xml-converter");

describe("RunGuard", () => {
  it("keys a page by its path, with or without a trailing slash", () => {
    expect(runGuardKey("/csv-to-xml-converter/")).toBe(KEY);
    expect(KEY).toBe("unfinished-run:/csv-to-xml-converter");
  });

  it("holds nothing when the last visit finished its runs", () => {
    expect(new RunGuard(memoryStorage(), KEY).isHeld()).toBe(false);
  });

  it("marks a run from its start to its end", () => {
    const storage = memoryStorage();
    const guard = new RunGuard(storage, KEY);
    const ended = guard.begin();
    expect(storage.getItem(KEY)).not.toBeNull();
    ended();
    expect(storage.getItem(KEY)).toBeNull();
  });

  it("holds the page when a run of the last visit never ended (a freeze, then a reload)", () => {
    const storage = memoryStorage();
    new RunGuard(storage, KEY).begin(); // the page froze here
    expect(new RunGuard(storage, KEY).isHeld()).toBe(true);
  });

  it("keeps the mark while held, so closing the tab again does not lose it", () => {
    const storage = memoryStorage({ [KEY]: "1" });
    const guard = new RunGuard(storage, KEY);
    guard.begin()(); // e.g. the empty default input computed while the page starts
    expect(storage.getItem(KEY)).not.toBeNull();
    expect(new RunGuard(storage, KEY).isHeld()).toBe(true);
  });

  it("clears the mark only when the last of overlapping runs ends", () => {
    const storage = memoryStorage();
    const guard = new RunGuard(storage, KEY);
    const first = guard.begin();
    const second = guard.begin();
    first();
    first(); // ending twice counts once
    expect(storage.getItem(KEY)).not.toBeNull();
    second();
    expect(storage.getItem(KEY)).toBeNull();
  });

  it("release() lets runs go, tells subscribers, and a run that ends then clears the mark", () => {
    const storage = memoryStorage({ [KEY]: "1" });
    const guard = new RunGuard(storage, KEY);
    const listener = vi.fn();
    guard.subscribe(listener);
    guard.release();
    expect(guard.isHeld()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(storage.getItem(KEY)).toBeNull();
    const ended = guard.begin(); // the released run freezes again: the next load holds again
    expect(new RunGuard(storage, KEY).isHeld()).toBe(true);
    ended();
    expect(storage.getItem(KEY)).toBeNull();
  });

  it("works without storage (blocked): never holds, never throws", () => {
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    } as unknown as Storage;
    const guard = new RunGuard(blocked, KEY);
    expect(guard.isHeld()).toBe(false);
    expect(() => guard.begin()()).not.toThrow();
    expect(new RunGuard(null, KEY).isHeld()).toBe(false);
  });
});
