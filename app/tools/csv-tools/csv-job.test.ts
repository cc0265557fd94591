import { unzipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import {
  type MergeJob,
  type PartSummary,
  type SplitJob,
  runMergeJob,
  runSplitJob,
} from "./csv-job";
import {
  BLOB_FULL_MESSAGE,
  BlobSink,
  FolderTarget,
  type WritableLike,
  WritableSink,
  ZipTarget,
} from "./output-targets";

const decoder = new TextDecoder();

/** A FileSystemWritableFileStream stand-in that records what was written and whether it was closed. */
function fakeWritable() {
  const chunks: Uint8Array[] = [];
  const state = { closed: false, maxChunk: 0 };
  const writable: WritableLike = {
    write: async (data) => {
      chunks.push(data.slice());
      state.maxChunk = Math.max(state.maxChunk, data.length);
    },
    close: async () => {
      state.closed = true;
    },
  };
  const bytes = () => {
    const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const c of chunks) out.set(c, (at += c.length) - c.length);
    return out;
  };
  return { writable, state, bytes };
}

function splitJob(text: string, options: Partial<SplitJob["options"]> = {}): SplitJob {
  return {
    kind: "split",
    file: new Blob([text]),
    baseName: "data",
    pattern: "{name}-{n}.csv",
    encoding: "utf-8",
    options: { mode: "rows", count: 2, header: true, bom: "keep", lineEnding: "keep", ...options },
  };
}

const noProgress = { onProgress: () => {} };

describe("split job", () => {
  it("streams a ZIP of the parts into a writable and closes it", async () => {
    const { writable, state, bytes } = fakeWritable();
    const parts: PartSummary[] = [];
    const blob = await runSplitJob(
      splitJob("h\n1\n2\n3\n"),
      new ZipTarget(new WritableSink(writable)),
      {
        onProgress: () => {},
        onPart: (part) => parts.push(part),
      },
    );
    expect(blob).toBeNull();
    expect(state.closed).toBe(true);
    const entries = unzipSync(bytes());
    expect(Object.keys(entries)).toEqual(["data-001.csv", "data-002.csv"]);
    expect(decoder.decode(entries["data-001.csv"])).toBe("h\n1\n2\n");
    expect(decoder.decode(entries["data-002.csv"])).toBe("h\n3\n");
    expect(parts.map((p) => [p.name, p.rows, p.bytes])).toEqual([
      ["data-001.csv", 2, 6],
      ["data-002.csv", 1, 4],
    ]);
    expect(parts[0].head).toBe("h\n1\n2\n");
  });

  it("writes chunk by chunk: no write is near the size of a large input", async () => {
    const { writable, state } = fakeWritable();
    const rows = "0123456789,abcdefghij\n".repeat(3000); // 66 kB, about a stream chunk
    const job = { ...splitJob(""), file: new Blob(["h\n", ...Array<string>(60).fill(rows)]) }; // 4 MB
    job.options.count = 1_000_000;
    await runSplitJob(job, new ZipTarget(new WritableSink(writable)), noProgress);
    expect(state.maxChunk).toBeLessThan(1024 * 1024);
  });

  it("collects the ZIP in a Blob when no file was picked", async () => {
    const blob = await runSplitJob(
      splitJob("h\n1\n2\n3\n", { mode: "files", count: 3 }),
      new ZipTarget(new BlobSink("application/zip")),
      noProgress,
    );
    const entries = unzipSync(new Uint8Array(await (blob as Blob).arrayBuffer()));
    expect(Object.keys(entries)).toEqual(["data-001.csv", "data-002.csv", "data-003.csv"]);
  });

  it("writes each part into its own file of a folder", async () => {
    const files = new Map<string, ReturnType<typeof fakeWritable>>();
    const folder = {
      getFileHandle: async (name: string) => ({
        createWritable: async () => {
          const fake = fakeWritable();
          files.set(name, fake);
          return fake.writable;
        },
      }),
    };
    await runSplitJob(splitJob("h\n1\n2\n3\n"), new FolderTarget(folder), noProgress);
    expect([...files.keys()]).toEqual(["data-001.csv", "data-002.csv"]);
    expect(decoder.decode(files.get("data-002.csv")?.bytes())).toBe("h\n3\n");
    expect([...files.values()].every((f) => f.state.closed)).toBe(true);
  });

  it("refuses a file that is not text", async () => {
    const job = {
      ...splitJob(""),
      file: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 1])]),
    };
    await expect(runSplitJob(job, new ZipTarget(new BlobSink("")), noProgress)).rejects.toThrow(
      "This file is not text",
    );
  });
});

describe("merge job", () => {
  const job = (texts: string[], headerMode: "same" | "union" = "same"): MergeJob => ({
    kind: "merge",
    files: texts.map((text, i) => ({ name: `f${i + 1}.csv`, file: new Blob([text]) })),
    encoding: "utf-8",
    options: { headerMode, sourceColumn: false, dedupe: false, bom: "keep", lineEnding: "keep" },
  });

  it("writes one CSV into the writable", async () => {
    const { writable, bytes } = fakeWritable();
    await runMergeJob(job(["a\n1\n", "a\n2\n"]), new WritableSink(writable), noProgress);
    expect(decoder.decode(bytes())).toBe("a\n1\n2\n");
  });

  it("reads every header first for the union of columns", async () => {
    const blob = await runMergeJob(
      job(["a\n1\n", "b,a\n2,3\n"], "union"),
      new BlobSink("text/csv"),
      noProgress,
    );
    expect(await (blob as Blob).text()).toBe("a,b\n1,\n3,2\n");
  });

  it("fails with a message, not a result, when the browser cannot store the Blob", async () => {
    // Chromium's broken Blob (its storage full) is only seen when it is read.
    const read = vi
      .spyOn(Blob.prototype, "arrayBuffer")
      .mockRejectedValue(new DOMException("", "NotReadableError"));
    try {
      await expect(
        runMergeJob(job(["a\n1\n", "a\n2\n"]), new BlobSink("text/csv"), noProgress),
      ).rejects.toThrow(BLOB_FULL_MESSAGE);
    } finally {
      read.mockRestore();
    }
  });

  it("needs two files", async () => {
    await expect(runMergeJob(job(["a\n"]), new BlobSink(""), noProgress)).rejects.toThrow(
      "Choose two or more CSV files to merge",
    );
  });
});

describe("part names", () => {
  it("zero-pads {n} and replaces characters no file system accepts", async () => {
    const { partName } = await import("./part-names");
    expect(partName("{name}-{n}.csv", "a/b", 7, { mode: "rows", count: 5 })).toBe("a_b-007.csv");
    expect(partName("p{n}.csv", "x", 7, { mode: "files", count: 1000 })).toBe("p0007.csv");
    expect(() => partName("x.csv", "x", 1, { mode: "rows", count: 1 })).toThrow("must contain {n}");
  });
});

describe("checkZipSize", () => {
  it("refuses an input too large for a ZIP without ZIP64 and accepts 1 GB", async () => {
    const { checkZipSize } = await import("./csv-job");
    expect(() => checkZipSize(5 * 1024 ** 3)).toThrow("A ZIP file can hold up to 4 GB here");
    expect(() => checkZipSize(1024 ** 3)).not.toThrow();
  });
});
