import { describe, expect, it } from "vitest";
import { isStale, outputName, outputOwner, sessionLock } from "./output-storage";

const DAY = 24 * 60 * 60 * 1000;
const NOW = 1_800_000_000_000;

describe("outputOwner", () => {
  it("reads the page load and time a result's name holds", () => {
    const name = outputName("media-m1abc-x9y8z7", 1_700_000_000_000);
    expect(name).toBe("bytesmith-output-media-m1abc-x9y8z7-1700000000000");
    expect(outputOwner(name)).toEqual({ session: "media-m1abc-x9y8z7", time: 1_700_000_000_000 });
  });

  it("takes no other file for a result", () => {
    expect(outputOwner("notes.txt")).toBeNull();
    expect(outputOwner("bytesmith-output-")).toBeNull();
    expect(outputOwner("bytesmith-output-media-x-later")).toBeNull();
  });
});

describe("isStale", () => {
  const mine = "media-mine";
  const theirs = "media-theirs";
  const held = new Set([sessionLock(mine), sessionLock(theirs)]);

  it("removes a result whose page load holds no lock any more (closed, reloaded, crashed)", () => {
    expect(isStale(outputName("media-gone", NOW - 1000), mine, NOW, held, NOW)).toBe(true);
  });

  it("leaves a result another open page load holds", () => {
    expect(isStale(outputName(theirs, NOW - 10 * DAY), mine, NOW, held, NOW)).toBe(false);
  });

  it("removes this page load's results made before `since`, not those made after", () => {
    expect(isStale(outputName(mine, NOW - 1), mine, NOW, held, NOW)).toBe(true);
    expect(isStale(outputName(mine, NOW + 5), mine, NOW, held, NOW)).toBe(false);
  });

  it("without Web Locks, removes another page load's results after a day", () => {
    expect(isStale(outputName(theirs, NOW - DAY - 1), mine, NOW, null, NOW)).toBe(true);
    expect(isStale(outputName(theirs, NOW - DAY + 1), mine, NOW, null, NOW)).toBe(false);
  });

  it("never touches files that are not results", () => {
    expect(isStale("photos.db", mine, NOW, held, NOW)).toBe(false);
  });
});
