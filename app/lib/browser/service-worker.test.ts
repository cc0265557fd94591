import { reloadedRecently } from "./service-worker";

describe("reloadedRecently (a page reloads itself for a new version once, not in a loop)", () => {
  const now = 1_000_000;
  it("is false without a record, on another page, or after the guard time", () => {
    expect(reloadedRecently(null, "/json-formatter", now)).toBe(false);
    expect(reloadedRecently({ path: "/cron-tools", at: now - 1000 }, "/json-formatter", now)).toBe(
      false,
    );
    expect(
      reloadedRecently({ path: "/json-formatter", at: now - 61_000 }, "/json-formatter", now),
    ).toBe(false);
  });
  it("is true for the same page just after its reload", () => {
    expect(
      reloadedRecently({ path: "/json-formatter", at: now - 5000 }, "/json-formatter", now),
    ).toBe(true);
  });
});
