// @vitest-environment jsdom
// When the download helper frees a result's object URL: never in the click's own task or the next
// one, but at the next download, after a minute, on pagehide, or when a caller frees it; and
// downloadUrl, which leaves a URL it did not make alone.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  REVOKE_AFTER_MS,
  downloadBlob,
  downloadText,
  downloadUrl,
  releaseDownloads,
} from "./download";

let created: string[];
let revoked: string[];
let clicked: { href: string; download: string; attached: boolean }[];

beforeEach(() => {
  vi.useFakeTimers();
  created = [];
  revoked = [];
  clicked = [];
  let n = 0;
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:test/${++n}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
  });
});

afterEach(() => {
  releaseDownloads();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("downloadBlob", () => {
  it("clicks a link to the Blob's URL with the file name, then removes the link", () => {
    downloadBlob("parts.zip", new Blob(["x"]));
    expect(clicked).toEqual([{ href: "blob:test/1", download: "parts.zip", attached: true }]);
    expect(document.querySelectorAll("a")).toHaveLength(0);
  });

  it("keeps the URL after the click's tasks, and frees it after a minute", () => {
    downloadBlob("big.csv", new Blob(["x"]));
    vi.advanceTimersByTime(1000);
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(REVOKE_AFTER_MS - 1000);
    expect(revoked).toEqual(["blob:test/1"]);
    vi.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(revoked).toEqual(["blob:test/1"]);
  });

  it("frees the previous URL when the next download starts, once", () => {
    downloadBlob("a.zip", new Blob(["a"]));
    downloadBlob("b.csv", new Blob(["b"]));
    expect(revoked).toEqual(["blob:test/1"]);
    vi.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(revoked).toEqual(["blob:test/1", "blob:test/2"]);
  });

  it("frees the URL on pagehide and on releaseDownloads, without freeing it twice", () => {
    downloadBlob("a.zip", new Blob(["a"]));
    window.dispatchEvent(new Event("pagehide"));
    expect(revoked).toEqual(["blob:test/1"]);
    downloadBlob("b.zip", new Blob(["b"]));
    releaseDownloads();
    releaseDownloads();
    vi.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(revoked).toEqual(["blob:test/1", "blob:test/2"]);
  });
});

describe("downloadUrl", () => {
  it("clicks a link to the caller's URL and never frees it", () => {
    downloadUrl("merged.csv", "blob:test/worker-made");
    window.dispatchEvent(new Event("pagehide"));
    vi.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(clicked).toEqual([
      { href: "blob:test/worker-made", download: "merged.csv", attached: true },
    ]);
    expect(revoked).toEqual([]);
  });
});

describe("downloadText", () => {
  it("downloads the text as UTF-8 with its type", async () => {
    let blob: Blob | null = null;
    URL.createObjectURL = vi.fn((value: Blob | MediaSource) => {
      blob = value as Blob;
      return "blob:test/text";
    });
    downloadText("out.csv", "é,1\n", "text/csv");
    expect(blob!.type).toBe("text/csv;charset=utf-8");
    expect(new Uint8Array(await blob!.arrayBuffer())).toEqual(
      new Uint8Array([0xc3, 0xa9, 0x2c, 0x31, 0x0a]),
    );
  });
});
