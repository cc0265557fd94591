// The Audio Converter page: a file dropped or chosen is read in the tool's worker (what is inside:
// container, codec, duration…), then converted on Convert with progress and Cancel. The formats
// offered are those this browser can encode (asked of the browser and of the WebAssembly encoders,
// never assumed); the others are named with the reason. The settings persist; the file never does.
import { FileAudio } from "lucide-react";
import { useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChecked } from "~/hooks/persistent-state";
import { useAutoRun } from "~/hooks/use-text-or-file";
import { useToolRun } from "~/hooks/use-tool-run";
import { downloadBlob } from "~/lib/browser/download";
import { formatBytes } from "~/lib/browser/read-file";
import { formatTime, progressText } from "~/lib/media/media-time";
import { groupedCount } from "~/lib/number/count-text";
import { ToolPage, useToolFeedback } from "~/ui/page/ToolPage";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { FileFacts, channelsText } from "~/ui/panels/FileFacts";
import { FileDropZone } from "~/ui/panels/FileDropZone";
import { OptionsRow, SelectOption, TextOption } from "~/ui/panels/OptionsRow";
import { DOWNLOADED_FEEDBACK } from "~/ui/panels/OutputPanel";
import { toolActions } from "~/ui/runtime/tool-actions";
import {
  type AudioAnswer,
  type AudioInfo,
  type AudioJob,
  type AudioSettings,
  BITRATES,
  CHANNELS,
  DEFAULT_AUDIO_SETTINGS,
  SAMPLE_RATES,
  TARGETS,
  TARGET_NAMES,
  type TargetName,
  isAudioSettings,
  missingTargetNote,
  readAudioSettings,
} from "./audio-options";

function createWorker() {
  return new Worker(new URL("./audio-converter.worker.ts", import.meta.url), { type: "module" });
}

/** A conversion that makes no progress for this long has stalled (a codec that never answers). */
const LIMIT = { timeoutMs: 60_000 };
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
  const [file, setFile] = useState<File | null>(null);
  const notify = useToolFeedback();
  const set =
    <K extends keyof AudioSettings>(key: K) =>
    (value: AudioSettings[K]) =>
      setSettings({ ...settings, [key]: value });

  // What is in the file: read as soon as it is chosen.
  const probeJob = useMemo<AudioJob | null>(() => (file ? { kind: "probe", file } : null), [file]);
  const probing = useToolRun<AudioJob | null, AudioAnswer>({
    job: probeJob,
    idle: probeJob === null,
    large: true,
    createWorker,
  });
  useAutoRun(probeJob !== null, true, probing.run);
  const probe = probing.current && probing.output?.kind === "probe" ? probing.output : null;
  const info = probe?.info ?? null;
  const encodable = probe?.encodable ?? null;
  const targetOffered = encodable === null || encodable.includes(settings.target);

  const read = readAudioSettings(settings, info?.duration ?? null);
  const convertJob = useMemo<AudioJob | null>(
    () => (file && read.options ? { kind: "convert", file, options: read.options } : null),
    // The options are re-read each render; the settings they come from stand for them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [file, settings, info],
  );
  const converting = useToolRun<AudioJob | null, AudioAnswer>({
    job: convertJob,
    idle: convertJob === null || info === null || !targetOffered,
    large: true,
    createWorker,
    limit: LIMIT,
  });
  const result =
    converting.current && converting.output?.kind === "convert" ? converting.output : null;

  function choose(files: File[]) {
    if (files.length === 0) return;
    converting.reset();
    setFile(files[0]);
  }

  function clear() {
    probing.reset();
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
      title: "Convert the file with these settings (Ctrl+Enter)",
      disabled: convertJob === null || info === null || !targetOffered,
      onClick: converting.run,
      running: converting.running,
      onCancel: converting.cancel,
    },
    download: { disabled: !result, onClick: download },
    clear: { disabled: !file, onClick: clear },
  });

  const offered = TARGET_NAMES.filter((target) => encodable?.includes(target) ?? true);
  const missing = encodable ? TARGET_NAMES.filter((target) => !encodable.includes(target)) : [];
  const lossless = TARGETS[settings.target].lossless;
  const error =
    (probing.current ? probing.error : null) ??
    read.error ??
    (targetOffered ? null : missingTargetNote(settings.target)) ??
    (converting.current ? converting.error : null);

  let status = "";
  if (probing.running) status = "Reading the file…";
  else if (converting.running)
    status = `Converting… ${progressText(converting.progress ?? 0, converting.progressElapsedMs ?? 0)}`;
  else if (result)
    status = `${result.name}: ${formatBytes(result.blob.size)}, ${formatTime(result.seconds)}`;
  else if (info && converting.waiting) status = "Press Convert (Ctrl+Enter).";

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <FileDropZone label="Input" chooseLabel="Choose a file" accept={ACCEPT} onFiles={choose}>
          Drop an audio or video file here or choose one. It is read and converted on this device
          and never uploaded.
        </FileDropZone>
        {file && <FileFacts file={file} icon={FileAudio} facts={audioFacts(info)} />}
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
          <TextOption
            label="Start"
            value={settings.trimStart}
            onChange={set("trimStart")}
            placeholder="0:00"
            width="6rem"
          />
          <TextOption
            label="End"
            value={settings.trimEnd}
            onChange={set("trimEnd")}
            placeholder={info ? formatTime(info.duration) : "the end"}
            width="6rem"
          />
        </OptionsRow>
        {missing.length > 0 && (
          <ul
            aria-label="Formats this browser cannot make"
            className="list-disc pl-5 text-sm text-slate-700 dark:text-slate-300"
          >
            {missing.map((target: TargetName) => (
              <li key={target}>{missingTargetNote(target)}</li>
            ))}
          </ul>
        )}
        <ErrorPanel message={error} />
        <section aria-label="Output" className="flex flex-col gap-2">
          <h2 className="font-medium">Converted file</h2>
          <p role="status" className="min-h-5 text-sm text-slate-700 dark:text-slate-300">
            {status}
          </p>
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

function audioFacts(info: AudioInfo | null): [string, string][] {
  if (!info) return [];
  const facts: [string, string][] = [
    ["Container", info.container],
    ["Codec", info.codec ?? "unknown"],
    ["Duration", formatTime(info.duration)],
    ["Sample rate", `${groupedCount(info.sampleRate)} Hz`],
    ["Channels", channelsText(info.channels)],
    ["Bit rate", info.bitrate ? `${Math.round(info.bitrate / 1000)} kbit/s` : "unknown"],
  ];
  if (info.hasVideo) facts.push(["Video", "present: only the sound is converted"]);
  if (info.tags.title) facts.push(["Title", info.tags.title]);
  if (info.tags.artist) facts.push(["Artist", info.tags.artist]);
  return facts;
}
