import {
  downloadFiles,
  filesUsedBy,
  missingFiles,
  totalGzipBytes,
  type FileCache,
  type OfflineFile,
} from "./offline";

const files: OfflineFile[] = [
  { url: "/assets/a.js", bytes: 300, gzipBytes: 100 },
  { url: "/assets/b.js", bytes: 600, gzipBytes: 200 },
  { url: "/assets/c.wasm", bytes: 900, gzipBytes: 300 },
];

function fakeCache(kept: string[] = [], failOn?: string): FileCache & { kept: Set<string> } {
  const set = new Set(kept);
  return {
    kept: set,
    has: async (url) => set.has(url),
    add: async (url) => {
      await new Promise((r) => setTimeout(r, 1));
      if (url === failOn) throw new Error("Failed to fetch");
      set.add(url);
    },
  };
}

describe("missingFiles", () => {
  it("leaves out what the device already keeps", async () => {
    const missing = await missingFiles(
      { files, bytes: 1800, gzipBytes: 600 },
      fakeCache(["/assets/b.js"]),
    );
    expect(missing.map((f) => f.url)).toEqual(["/assets/a.js", "/assets/c.wasm"]);
    expect(totalGzipBytes(missing)).toBe(400);
  });
});

describe("downloadFiles", () => {
  it("caches every file and reports progress up to the total shown", async () => {
    const cache = fakeCache();
    const progress: number[] = [];
    await downloadFiles(
      files,
      cache,
      (p) => {
        expect(p.totalBytes).toBe(600);
        progress.push(p.doneBytes);
      },
      undefined,
      2,
    );
    expect([...cache.kept].sort()).toEqual(files.map((f) => f.url).sort());
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(600);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it("stops at a failure and keeps what was downloaded, so a retry continues", async () => {
    const cache = fakeCache([], "/assets/b.js");
    await expect(downloadFiles(files, cache, () => {}, undefined, 1)).rejects.toThrow(
      "Failed to fetch",
    );
    expect([...cache.kept]).toEqual(["/assets/a.js"]);
    const rest = await missingFiles({ files, bytes: 0, gzipBytes: 0 }, cache);
    expect(rest.map((f) => f.url)).toEqual(["/assets/b.js", "/assets/c.wasm"]);
  });

  it("stops when aborted", async () => {
    const cache = fakeCache();
    const controller = new AbortController();
    const run = downloadFiles(
      files,
      cache,
      (p) => {
        if (p.doneBytes > 0) controller.abort();
      },
      controller.signal,
      1,
    );
    await expect(run).rejects.toThrow();
    expect(cache.kept.size).toBe(1);
  });
});

describe("filesUsedBy", () => {
  it("follows what a loaded file uses in turn (a worker's imports), once each", () => {
    const list = {
      bytes: 0,
      gzipBytes: 0,
      files: [
        { url: "/assets/json.worker.js", bytes: 1, gzipBytes: 1, uses: ["/assets/engine.js"] },
        { url: "/assets/engine.js", bytes: 1, gzipBytes: 1, uses: ["/assets/json.worker.js"] },
        { url: "/assets/other.js", bytes: 1, gzipBytes: 1 },
      ],
    };
    const used = filesUsedBy(["/assets/root.js", "/assets/json.worker.js", "/index.html"], list);
    expect(used.map((f) => f.url)).toEqual(["/assets/json.worker.js", "/assets/engine.js"]);
  });
});
