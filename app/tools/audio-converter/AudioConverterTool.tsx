// The Audio Converter page: a file dropped or chosen is read in the tool's worker (what is inside:
// container, codec, duration…), then converted on Convert with progress and Cancel. The formats
// offered are those this browser can encode (asked of the browser and of the WebAssembly encoders,
// never assumed); the others are named with the reason. The settings persist; the file never does.
import { FileAudio } from "lucide-react";
import { Suspense, useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChecked } from "~/hooks/persistent-state";
import { formatBytes } from "~/lib/browser/read-file";
import { formatTime, readTime } from "~/lib/media/media-time";
import { withDiskWriter } from "~/lib/media/page-disk-writer";
import { MEDIA_WORKER_NAME } from "~/lib/media/worker-session";
import { channelsText, groupedCount } from "~/lib/number/count-text";
import { ToolPage } from "~/ui/page/ToolPage";
import { lazyPart } from "~/ui/page/lazy-part";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { ConvertedFileNote, FileFacts, MissingFormats } from "~/ui/panels/MediaFileParts";
import { FileDropZone } from "~/ui/panels/FileDropZone";
import { OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { TrimFields } from "~/ui/panels/TrimFields";
import { useMediaConversion } from "~/ui/runtime/use-media-conversion";

import {
  type AudioAnalysis,
  type AudioAnswer,
  type ConvertOptions,
  type AudioInfo,
  type AudioSettings,
  BITRATES,
  CHANNELS,
  DEFAULT_AUDIO_SETTINGS,
  LOUDNESS_OPTIONS,
  type Normalised,
  SAMPLE_RATES,
  type TagEdits,
  TARGETS,
  TARGET_NAMES,
  type TargetName,
  isAudioSettings,
  missingTargetNote,
  readAudioSettings,
} from "./audio-options";

// Shown once a file is read, so loaded then: the waveform, its player and the tag fields were some
// 2 KiB gz of the page's first load.
const TrimWaveform = lazyPart(() =>
  import("~/ui/panels/TrimWaveform").then((module) => ({ default: module.TrimWaveform })),
);
const TagFields = lazyPart(() =>
  import("./TagFields").then((module) => ({ default: module.TagFields })),
);

/** Said with a result whose channels were mixed to stereo because its format holds no more. */
export const DOWNMIXED_NOTE =
  "mixed to stereo: this format takes at most two channels in this browser";

function createWorker() {
  return withDiskWriter(
    new Worker(new URL("./audio-converter.worker.ts", import.meta.url), {
      type: "module",
      name: MEDIA_WORKER_NAME,
    }),
  );
}

const ACCEPT = "audio/*,video/*,.mp3,.m4a,.aac,.opus,.ogg,.oga,.flac,.wav,.webm,.mkv,.mov,.mp4";

const BITRATE_OPTIONS = BITRATES.map((rate) => ({ value: String(rate), label: `${rate} kbit/s` }));
const SAMPLE_RATE_OPTIONS = SAMPLE_RATES.map((rate) => ({
  value: String(rate),
  label: rate === 0 ? "As the input" : `${rate / 1000} kHz`,
}));

export function AudioConverterTool({ tool }: { tool: ToolEntry }) {
  const [settings, setSettings] = usePersistentChecked<AudioSettings>(
    tool.path,
    "settings",
    isAudioSettings,
    DEFAULT_AUDIO_SETTINGS,
  );
  // The user's changes to the chosen file's tags; a new file starts with none.
  const [tagEdits, setTagEdits] = useState<TagEdits>({});
  const conversionSettings = useMemo(() => ({ settings, tagEdits }), [settings, tagEdits]);
  const media = useMediaConversion<
    ConvertOptions,
    TargetName,
    AudioInfo,
    Extract<AudioAnswer, { kind: "convert" }>,
    AudioAnalysis
  >({
    path: tool.path,
    analyse: true,
    createWorker,
    stallMs: 60_000,
    targets: TARGET_NAMES,
    target: settings.target,
    missingNote: missingTargetNote,
    read: (info) => readAudioSettings(settings, info?.duration ?? null, tagEdits),
    settings: conversionSettings,
    convertTitle: "Convert the file with these settings (Ctrl+Enter)",
  });
  const { file, info, offered, missingNotes, error, actions, shortcuts } = media;
  const set =
    <K extends keyof AudioSettings>(key: K) =>
    (value: AudioSettings[K]) =>
      setSettings({ ...settings, [key]: value });
  const lossless = TARGETS[settings.target].lossless;
  const status = media.statusText(
    (made) =>
      `${made.name}: ${formatBytes(made.blob.size)}, ${formatTime(made.seconds)}${
        made.downmixed ? `; ${DOWNMIXED_NOTE}` : ""
      }${normalisedText(made.normalised)}`,
  );

  const { analysis, analysisState } = media;
  const waveformNote = analysisState.running
    ? `Drawing the waveform… ${Math.floor(analysisState.progress * 100)} %`
    : analysisState.error
      ? `No waveform: ${analysisState.error}`
      : "";
  const trimStart = readTime(settings.trimStart);
  const trimEnd = readTime(settings.trimEnd);

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <FileDropZone
          label="Input"
          chooseLabel="Choose a file"
          accept={ACCEPT}
          onFiles={(files) => {
            setTagEdits({});
            media.choose(files);
          }}
        >
          Drop an audio or video file here or choose one. It is read and converted on this device
          and never uploaded.
        </FileDropZone>
        {file && (
          <FileFacts
            file={file}
            icon={FileAudio}
            facts={audioFacts(info, analysis?.loudness ?? null)}
          />
        )}
        {info && (
          <section aria-label="Trim" className="flex flex-col gap-1">
            <Suspense fallback={<div className="h-24" />}>
              <TrimWaveform
                duration={info.duration}
                start={typeof trimStart === "number" ? trimStart : null}
                end={typeof trimEnd === "number" ? trimEnd : null}
                peaks={analysis?.peaks ?? null}
                placeholder={waveformNote}
                source={file}
                onChange={(start, end) =>
                  setSettings({
                    ...settings,
                    trimStart: start === null ? "" : formatTime(start),
                    trimEnd: end === null ? "" : formatTime(end),
                  })
                }
              />
            </Suspense>
            <p className="text-xs text-slate-700 dark:text-slate-300">
              Drag the handles, or click the waveform, to trim; or type the times below.
            </p>
          </section>
        )}
        <OptionsRow>
          <SelectOption
            label="Format"
            value={settings.target}
            options={offered.map((target) => ({ value: target, label: TARGETS[target].label }))}
            onChange={set("target")}
          />
          {!lossless && (
            <SelectOption
              label="Bit rate"
              value={settings.bitrate}
              options={BITRATE_OPTIONS}
              onChange={set("bitrate")}
            />
          )}
          <SelectOption
            label="Sample rate"
            value={settings.sampleRate}
            options={SAMPLE_RATE_OPTIONS}
            onChange={set("sampleRate")}
          />
          <SelectOption
            label="Channels"
            value={settings.channels}
            options={CHANNELS}
            onChange={set("channels")}
          />
          <TrimFields
            start={settings.trimStart}
            end={settings.trimEnd}
            onStart={set("trimStart")}
            onEnd={set("trimEnd")}
            duration={info?.duration ?? null}
          />
          <SelectOption
            label="Loudness"
            value={settings.loudness ?? "off"}
            options={LOUDNESS_OPTIONS}
            onChange={set("loudness")}
          />
        </OptionsRow>
        {info && (
          <Suspense fallback={null}>
            <TagFields
              tags={info.tags}
              edits={tagEdits}
              onEdit={setTagEdits}
              target={settings.target}
            />
          </Suspense>
        )}
        <MissingFormats notes={missingNotes} />
        <ErrorPanel message={error} />
        <section aria-label="Output" className="flex flex-col gap-2">
          <h2 className="font-medium">Converted file</h2>
          <p role="status" className="min-h-5 text-sm text-slate-700 dark:text-slate-300">
            {status}
          </p>
          {media.result && <ConvertedFileNote result={media.result} />}
        </section>
        <p className="text-xs text-slate-700 dark:text-slate-300">
          Containers are read and written by mediabunny (MPL-2.0). Where the browser has no encoder
          of its own, MP3 is made with LAME (LGPL-2.0, source at{" "}
          <a className="underline" href="https://lame.sourceforge.io/">
            lame.sourceforge.io
          </a>
          ) and FLAC with libFLAC (BSD), both compiled to WebAssembly and served by this site.
        </p>
      </div>
    </ToolPage>
  );
}

/** What normalising did, after the result's size and duration. */
function normalisedText(normalised: Normalised | null): string {
  if (!normalised) return "";
  if (normalised.silent) return "; it is silent, so its level was left as it is";
  const { measured, result, gainDb, peakLimited } = normalised;
  const change = `${gainDb >= 0 ? "+" : ""}${gainDb.toFixed(1)} dB`;
  return peakLimited
    ? `; loudness ${lufs(measured)} raised by ${change} only, to ${lufs(result)}, so that its true peak stays under -1 dBTP`
    : `; loudness ${lufs(measured)} → ${lufs(result)} (${change})`;
}

const lufs = (value: number) => `${value.toFixed(1)} LUFS`;

function audioFacts(
  info: AudioInfo | null,
  loudness: { integrated: number; peak: number } | null,
): [string, string][] {
  if (!info) return [];
  const facts: [string, string][] = [
    ["Container", info.container],
    ["Codec", info.codec ?? "unknown"],
    ["Duration", formatTime(info.duration)],
    ["Sample rate", `${groupedCount(info.sampleRate)} Hz`],
    ["Channels", channelsText(info.channels)],
    ["Bit rate", info.bitrate ? `${Math.round(info.bitrate / 1000)} kbit/s` : "unknown"],
  ];
  if (loudness)
    facts.push([
      "Loudness",
      Number.isFinite(loudness.integrated)
        ? `${lufs(loudness.integrated)}, true peak ${loudness.peak > 0 ? (20 * Math.log10(loudness.peak)).toFixed(1) : "-∞"} dBTP`
        : "silent",
    ]);
  if (info.hasVideo) facts.push(["Video", "present: only the sound is converted"]);
  return facts;
}
