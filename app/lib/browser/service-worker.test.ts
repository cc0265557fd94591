// @vitest-environment jsdom
import { sharedToastStore } from "~/lib/page/toast-store";
import { OFFLINE_FILE_MESSAGE, handlePreloadError, reloadedRecently } from "./service-worker";

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

describe("handlePreloadError", () => {
  it("reports the file as offline when the browser was offline at the failure, even if it is back online now", () => {
    // The handler's own code arrives after the failure; by then the connection may be back.
    expect(navigator.onLine).toBe(true);
    handlePreloadError(false);
    expect(sharedToastStore.getSnapshot().map((entry) => entry.title)).toContain(
      OFFLINE_FILE_MESSAGE,
    );
  });
});
