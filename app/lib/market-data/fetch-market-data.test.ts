import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_RETRY_AFTER_MS,
  RateLimitedError,
  SourceUnavailableError,
  fetchMarketJson,
  rateLimitedUntil,
  resetMarketFetchState,
  retryAfterMs,
} from "./fetch-market-data";

const URL_A = "https://api.example.test/v1/latest?base=EUR";

function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers });
}

beforeEach(() => resetMarketFetchState());

describe("fetchMarketJson", () => {
  it("returns the parsed JSON and sends no credentials or referrer", async () => {
    const fetch = vi.fn(async () => jsonResponse({ ok: 1 }));
    await expect(fetchMarketJson(URL_A, "Source", { fetch, now: () => 0 })).resolves.toEqual({
      ok: 1,
    });
    expect(fetch).toHaveBeenCalledWith(
      URL_A,
      expect.objectContaining({ credentials: "omit", referrerPolicy: "no-referrer" }),
    );
  });

  it("sends nothing when the browser knows it is offline, and says so", async () => {
    const fetch = vi.fn(async () => jsonResponse({ ok: 1 }));
    const offline = { fetch, now: () => 0, online: () => false };
    await expect(fetchMarketJson(URL_A, "Source", offline)).rejects.toThrow(
      new SourceUnavailableError("Source could not be reached (offline)."),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shares one request between identical requests in flight", async () => {
    const fetch = vi.fn(async () => jsonResponse({ ok: 1 }));
    const deps = { fetch, now: () => 0 };
    const [a, b] = await Promise.all([
      fetchMarketJson(URL_A, "Source", deps),
      fetchMarketJson(URL_A, "Source", deps),
    ]);
    expect(a).toBe(b);
    expect(fetch).toHaveBeenCalledTimes(1);
    // Once answered, a new call asks again (the data may have changed).
    await fetchMarketJson(URL_A, "Source", deps);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("answers HTTP 429 by waiting for Retry-After, sending nothing meanwhile", async () => {
    let now = 1_000_000;
    const fetch = vi.fn(async () => jsonResponse({}, 429, { "Retry-After": "30" }));
    const deps = { fetch, now: () => now };
    const first = fetchMarketJson(URL_A, "Source", deps);
    await expect(first).rejects.toBeInstanceOf(RateLimitedError);
    await expect(first).rejects.toThrow(
      "Source is receiving too many requests (HTTP 429). Waiting 30 s before asking again.",
    );
    expect(rateLimitedUntil("https://api.example.test")).toBe(1_030_000);
    now += 10_000;
    await expect(
      fetchMarketJson("https://api.example.test/v1/other", "Source", deps),
    ).rejects.toThrow("Waiting 20 s");
    expect(fetch).toHaveBeenCalledTimes(1);
    now += 20_000;
    fetch.mockResolvedValueOnce(jsonResponse({ ok: 2 }));
    await expect(fetchMarketJson(URL_A, "Source", deps)).resolves.toEqual({ ok: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("reports an unreachable source, an HTTP error and a non-JSON answer", async () => {
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(
      fetchMarketJson(URL_A, "Source", { fetch: offline, now: () => 0 }),
    ).rejects.toThrow(
      new SourceUnavailableError("Source could not be reached (offline, blocked or too slow)."),
    );
    const broken = vi.fn(async () => jsonResponse({}, 503));
    await expect(fetchMarketJson(URL_A, "Source", { fetch: broken, now: () => 0 })).rejects.toThrow(
      "Source answered HTTP 503.",
    );
    const html = vi.fn(async () => new Response("<html>"));
    await expect(fetchMarketJson(URL_A, "Source", { fetch: html, now: () => 0 })).rejects.toThrow(
      "Source sent an answer that is not JSON.",
    );
  });
});

describe("retryAfterMs", () => {
  it("reads seconds, an HTTP date, and falls back to a minute", () => {
    expect(retryAfterMs("5", 0)).toBe(5000);
    expect(retryAfterMs("Thu, 26 Nov 2026 12:00:10 GMT", Date.UTC(2026, 10, 26, 12))).toBe(10_000);
    expect(retryAfterMs(null, 0)).toBe(DEFAULT_RETRY_AFTER_MS);
    expect(retryAfterMs("soon", 0)).toBe(DEFAULT_RETRY_AFTER_MS);
  });
});
