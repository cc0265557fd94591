// The run of a media converter page (audio, video): a chosen file is read in the tool's worker at
// once (what is inside it, and which targets this browser can encode), then converted on Convert
// with progress, time left and Cancel. One hook so the two pages cannot drift apart in how they
// probe, what they offer, what they say while working, or how Convert, Download and Clear behave.
import { useEffect, useMemo, useState } from "react";
import { fileHandedTo, forgetFileHandOff } from "~/hooks/tool-fields";
import { useAutoRun } from "~/hooks/use-text-or-file";
import { useToolRun } from "~/hooks/use-tool-run";
import { downloadBlob } from "~/lib/browser/download";
import { progressText } from "~/lib/media/media-time";
import { useToolFeedback } from "../page/ToolPage";
import { DOWNLOADED_FEEDBACK } from "../panels/OutputPanel";
import { toolActions } from "./tool-actions";

export type MediaJob<Options> =
  | { kind: "probe"; file: File }
  | { kind: "analyse"; file: File }
  | { kind: "convert"; file: File; options: Options };

/** What every converted file carries; a page adds its own facts (size, a remux…). */
export interface ConvertedMedia {
  blob: Blob;
  name: string;
  seconds: number;
  /** Written to a file on this device (the browser's own storage) rather than held in memory. */
  onDisk: boolean;
}

/** Where the result waits for its download, said under it. */
export function keptWhere(result: ConvertedMedia): string {
  return result.onDisk
    ? "The converted file waits on this device, in this browser's own storage, until you download it or convert again. Nothing is uploaded."
    : "The converted file is held in this tab's memory until you download it (this browser gives the page no storage of its own): files of a few gigabytes may not fit.";
}

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
  createWorker: () => Worker;
  /** A conversion with no progress for this long has stalled (an encoder that never answers). */
  stallMs: number;
  /** Every target the page knows, in the order offered. */
  targets: readonly Target[];
  /** The chosen target. */
  target: Target;
  /** Why a target cannot be made here, and what to choose instead. */
  missingNote: (target: Target) => string;
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

  function choose(files: File[]) {
    if (files.length === 0) return;
    converting.reset();
    setFile(files[0]);
  }

  function clear() {
    probing.reset();
    analysing.reset();
    converting.reset();
    setFile(null);
  }

  function download() {
    if (!result) return;
    downloadBlob(result.name, result.blob);
    notify(DOWNLOADED_FEEDBACK);
  }

  const { actions, shortcuts } = toolActions({
    primary: {
      label: "Convert",
      title: spec.convertTitle,
      disabled: !canConvert,
      onClick: converting.run,
      running: converting.running,
      onCancel: converting.cancel,
    },
    download: { disabled: !result, onClick: download },
    clear: { disabled: !file, onClick: clear },
  });

  const error =
    (probing.current ? probing.error : null) ??
    read.error ??
    (targetOffered ? null : missingNote(target)) ??
    (converting.current ? converting.error : null);

  /** The status line, given how the page describes its result. */
  function statusText(describe: (result: Result) => string): string {
    if (probing.running) return "Reading the file…";
    if (converting.running)
      return `Converting… ${progressText(converting.progress ?? 0, converting.progressElapsedMs ?? 0)}`;
    if (result) return describe(result);
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
    offered: targets.filter((name) => encodable?.includes(name) ?? true),
    /** The targets it cannot make, each with `missingNote`'s reason. */
    missing: encodable ? targets.filter((name) => !encodable.includes(name)) : [],
    result,
    error,
    statusText,
    actions,
    shortcuts,
  };
}
