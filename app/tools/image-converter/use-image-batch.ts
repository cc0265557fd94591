// The Image Converter's batch: each file converts in one of a few workers (one image per worker at
// a time), as soon as it is added and again when the settings change. A result is kept with the
// settings it was made with (`key`), so a file whose key is not the current one waits for a worker;
// Cancel stops every worker at once. The encoded files stay in memory as Blobs (with object URLs for
// their previews and downloads) until they are removed or replaced.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { sniffImage } from "~/lib/image/image-format";
import { errorMessage } from "~/lib/tool-error";
import { RunCancelledError, WorkerRunner } from "~/lib/workers/worker-runner";
import type { ConvertJob, ConvertResult } from "./image-convert";
import type { EncodeSettings, ResizeSetting } from "./image-options";

export interface ConvertedFile {
  name: string;
  blob: Blob;
  url: string;
  width: number;
  height: number;
}

export interface BatchItem {
  id: number;
  file: File;
  /** An object URL of the file, for the comparison (revoked with the item). */
  sourceUrl: string;
  /** The settings (as JSON) of the result or error below; another key means it must convert again. */
  key: string | null;
  converting: boolean;
  progress: number | null;
  source: ConvertResult["source"] | null;
  outputs: ConvertedFile[];
  removed: string[];
  notes: string[];
  error: string | null;
  /** Cancel stopped it before it was converted with these settings: not a failure. */
  cancelled: boolean;
}

export type ItemState = "waiting" | "converting" | "done" | "failed" | "cancelled";

/** Where a file is, for the current settings. */
export function stateOf(item: BatchItem, settingsKey: string): ItemState {
  if (item.key === settingsKey)
    return item.cancelled ? "cancelled" : item.error ? "failed" : "done";
  return item.converting ? "converting" : "waiting";
}

export interface BatchSettings {
  settings: EncodeSettings;
  resize: ResizeSetting;
}

/** Encoding a 24-megapixel photo to AVIF at the slowest speed takes minutes on a phone. */
export const IMAGE_TIME_LIMIT_MS = 5 * 60_000;

/**
 * A worker's WebAssembly memory grows to hold the largest image it converted and never shrinks (a
 * 50-megapixel picture left about 2 GB held): after a picture this large, or a failure, the worker
 * is ended and a new one takes the next image.
 */
export const RECYCLE_AFTER_PIXELS = 16_000_000;

/** Workers at once: one per core but one (the page's), at most three (each holds its images). */
export function poolSize(): number {
  const cores = typeof navigator === "undefined" ? 2 : navigator.hardwareConcurrency || 2;
  return Math.max(1, Math.min(3, cores - 1));
}

function createWorker() {
  return new Worker(new URL("./image-converter.worker.ts", import.meta.url), { type: "module" });
}

const revokeOutputs = (item: BatchItem) =>
  item.outputs.forEach((output) => URL.revokeObjectURL(output.url));

const revoke = (item: BatchItem) => {
  revokeOutputs(item);
  URL.revokeObjectURL(item.sourceUrl);
};

type Runner = WorkerRunner<ConvertJob, ConvertResult>;

/** A conversion under way: its worker, and a token only it holds (a restart gets a new one). */
interface Busy {
  runner: Runner;
  token: object;
  /** The settings it converts with. */
  key: string;
}

let nextId = 1;

/** `settingsKey` is the JSON of the current BatchSettings. */
export function useImageBatch(settingsKey: string) {
  const [items, setItems] = useState<BatchItem[]>([]);
  const runners = useRef<Runner[]>([]);
  const busy = useRef(new Map<number, Busy>());
  const keyRef = useRef(settingsKey);
  useLayoutEffect(() => {
    keyRef.current = settingsKey;
  });

  const update = useCallback((id: number, change: Partial<BatchItem>) => {
    setItems((all) => all.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const stop = useCallback((id: number) => {
    busy.current.get(id)?.runner.cancel();
    busy.current.delete(id);
  }, []);

  const stopAll = useCallback(() => {
    for (const id of [...busy.current.keys()]) stop(id);
  }, [stop]);

  useEffect(
    () => () => {
      runners.current.forEach((runner) => runner.dispose());
      runners.current = [];
    },
    [],
  );

  const start = useCallback(
    async (item: BatchItem, runner: Runner) => {
      const key = keyRef.current;
      const { settings, resize } = JSON.parse(key) as BatchSettings;
      const token = {};
      busy.current.set(item.id, { runner, token, key });
      const mine = () => busy.current.get(item.id)?.token === token;
      update(item.id, { converting: true, progress: null });
      const settle = (change: Partial<BatchItem>) => {
        busy.current.delete(item.id);
        setItems((all) =>
          all.map((one) => {
            if (one.id !== item.id) return one;
            if (change.outputs) revokeOutputs(one);
            return { ...one, ...change, key, converting: false, progress: null, cancelled: false };
          }),
        );
      };
      try {
        const head = new Uint8Array(await item.file.slice(0, 4096).arrayBuffer());
        const sniffed = sniffImage(head);
        const svg =
          sniffed.readable && sniffed.kind === "svg"
            ? // Fetched with the first SVG: most batches have none.
              await (await import("./rasterise-svg")).rasteriseSvg(item.file, resize)
            : null;
        if (!mine()) return;
        const result = await runner.run(
          { file: item.file, svgPixels: svg?.pixels, settings, resize: svg?.resize ?? resize },
          {
            timeoutMs: IMAGE_TIME_LIMIT_MS,
            onProgress: (fraction) => update(item.id, { progress: fraction }),
          },
        );
        if (!mine()) return;
        if (result.source.width * result.source.height > RECYCLE_AFTER_PIXELS) runner.dispose();
        const outputs = result.outputs.map(({ name, bytes, width, height, mimeType }) => {
          const blob = new Blob([bytes], { type: mimeType });
          return { name, blob, width, height, url: URL.createObjectURL(blob) };
        });
        settle({
          outputs,
          source: result.source,
          removed: result.removed,
          notes: result.notes,
          error: null,
        });
      } catch (error) {
        if (error instanceof RunCancelledError || !mine()) return;
        runner.dispose();
        settle({ outputs: [], error: errorMessage(error) });
      }
    },
    [update],
  );

  // New settings stop what converts for the old ones; then waiting files go to free workers, in
  // the order they were added.
  useEffect(() => {
    for (const [id, entry] of [...busy.current]) if (entry.key !== settingsKey) stop(id);
    const size = poolSize();
    while (runners.current.length < size) runners.current.push(new WorkerRunner(createWorker));
    const working = new Set([...busy.current.values()].map((entry) => entry.runner));
    const free = runners.current.filter((runner) => !working.has(runner));
    const waiting = items.filter((item) => item.key !== settingsKey && !busy.current.has(item.id));
    waiting.slice(0, free.length).forEach((item, i) => void start(item, free[i]));
  }, [items, settingsKey, start, stop]);

  const add = useCallback((files: readonly File[]) => {
    const added = files.map<BatchItem>((file) => ({
      id: nextId++,
      file,
      sourceUrl: URL.createObjectURL(file),
      key: null,
      converting: false,
      progress: null,
      source: null,
      outputs: [],
      removed: [],
      notes: [],
      error: null,
      cancelled: false,
    }));
    setItems((all) => [...all, ...added]);
  }, []);

  const remove = useCallback(
    (id: number) => {
      stop(id);
      setItems((all) =>
        all.filter((item) => {
          if (item.id === id) revoke(item);
          return item.id !== id;
        }),
      );
    },
    [stop],
  );

  const clear = useCallback(() => {
    stopAll();
    setItems((all) => {
      all.forEach(revoke);
      return [];
    });
  }, [stopAll]);

  /** Stops every conversion under way; the files not converted yet say so. */
  const cancel = useCallback(() => {
    stopAll();
    const key = keyRef.current;
    setItems((all) =>
      all.map((item) => {
        if (item.key === key) return item;
        revokeOutputs(item);
        return {
          ...item,
          key,
          converting: false,
          progress: null,
          outputs: [],
          error: null,
          cancelled: true,
        };
      }),
    );
  }, [stopAll]);

  const pending = items.filter((item) => item.key !== settingsKey).length;
  return { items, add, remove, clear, cancel, running: pending > 0 };
}
