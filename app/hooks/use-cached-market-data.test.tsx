// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import { RateLimitedError, SourceUnavailableError } from "~/lib/market-data/fetch-market-data";
import { writeCache } from "~/lib/market-data/market-cache";
import { useCachedMarketData } from "./use-cached-market-data";

const isNumbers = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((n) => typeof n === "number");

beforeEach(() => localStorage.clear());

describe("useCachedMarketData", () => {
  it("saves fresh data with its fetch time", async () => {
    const load = () => Promise.resolve([1, 2]);
    const { result } = renderHook(() => useCachedMarketData("k", load, isNumbers));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.entry?.data).toEqual([1, 2]);
    expect(result.current.error).toBeNull();
    expect(JSON.parse(localStorage.getItem("market-data:k")!).data).toEqual([1, 2]);
  });

  it("on failure keeps the saved data, with the failure's message", async () => {
    writeCache(localStorage, "k", [7], 1000);
    const load = () => Promise.reject(new SourceUnavailableError("Source could not be reached."));
    const { result } = renderHook(() => useCachedMarketData("k", load, isNumbers));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.entry).toEqual({ fetchedAt: 1000, data: [7] });
    expect(result.current.error).toBe("Source could not be reached.");
  });

  it("with nothing saved and a 429, has no data and the time to wait until", async () => {
    const retryAt = Date.now() + 60_000;
    const load = () => Promise.reject(new RateLimitedError("Source", retryAt, Date.now()));
    const { result } = renderHook(() => useCachedMarketData("k", load, isNumbers));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.entry).toBeNull();
    expect(result.current.retryAt).toBe(retryAt);
    expect(result.current.error).toMatch(/HTTP 429/);
  });

  it("loads nothing while the key is null", () => {
    const load = vi.fn(() => Promise.resolve([1]));
    const { result } = renderHook(() => useCachedMarketData(null, load, isNumbers));
    expect(load).not.toHaveBeenCalled();
    expect(result.current.loading).toBe(false);
  });
});
