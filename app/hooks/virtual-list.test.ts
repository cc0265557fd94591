import { scrollTopFor, virtualWindow } from "./virtual-list";

const small = { count: 100, rowHeight: 20, viewportHeight: 200 };

describe("the rows to render", () => {
  it("are those in view plus the overscan, from the top", () => {
    const rows = virtualWindow(small, 0, 2);
    expect([rows.first, rows.last]).toEqual([0, 12]);
    expect(rows.spacerHeight).toBe(2000);
    expect(rows.top(5)).toBe(100);
  });

  it("follow the scroll position", () => {
    const rows = virtualWindow(small, 1000, 2);
    expect([rows.first, rows.last]).toEqual([48, 62]);
    expect(rows.top(50)).toBe(1000);
  });

  it("never run past the list", () => {
    expect(virtualWindow(small, 1800, 5).last).toBe(100);
  });
});

describe("very long lists", () => {
  const huge = { count: 1_000_000, rowHeight: 24, viewportHeight: 240, maxHeight: 24_000 };

  it("cap the spacer and scale the scroll position", () => {
    const top = virtualWindow(huge, 0, 0);
    expect(top.spacerHeight).toBe(24_000);
    const bottom = virtualWindow(huge, 24_000 - 240, 0);
    expect(bottom.last).toBe(1_000_000);
    expect(bottom.top(999_999)).toBeCloseTo(24_000 - 24, 5);
  });

  it("place the first rendered row at the top of the view", () => {
    const scrollTop = 12_000;
    const rows = virtualWindow(huge, scrollTop, 0);
    expect(rows.top(rows.first)).toBeLessThanOrEqual(scrollTop);
    expect(rows.top(rows.first) + 24).toBeGreaterThan(scrollTop);
  });
});

describe("scrolling a row into view", () => {
  it("does nothing when the row is already in view", () => {
    expect(scrollTopFor(small, 0, 3)).toBeNull();
  });

  it("moves just enough to show a row below or above the view", () => {
    expect(scrollTopFor(small, 0, 20)).toBe(220);
    expect(scrollTopFor(small, 1000, 10)).toBe(200);
  });

  it("works in scaled lists", () => {
    const huge = { count: 1_000_000, rowHeight: 24, viewportHeight: 240, maxHeight: 24_000 };
    const target = scrollTopFor(huge, 0, 500_000)!;
    const rows = virtualWindow(huge, target, 0);
    expect(rows.first).toBeLessThanOrEqual(500_000);
    expect(rows.last).toBeGreaterThan(500_000);
  });
});
