import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../../test-support/memory-storage";
import { ageText, readCache, writeCache } from "./market-cache";

const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((n) => typeof n === "number");

describe("the market-data cache", () => {
  it("gives back what was saved with its fetch time", () => {
    const storage = memoryStorage();
    writeCache(storage, "k", [1, 2], 1234);
    expect(readCache(storage, "k", isNumberList)).toEqual({ fetchedAt: 1234, data: [1, 2] });
    expect(storage.getItem("market-data:k")).not.toBeNull();
  });

  it("ignores missing, damaged or foreign entries", () => {
    const storage = memoryStorage();
    expect(readCache(storage, "k", isNumberList)).toBeNull();
    storage.setItem("market-data:k", "{not json");
    expect(readCache(storage, "k", isNumberList)).toBeNull();
    storage.setItem("market-data:k", JSON.stringify({ fetchedAt: 1, data: "x" }));
    expect(readCache(storage, "k", isNumberList)).toBeNull();
    expect(readCache(null, "k", isNumberList)).toBeNull();
  });

  it("survives a storage that refuses to save", () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(() => writeCache(full, "k", [1], 1)).not.toThrow();
  });
});

describe("ageText", () => {
  const HOUR = 3_600_000;
  it("says how old the data is in whole units", () => {
    expect(ageText(0, 30_000)).toBe("just now");
    expect(ageText(0, 60_000)).toBe("1 minute ago");
    expect(ageText(0, 59 * 60_000)).toBe("59 minutes ago");
    expect(ageText(0, 3 * HOUR + 5 * 60_000)).toBe("3 hours ago");
    expect(ageText(0, 49 * HOUR)).toBe("2 days ago");
  });
});
