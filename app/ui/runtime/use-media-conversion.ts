// The run of a media converter page (audio, video): a chosen file is read in the tool's worker at
// once (what is inside it, and which targets this browser can encode), then converted on Convert
// with progress, time left and Cancel. One hook so the two pages cannot drift apart in how they
// probe, what they offer, what they say while working, or how Convert, Download and Clear behave.
import { useEffect, useMemo, useRef, useState } from "react";
import { fileHandedTo, forgetFileHandOff } from "~/hooks/tool-fields";
import { useAutoRun } from "~/hooks/use-text-or-file";
import { useToolRun } from "~/hooks/use-tool-run";
import { downloadBlob } from "~/lib/browser/download";
import { progressText } from "~/lib/media/media-time";
import { MEDIA_WORKER_NAME, OUTPUT_PREFIX } from "~/lib/media/worker-session";
import { useToolFeedback } from "../page/ToolPage";
import { DOWNLOADED_FEEDBACK } from "../panels/OutputPanel";
import { toolActions } from "./tool-actions";
import type { WorkerLike } from "~/lib/workers/worker-runner";

/**
 * This page load's results in the browser's storage (output-storage.ts), loaded when a file is
 * chosen or the storage holds a converted file: it was some 1 KiB gz of every media page's first
 * load, and most visits have nothing to clean up before a file is chosen.
 */
let outputStorage: typeof import("~/lib/media/output-storage") | null = null;

/** Whether the browser's private storage holds a converted file, of any page load. */
async function anyStoredOutput(): Promise<boolean> {
  try {
    const root = (await navigator.storage.getDirectory()) as FileSystemDirectoryHandle & {
      keys: () => AsyncIterable<string>;
    };
    for await (const name of root.keys()) if (name.startsWith(OUTPUT_PREFIX)) return true;
  } catch {
    // No private storage (an older browser, or refused): nothing of ours is there.
  }
  return false;
}

export type MediaJob<Options> =
  | { kind: "probe"; file: File }
  | { kind: "analyse"; file: File }
  | { kind: "convert"; file: File; options: Options };

/** What every converted file carries; a page adds its own facts (size, a remux…). */
export interface ConvertedMedia {
  blob: Blob;
  name: string;
  seconds: number;
  /** Its file in the browser's private storage on this device; null when held in memory. */
  diskName: string | null;
  /**
   * The type the download is given, where not the file's own: a type a browser would rename the
   * file by (Firefox saves an Ogg file named .opus as .ogx).
   */
  downloadType?: string;
}

/** Said when a change of settings stopped a conversion, before how far it had come. */
export const STOPPED_BY_CHANGE = "A setting changed, so the conversion stopped";

/** A decode of the whole file once it is read (a waveform…), and the targets it found failing. */
export interface MediaAnalysis<Target> {
  failing: Target[];
}

export type MediaAnswer<Info, Target, Result extends ConvertedMedia, Analysis = never> =
  | { kind: "probe"; info: Info; encodable: Target[] }
  | ({ kind: "analyse" } & Analysis)
  | ({ kind: "convert" } & Result);

type SettingsRead<Options> = { options: Options; error: null } | { options: null; error: string };

export interface MediaConversionSpec<Options, Target extends string, Info> {
  /** The tool's path: a file another tool handed to it is its first file. */
  path: string;
  createWorker: () => WorkerLike;
  /** A conversion with no progress for this long has stalled (an encoder that never answers). */
  stallMs: number;
  /** Every target the page knows, in the order offered. */
  targets: readonly Target[];
  /** The chosen target. */
  target: Target;
  /** Why a target cannot be made of this file here, and what to choose instead. */
  missingNote: (target: Target, info: Info | null) => string;
  /** The settings read against what is in the file (its duration, size…), or the first field's problem. */
  read: (info: Info | null) => SettingsRead<Options>;
  /** Stands for the settings: a new value makes a new conversion job. */
  settings: unknown;
  /** The Convert button's tooltip. */
  convertTitle: string;
  /** Run an "analyse" job once the file is read (its answer: `analysis`, with `failing` targets). */
  analyse?: boolean;
}

export function useMediaConversion<
  Options,
  Target extends string,
  Info extends { duration: number },
  Result extends ConvertedMedia,
  Analysis extends MediaAnalysis<Target> = never,
>(spec: MediaConversionSpec<Options, Target, Info>) {
  // A file handed over by another tool (the Video Converter's "take the sound") is the first file;
  // it is let go once taken, so a later visit starts empty.
  const [file, setFile] = useState<File | null>(() => fileHandedTo(spec.path));
  useEffect(() => forgetFileHandOff(spec.path), [spec.path]);
  const notify = useToolFeedback();
  const { createWorker, target, targets, missingNote, settings } = spec;

  const probeJob = useMemo<MediaJob<Options> | null>(
    () => (file ? { kind: "probe", file } : null),
    [file],
  );
  const probing = useToolRun<MediaJob<Options> | null, MediaAnswer<Info, Target, Result, Analysis>>(
    {
      job: probeJob,
      idle: probeJob === null,
      large: true,
      createWorker,
    },
  );
  useAutoRun(probeJob !== null, true, probing.run);
  const probe = probing.current && probing.output?.kind === "probe" ? probing.output : null;
  const info = probe?.info ?? null;
  // The whole file decoded once it is read (the audio page's waveform and loudness), in a worker
  // of its own so Convert does not wait for it; it also says which offered targets failed a test.
  const analyseJob = useMemo<MediaJob<Options> | null>(
    () => (spec.analyse && file && info ? { kind: "analyse", file } : null),
    [spec.analyse, file, info],
  );
  const analysing = useToolRun<
    MediaJob<Options> | null,
    MediaAnswer<Info, Target, Result, Analysis>
  >({
    job: analyseJob,
    idle: analyseJob === null,
    large: true,
    createWorker,
  });
  useAutoRun(analyseJob !== null, true, analysing.run);
  const analysis =
    analysing.current && analysing.output?.kind === "analyse"
      ? (analysing.output as { kind: "analyse" } & Analysis)
      : null;
  const failing = analysis?.failing;
  const encodable = useMemo(
    () => probe?.encodable.filter((name) => !failing?.includes(name)) ?? null,
    [probe, failing],
  );
  const targetOffered = encodable === null || encodable.includes(target);
  const offered = targets.filter((name) => encodable?.includes(name) ?? true);

  const read = spec.read(info);
  const convertJob = useMemo<MediaJob<Options> | null>(
    () => (file && read.options ? { kind: "convert", file, options: read.options } : null),
    // The options are re-read each render; the settings they come from stand for them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [file, settings, info],
  );
  const canConvert = convertJob !== null && info !== null && targetOffered;
  const converting = useToolRun<
    MediaJob<Options> | null,
    MediaAnswer<Info, Target, Result, Analysis>
  >({
    job: convertJob,
    idle: !canConvert,
    large: true,
    createWorker,
    limit: { timeoutMs: spec.stallMs },
  });
  const result =
    converting.current && converting.output?.kind === "convert"
      ? (converting.output as Result)
      : null;

  // This page load's results in the browser's storage (output-storage.ts): claimed while a media
  // page is open, and removed on Clear, with a new file, and when the page is left, in the app or
  // out of it. A page kept for Back has lost its result's file, so it forgets the result.
  const [stored, setStored] = useState<string | null>(null);
  if (result?.diskName && result.diskName !== stored) setStored(result.diskName);
  const storedNow = useRef<string | null>(null);
  const resetConverting = converting.reset;
  useEffect(() => {
    storedNow.current = stored;
  }, [stored]);
  // Claimed, and the results of page loads that are gone removed, when the page opens with some
  // left in the storage (a tab closed or reloaded mid-conversion), and once a file is chosen.
  const chosen = file !== null;
  useEffect(() => {
    let open = true;
    const claim = async () => {
      outputStorage = await import("~/lib/media/output-storage");
      if (open)
        outputStorage.openOutputs(MEDIA_WORKER_NAME, {
          current: () => storedNow.current,
          restored: resetConverting,
        });
    };
    if (chosen) void claim();
    else
      void anyStoredOutput().then((found) => {
        if (found) return claim();
      });
    return () => {
      open = false;
    };
  }, [chosen, resetConverting]);
  useEffect(() => () => outputStorage?.closeOutputs(MEDIA_WORKER_NAME), []);
  function dropResult() {
    outputStorage?.dropOutputs(MEDIA_WORKER_NAME, stored);
    setStored(null);
  }

  // A change of settings while converting stops the conversion (its result would not be the
  // settings shown): the status says so, with how far it had come, until the next conversion.
  const [watched, setWatched] = useState<{ job: unknown; percent: number } | null>(null);
  const [stoppedAt, setStoppedAt] = useState<number | null>(null);
  if (converting.running) {
    const percent = Math.floor((converting.progress ?? 0) * 100);
    if (watched?.job !== convertJob || watched.percent !== percent)
      setWatched({ job: convertJob, percent });
    if (stoppedAt !== null) setStoppedAt(null);
  } else if (watched) {
    setWatched(null);
    if (watched.job !== convertJob) setStoppedAt(watched.percent);
  }
  function forgetStop() {
    setWatched(null);
    setStoppedAt(null);
  }

  function choose(files: File[]) {
    if (files.length === 0) return;
    forgetStop();
    converting.reset();
    dropResult();
    setFile(files[0]);
  }

  function clear() {
    forgetStop();
    probing.reset();
    analysing.reset();
    converting.reset();
    dropResult();
    setFile(null);
  }

  function convert() {
    if (result) return;
    // A result kept for earlier settings goes with the new conversion (its worker removes the file).
    converting.reset();
    converting.run();
  }

  function download() {
    if (!result) return;
    const { name, blob, downloadType } = result;
    downloadBlob(name, downloadType ? new Blob([blob], { type: downloadType }) : blob);
    notify(DOWNLOADED_FEEDBACK);
  }

  const { actions, shortcuts } = toolActions({
    primary: {
      label: "Convert",
      title: spec.convertTitle,
      disabled: !canConvert,
      onClick: convert,
      running: converting.running,
      onCancel: converting.cancel,
    },
    download: { disabled: !result, onClick: download },
    clear: { disabled: !file, onClick: clear },
  });

  const error =
    (probing.current ? probing.error : null) ??
    read.error ??
    (targetOffered ? null : missingNote(target, info)) ??
    (converting.current ? converting.error : null);

  /** The status line, given how the page describes its result. */
  function statusText(describe: (result: Result) => string): string {
    if (probing.running) return "Reading the file…";
    if (converting.running)
      return `Converting… ${progressText(converting.progress ?? 0, converting.progressElapsedMs ?? 0)}`;
    if (result) return describe(result);
    if (info && converting.waiting && stoppedAt !== null)
      return `${STOPPED_BY_CHANGE} ${stoppedAt} % of the way: press Convert (Ctrl+Enter) to convert with the new settings.`;
    if (info && converting.waiting) return "Press Convert (Ctrl+Enter).";
    return "";
  }

  return {
    file,
    choose,
    info,
    analysis,
    /** The analysis while it has no answer: running (with its progress), or why it failed. */
    analysisState: {
      running: analysing.running,
      progress: analysing.progress ?? 0,
      error: analysing.current ? analysing.error : null,
    },
    /** The targets this browser can make (all of them until the file has been read). */
    offered,
    /** Why each target it cannot make is missing (`missingNote`). */
    missingNotes: encodable
      ? targets.filter((name) => !encodable.includes(name)).map((name) => missingNote(name, info))
      : [],
    result,
    error,
    statusText,
    actions,
    shortcuts,
  };
}
