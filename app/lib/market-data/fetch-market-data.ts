// The only code of the site that calls the network (network rules): JSON GETs to a market-data
// source, with identical requests in flight shared, a time limit, and HTTP 429 answered by waiting —
// after a 429 no request goes to that origin until its Retry-After has passed (no retry loop).
import { ToolError } from "~/lib/tool-error";

/** Thrown while a source asks us to wait; `retryAt` is a Date.now() time. */
export class RateLimitedError extends ToolError {
  constructor(
    readonly sourceName: string,
    readonly retryAt: number,
    now: number,
  ) {
    const seconds = Math.max(1, Math.ceil((retryAt - now) / 1000));
    super(
      `${sourceName} is receiving too many requests (HTTP 429). Waiting ${seconds} s before asking again.`,
    );
    this.name = "RateLimitedError";
  }
}

/** Network failure, time-out or a non-2xx answer other than 429. */
export class SourceUnavailableError extends ToolError {
  constructor(message: string) {
    super(message);
    this.name = "SourceUnavailableError";
  }
}

/** When Retry-After is missing or unreadable. */
export const DEFAULT_RETRY_AFTER_MS = 60_000;
export const REQUEST_TIME_LIMIT_MS = 15_000;

export interface MarketFetchDeps {
  fetch: typeof fetch;
  now: () => number;
  /** False when the browser knows it is offline. */
  online?: () => boolean;
}

const browserDeps = (): MarketFetchDeps => ({
  fetch: (...args) => globalThis.fetch(...args),
  now: () => Date.now(),
  online: () => typeof navigator === "undefined" || navigator.onLine !== false,
});

const inFlight = new Map<string, Promise<unknown>>();
const waitUntilByOrigin = new Map<string, number>();

/** Reads Retry-After (seconds or an HTTP date) into milliseconds from now. */
export function retryAfterMs(header: string | null, now: number): number {
  if (header === null || header.trim() === "") return DEFAULT_RETRY_AFTER_MS;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? DEFAULT_RETRY_AFTER_MS : Math.max(0, date - now);
}

/** The time (Date.now()) before which `origin` must not be asked again, or 0. */
export function rateLimitedUntil(origin: string): number {
  return waitUntilByOrigin.get(origin) ?? 0;
}

/** For tests: forget shared requests and waits. */
export function resetMarketFetchState(): void {
  inFlight.clear();
  waitUntilByOrigin.clear();
}

/**
 * GETs `url` as JSON. `sourceName` names the source in messages. Only a URL (built from codes and
 * dates, never from an amount) leaves the browser: no body, no credentials, no referrer.
 */
export function fetchMarketJson(
  url: string,
  sourceName: string,
  deps: MarketFetchDeps = browserDeps(),
): Promise<unknown> {
  const origin = new URL(url).origin;
  const now = deps.now();
  const waitUntil = waitUntilByOrigin.get(origin) ?? 0;
  if (now < waitUntil) return Promise.reject(new RateLimitedError(sourceName, waitUntil, now));
  // Known offline: no request at all. Firefox and WebKit log a failed cross-origin request in the
  // console as an error even when the page handles it; the page shows this message instead.
  if (deps.online?.() === false)
    return Promise.reject(
      new SourceUnavailableError(`${sourceName} could not be reached (offline).`),
    );
  const shared = inFlight.get(url);
  if (shared) return shared;
  const request = requestJson(url, origin, sourceName, deps).finally(() => inFlight.delete(url));
  inFlight.set(url, request);
  return request;
}

async function requestJson(
  url: string,
  origin: string,
  sourceName: string,
  deps: MarketFetchDeps,
): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIME_LIMIT_MS);
  let response: Response;
  try {
    response = await deps.fetch(url, {
      signal: controller.signal,
      credentials: "omit",
      referrerPolicy: "no-referrer",
      headers: { Accept: "application/json" },
    });
  } catch {
    throw new SourceUnavailableError(
      `${sourceName} could not be reached (offline, blocked or too slow).`,
    );
  } finally {
    clearTimeout(timer);
  }
  if (response.status === 429) {
    const now = deps.now();
    const retryAt = now + retryAfterMs(response.headers.get("Retry-After"), now);
    waitUntilByOrigin.set(origin, retryAt);
    throw new RateLimitedError(sourceName, retryAt, now);
  }
  if (!response.ok) {
    throw new SourceUnavailableError(`${sourceName} answered HTTP ${response.status}.`);
  }
  try {
    return await response.json();
  } catch {
    throw new SourceUnavailableError(`${sourceName} sent an answer that is not JSON.`);
  }
}
