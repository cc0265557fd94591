// What the Audio Converter page and its worker share: the output formats, the options as typed and
// how they are read, the jobs and their results. No media library here: the page imports this
// file, and mediabunny with its encoders is loaded only with the worker.
import { LOUDNESS_TARGETS } from "~/lib/media/loudness";
import { readTrim } from "~/lib/media/media-time";

export const TARGETS = {
  mp3: { label: "MP3", codec: "mp3", extension: "mp3", mime: "audio/mpeg", lossless: false },
  "ogg-opus": {
    label: "Opus (Ogg)",
    codec: "opus",
    extension: "opus",
    mime: "audio/ogg; codecs=opus",
    lossless: false,
  },
  "webm-opus": {
    label: "Opus (WebM)",
    codec: "opus",
    extension: "webm",
    mime: "audio/webm",
    lossless: false,
  },
  "m4a-aac": {
    label: "AAC (M4A)",
    codec: "aac",
    extension: "m4a",
    mime: "audio/mp4",
    lossless: false,
  },
  flac: {
    label: "FLAC (lossless)",
    codec: "flac",
    extension: "flac",
    mime: "audio/flac",
    lossless: true,
  },
  wav: {
    label: "WAV (PCM, lossless)",
    codec: "pcm-s16",
    extension: "wav",
    mime: "audio/wav",
    lossless: true,
  },
} as const;
export type TargetName = keyof typeof TARGETS;
export const TARGET_NAMES = Object.keys(TARGETS) as TargetName[];

/**
 * The type a download of a format is given where it is not the file's own. Firefox sniffs an Ogg
 * file as application/ogg whatever type the page gives it, and saved "tone.opus" as "tone.ogx"
 * (Firefox ESR 153: audio/ogg, audio/ogg; codecs=opus and audio/opus all did); a download typed
 * application/octet-stream keeps the name it is given, in every browser.
 */
export const DOWNLOAD_TYPES: Partial<Record<TargetName, string>> = {
  "ogg-opus": "application/octet-stream",
};

/** What each target is missing in a browser that cannot encode it, and what to choose instead. */
export function missingTargetNote(target: TargetName): string {
  const { label } = TARGETS[target];
  return target === "m4a-aac"
    ? `${label}: this browser has no AAC encoder (Chromium on Linux and Firefox have none). MP3 or Opus play everywhere.`
    : `${label}: this browser cannot encode it.`;
}

export const BITRATES = [64, 96, 128, 160, 192, 256, 320] as const;
export const SAMPLE_RATES = [0, 8000, 16000, 22050, 24000, 32000, 44100, 48000] as const;
export const CHANNELS = [
  { value: "keep", label: "As the input" },
  { value: "1", label: "Mono" },
  { value: "2", label: "Stereo" },
] as const;

export interface AudioSettings {
  target: TargetName;
  /** kbit/s, for the lossy targets. */
  bitrate: string;
  /** Hz; "0" keeps the input's. */
  sampleRate: string;
  channels: (typeof CHANNELS)[number]["value"];
  /** As typed: "", "90", "1:30", "1:02:03.5". */
  trimStart: string;
  trimEnd: string;
  /** A loudness target in LUFS, or "off". Absent in settings saved before it existed: "off". */
  loudness?: string;
}

export const LOUDNESS_OPTIONS = [
  { value: "off", label: "Off" },
  ...LOUDNESS_TARGETS.map((target) => ({ value: String(target.lufs), label: target.label })),
];

export const DEFAULT_AUDIO_SETTINGS: AudioSettings = {
  target: "mp3",
  bitrate: "192",
  sampleRate: "0",
  channels: "keep",
  trimStart: "",
  trimEnd: "",
  loudness: "off",
};

export function isAudioSettings(value: unknown): value is AudioSettings {
  if (typeof value !== "object" || value === null) return false;
  const settings = value as Record<string, unknown>;
  return (
    TARGET_NAMES.includes(settings.target as TargetName) &&
    BITRATES.map(String).includes(settings.bitrate as string) &&
    SAMPLE_RATES.map(String).includes(settings.sampleRate as string) &&
    CHANNELS.some((option) => option.value === settings.channels) &&
    typeof settings.trimStart === "string" &&
    typeof settings.trimEnd === "string" &&
    (settings.loudness === undefined ||
      LOUDNESS_OPTIONS.some((option) => option.value === settings.loudness))
  );
}

export interface ConvertOptions {
  target: TargetName;
  /** bit/s; ignored by lossless targets. */
  bitrate: number;
  /** Hz, or null for the input's. */
  sampleRate: number | null;
  /** Mono, stereo, or null for the input's. */
  channels: 1 | 2 | null;
  /** Seconds, or null for the start and the end of the input. */
  start: number | null;
  end: number | null;
  /** The loudness to bring the result to, in LUFS; null leaves the level as it is. */
  loudness: number | null;
  tags: TagEdits;
}

/**
 * The user's changes to the input's tags: a title, artist or album typed ("" removes it), the
 * cover removed or replaced. What is not named here is kept as the input has it (genre, date,
 * track number…), and with no changes the tags are copied as they are.
 */
export interface TagEdits {
  title?: string;
  artist?: string;
  album?: string;
  cover?: "remove" | Picture;
}

export const NO_TAG_EDITS: TagEdits = {};

export interface Picture {
  data: Uint8Array;
  mimeType: string;
}

/** The settings as options, or the first problem with them (the duration known, when it is). */
export function readAudioSettings(
  settings: AudioSettings,
  duration: number | null,
  tags: TagEdits = NO_TAG_EDITS,
): { options: ConvertOptions; error: null } | { options: null; error: string } {
  const trim = readTrim(settings.trimStart, settings.trimEnd, duration);
  if ("error" in trim) return { options: null, error: trim.error };
  return {
    options: {
      target: settings.target,
      bitrate: Number(settings.bitrate) * 1000,
      sampleRate: settings.sampleRate === "0" ? null : Number(settings.sampleRate),
      channels: settings.channels === "keep" ? null : settings.channels === "1" ? 1 : 2,
      start: trim.start,
      end: trim.end,
      loudness:
        !settings.loudness || settings.loudness === "off" ? null : Number(settings.loudness),
      tags,
    },
    error: null,
  };
}

/** The output's file name: the input's with the target's extension. */
export function outputName(inputName: string, target: TargetName): string {
  const base = inputName.replace(/\.[^.]*$/, "") || "audio";
  return `${base}.${TARGETS[target].extension}`;
}

/** What is inside the chosen file, as the worker read it. */
export interface AudioInfo {
  container: string;
  duration: number;
  codec: string | null;
  sampleRate: number;
  channels: number;
  /** bit/s over the file's packets, when known. */
  bitrate: number | null;
  hasVideo: boolean;
  tags: { title?: string; artist?: string; album?: string; cover?: Picture };
}

/** Bars in the waveform: enough for a wide screen, few enough to draw at once. */
export const WAVEFORM_BARS = 1200;

/** A decode of the whole input: its waveform and loudness. */
export interface AudioAnalysis {
  /** The largest sample of each of WAVEFORM_BARS equal slices of the duration (0 to 1). */
  peaks: Float32Array;
  loudness: { integrated: number; peak: number };
  /** Formats the browser said it could make whose test encode failed (audio-convert.ts). */
  failing: TargetName[];
}

/** What loudness normalisation did to a result. */
export type Normalised =
  | { silent: true }
  | { silent: false; measured: number; result: number; gainDb: number; peakLimited: boolean };

export type AudioJob =
  | { kind: "probe"; file: File }
  | { kind: "analyse"; file: File }
  | { kind: "convert"; file: File; options: ConvertOptions };

export type AudioAnswer =
  | { kind: "probe"; info: AudioInfo; encodable: TargetName[] }
  | ({ kind: "analyse" } & AudioAnalysis)
  | {
      kind: "convert";
      blob: Blob;
      name: string;
      seconds: number;
      diskName: string | null;
      /** The type its download is given, where not its own (DOWNLOAD_TYPES). */
      downloadType?: string;
      normalised: Normalised | null;
      /** The input's channels were mixed to stereo: the format holds no more. */
      downmixed: boolean;
    };
