import { describe, expect, it } from "vitest";
import { ManualWorker } from "../../../test-support/manual-worker";
import { catalogueTools } from "../../../test-support/paste-detect/catalogue-tools";
import {
  detectPasteOffThread,
  WORKER_THRESHOLD_BYTES,
  type PasteDetectJob,
} from "./detect-in-worker";
import { detectPaste } from "./paste-detect";
import { RunCancelledError } from "~/lib/workers/worker-runner";

const json = (length: number) => `[${"1,".repeat(Math.floor((length - 3) / 2))}1]`;

describe("detectPasteOffThread", () => {
  it("detects a paste up to 100 KB on the page, starting no worker", async () => {
    let started = 0;
    const detection = await detectPasteOffThread(json(WORKER_THRESHOLD_BYTES), catalogueTools, {
      createWorker: () => {
        started++;
        return new ManualWorker((job: PasteDetectJob) => detectPaste(job.input, job.catalogue));
      },
    });
    expect(started).toBe(0);
    expect(detection.matches[0].kind).toBe("json");
  });

  it("sends a larger paste, with the catalogue's paths and statuses only, to a worker", async () => {
    const worker = new ManualWorker((job: PasteDetectJob) => detectPaste(job.input, job.catalogue));
    const pending = detectPasteOffThread(json(WORKER_THRESHOLD_BYTES + 2), catalogueTools, {
      createWorker: () => worker,
    });
    await Promise.resolve();
    expect(Object.keys(worker.requests[0].input.catalogue[0]).sort()).toEqual(["path", "status"]);
    worker.finish();
    const detection = await pending;
    expect(detection.matches[0]).toMatchObject({
      kind: "json",
      tools: expect.arrayContaining(["/json-formatter"]),
    });
    expect(worker.terminated).toBe(true);
  });

  it("sends a dropped file over 100 KB to a worker too", async () => {
    const worker = new ManualWorker((job: PasteDetectJob) => detectPaste(job.input, job.catalogue));
    const bytes = new Uint8Array(WORKER_THRESHOLD_BYTES + 1);
    bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34]);
    const pending = detectPasteOffThread({ bytes, name: "a.pdf" }, catalogueTools, {
      createWorker: () => worker,
    });
    await Promise.resolve();
    worker.finish();
    expect((await pending).matches[0].kind).toBe("pdf");
  });

  it("ends the worker when its answer is no longer wanted, and says the run was cancelled", async () => {
    const worker = new ManualWorker((job: PasteDetectJob) => detectPaste(job.input, job.catalogue));
    const wanted = new AbortController();
    const pending = detectPasteOffThread(json(WORKER_THRESHOLD_BYTES + 2), catalogueTools, {
      createWorker: () => worker,
      signal: wanted.signal,
    });
    await Promise.resolve();
    wanted.abort();
    await expect(pending).rejects.toBeInstanceOf(RunCancelledError);
    expect(worker.terminated).toBe(true);
  });

  it("starts no worker for a run already unwanted", async () => {
    let started = 0;
    const wanted = new AbortController();
    wanted.abort();
    const pending = detectPasteOffThread(json(WORKER_THRESHOLD_BYTES + 2), catalogueTools, {
      createWorker: () => {
        started++;
        return new ManualWorker((job: PasteDetectJob) => detectPaste(job.input, job.catalogue));
      },
      signal: wanted.signal,
    });
    await expect(pending).rejects.toBeInstanceOf(RunCancelledError);
    expect(started).toBe(0);
  });
});
