// The Video Converter page: a file dropped or chosen is read in the tool's worker (what is inside:
// container, codecs, size, frame rate…), then converted on Convert with progress and Cancel. The
// formats offered are those this browser can encode at the video's size (asked of the browser,
// never assumed); the others are named. The result is held in memory until downloaded, and the
// page says so. The settings persist; the file never does.
import { FileVideoCamera } from "lucide-react";
import { useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChecked } from "~/hooks/persistent-state";
import { useAutoRun } from "~/hooks/use-text-or-file";
import { useToolRun } from "~/hooks/use-tool-run";
import { downloadBlob } from "~/lib/browser/download";
import { formatBytes } from "~/lib/browser/read-file";
import { formatTime, progressText } from "~/lib/media/media-time";
import { ToolPage, useToolFeedback } from "~/ui/page/ToolPage";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { FileDropZone } from "~/ui/panels/FileDropZone";
import { FileFacts, channelsText } from "~/ui/panels/FileFacts";
import { CheckboxOption, OptionsRow, SelectOption, TextOption } from "~/ui/panels/OptionsRow";
import { DOWNLOADED_FEEDBACK } from "~/ui/panels/OutputPanel";
import { toolActions } from "~/ui/runtime/tool-actions";
import {
  DEFAULT_VIDEO_SETTINGS,
  FRAME_RATES,
  QUALITIES,
  VIDEO_TARGETS,
  VIDEO_TARGET_NAMES,
  type VideoAnswer,
  type VideoInfo,
  type VideoJob,
  type VideoSettings,
  heightsFor,
  isVideoSettings,
  missingVideoTargetNote,
  readVideoSettings,
} from "./video-options";

function createWorker() {
  return new Worker(new URL("./video-converter.worker.ts", import.meta.url), { type: "module" });
}

/** A conversion that makes no progress for this long has stalled (an encoder that never answers). */
const LIMIT = { timeoutMs: 120_000 };
const ACCEPT = "video/*,.mp4,.m4v,.mov,.webm,.mkv";

const FRAME_RATE_OPTIONS = FRAME_RATES.map((rate) => ({
  value: String(rate),
  label: rate === 0 ? "As the input" : `${rate} fps`,
}));

function videoFacts(info: VideoInfo | null): [string, string][] {
  if (!info) return [];
  const facts: [string, string][] = [
    ["Container", info.container],
    ["Duration", formatTime(info.duration)],
  ];
  if (info.video) {
    const { codec, width, height, frameRate, bitrate } = info.video;
    facts.push(["Video", `${codec ?? "unknown codec"}, ${width} × ${height}`]);
    if (frameRate) facts.push(["Frame rate", `${frameRate} fps`]);
    if (bitrate) facts.push(["Video bit rate", `${Math.round(bitrate / 1000)} kbit/s`]);
  }
  facts.push([
    "Audio",
    info.audio
      ? `${info.audio.codec ?? "unknown codec"}, ${info.audio.sampleRate} Hz, ${channelsText(info.audio.channels)}`
      : "none",
  ]);
  return facts;
}

export function VideoConverterTool({ tool }: { tool: ToolEntry }) {
  const [settings, setSettings] = usePersistentChecked<VideoSettings>(
    tool.path,
    "settings",
    isVideoSettings,
    DEFAULT_VIDEO_SETTINGS,
  );
  const [file, setFile] = useState<File | null>(null);
  const notify = useToolFeedback();
  const set =
    <K extends keyof VideoSettings>(key: K) =>
    (value: VideoSettings[K]) =>
      setSettings({ ...settings, [key]: value });

  const probeJob = useMemo<VideoJob | null>(() => (file ? { kind: "probe", file } : null), [file]);
  const probing = useToolRun<VideoJob | null, VideoAnswer>({
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

  const read = readVideoSettings(settings, info?.duration ?? null);
  const convertJob = useMemo<VideoJob | null>(
    () => (file && read.options ? { kind: "convert", file, options: read.options } : null),
    // The options are re-read each render; the settings they come from stand for them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [file, settings, info],
  );
  const converting = useToolRun<VideoJob | null, VideoAnswer>({
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
      title: "Convert the video with these settings (Ctrl+Enter)",
      disabled: convertJob === null || info === null || !targetOffered,
      onClick: converting.run,
      running: converting.running,
      onCancel: converting.cancel,
    },
    download: { disabled: !result, onClick: download },
    clear: { disabled: !file, onClick: clear },
  });

  const offered = VIDEO_TARGET_NAMES.filter((target) => encodable?.includes(target) ?? true);
  const missing = encodable
    ? VIDEO_TARGET_NAMES.filter((target) => !encodable.includes(target))
    : [];
  const error =
    (probing.current ? probing.error : null) ??
    read.error ??
    (targetOffered ? null : missingVideoTargetNote(settings.target)) ??
    (converting.current ? converting.error : null);

  let status = "";
  if (probing.running) status = "Reading the file…";
  else if (converting.running)
    status = `Converting… ${progressText(converting.progress ?? 0, converting.progressElapsedMs ?? 0)}`;
  else if (result)
    status = `${result.name}: ${formatBytes(result.blob.size)}, ${formatTime(result.seconds)}, ${result.width} × ${result.height}${
      result.copied ? " — the video was copied without re-encoding (a remux)" : ""
    }`;
  else if (info && converting.waiting) status = "Press Convert (Ctrl+Enter).";

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <FileDropZone label="Input" chooseLabel="Choose a video" accept={ACCEPT} onFiles={choose}>
          Drop a video here or choose one. It is read and converted on this device and never
          uploaded.
        </FileDropZone>
        {file && <FileFacts file={file} icon={FileVideoCamera} facts={videoFacts(info)} />}
        <OptionsRow>
          <SelectOption
            label="Format"
            value={settings.target}
            options={offered.map((target) => ({
              value: target,
              label: VIDEO_TARGETS[target].label,
            }))}
            onChange={set("target")}
          />
          <SelectOption
            label="Quality"
            value={settings.quality}
            options={QUALITIES}
            onChange={set("quality")}
          />
          <SelectOption
            label="Size"
            value={settings.height}
            options={heightsFor(info?.video?.height ?? null).map((height) => ({
              value: String(height),
              label: height === 0 ? "As the input" : `${height}p`,
            }))}
            onChange={set("height")}
          />
          <SelectOption
            label="Frame rate"
            value={settings.frameRate}
            options={FRAME_RATE_OPTIONS}
            onChange={set("frameRate")}
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
          <CheckboxOption
            label="Remove the sound"
            checked={settings.removeAudio}
            onChange={set("removeAudio")}
          />
        </OptionsRow>
        {missing.length > 0 && (
          <ul
            aria-label="Formats this browser cannot make"
            className="list-disc pl-5 text-sm text-slate-700 dark:text-slate-300"
          >
            {missing.map((target) => (
              <li key={target}>{missingVideoTargetNote(target)}</li>
            ))}
          </ul>
        )}
        <ErrorPanel message={error} />
        <section aria-label="Output" className="flex flex-col gap-2">
          <h2 className="font-medium">Converted video</h2>
          <p role="status" className="min-h-5 text-sm text-slate-700 dark:text-slate-300">
            {status}
          </p>
          <p className="text-xs text-slate-700 dark:text-slate-300">
            The converted video is held in this tab&apos;s memory until you download it: files of a
            few gigabytes may not fit. To take only the sound, use the Audio Converter.
          </p>
        </section>
      </div>
    </ToolPage>
  );
}
