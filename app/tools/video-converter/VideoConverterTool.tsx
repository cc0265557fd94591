// The Video Converter page: a file dropped or chosen is read in the tool's worker (what is inside:
// container, codecs, size, frame rate…), then converted on Convert with progress and Cancel. The
// formats offered are those this browser can encode at the video's size (asked of the browser,
// never assumed); the others are named. The result is held in memory until downloaded, and the
// page says so. The settings persist; the file never does.
import { AudioLines, FileVideoCamera } from "lucide-react";
import { useNavigate } from "react-router";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChecked } from "~/hooks/persistent-state";
import { handOffFile } from "~/hooks/tool-fields";
import { formatBytes } from "~/lib/browser/read-file";
import { formatTime } from "~/lib/media/media-time";
import { channelsText } from "~/lib/number/count-text";
import { withDiskWriter } from "~/lib/media/page-disk-writer";
import { MEDIA_WORKER_NAME } from "~/lib/media/worker-session";
import { ToolPage } from "~/ui/page/ToolPage";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { FileDropZone } from "~/ui/panels/FileDropZone";
import { PanelButton } from "~/ui/panels/PanelButton";
import { ConvertedFileNote, FileFacts, MissingFormats } from "~/ui/panels/MediaFileParts";
import { CheckboxOption, OptionsRow, SelectOption, TextOption } from "~/ui/panels/OptionsRow";
import { TrimFields } from "~/ui/panels/TrimFields";
import { useMediaConversion } from "~/ui/runtime/use-media-conversion";
import {
  BY_WIDTH,
  DEFAULT_VIDEO_SETTINGS,
  FRAME_RATES,
  QUALITIES,
  VIDEO_TARGETS,
  VIDEO_TARGET_NAMES,
  type VideoAnswer,
  type VideoConvertOptions,
  type VideoTargetName,
  type VideoInfo,
  type VideoSettings,
  heightsFor,
  isVideoSettings,
  readVideoSettings,
} from "./video-options";

function createWorker() {
  return withDiskWriter(
    new Worker(new URL("./video-converter.worker.ts", import.meta.url), {
      type: "module",
      name: MEDIA_WORKER_NAME,
    }),
  );
}

const ACCEPT = "video/*,.mp4,.m4v,.mov,.webm,.mkv";
/** Where a video's sound is taken out. */
const AUDIO_CONVERTER_PATH = "/audio-converter";

const FRAME_RATE_OPTIONS = FRAME_RATES.map((rate) => ({
  value: String(rate),
  label: rate === 0 ? "As the input" : `${rate} fps`,
}));

/** Said when a re-encode came out larger than its input, and why. */
export function largerNote(inputBytes: number, quality: string): string {
  return `; larger than the input (${formatBytes(inputBytes)}): ${
    quality === "low" ? "it was already compressed more than Low asks" : "Low makes smaller files"
  }`;
}

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
  const media = useMediaConversion<
    VideoConvertOptions,
    VideoTargetName,
    VideoInfo,
    Extract<VideoAnswer, { kind: "convert" }>
  >({
    path: tool.path,
    createWorker,
    stallMs: 120_000,
    targets: VIDEO_TARGET_NAMES,
    target: settings.target,
    missingNote: (target, read) => read?.notes.missing[target] ?? "",
    read: (info) => readVideoSettings(settings, info),
    settings,
    convertTitle: "Convert the video with these settings (Ctrl+Enter)",
  });
  const { file, info, offered, missingNotes, error, actions, shortcuts } = media;
  const navigate = useNavigate();
  const set =
    <K extends keyof VideoSettings>(key: K) =>
    (value: VideoSettings[K]) =>
      setSettings({ ...settings, [key]: value });
  const status = media.statusText(
    (made) =>
      `${made.name}: ${formatBytes(made.blob.size)}, ${formatTime(made.seconds)}, ${made.width} × ${made.height}${
        made.copied ? " — the video was copied without re-encoding (a remux)" : ""
      }${file && !made.copied && made.blob.size > file.size ? largerNote(file.size, made.quality) : ""}`,
  );
  const sound = settings.removeAudio ? null : info?.notes.sound[settings.target];

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <FileDropZone
          label="Input"
          chooseLabel="Choose a video"
          accept={ACCEPT}
          onFiles={media.choose}
        >
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
            options={[
              ...heightsFor(info?.video ?? null).map((height) => ({
                value: String(height),
                label: height === 0 ? "As the input" : `${height}p`,
              })),
              { value: BY_WIDTH, label: "A width…" },
            ]}
            onChange={set("height")}
          />
          {settings.height === BY_WIDTH && (
            <TextOption
              label="Width (px)"
              value={settings.width ?? ""}
              onChange={set("width")}
              placeholder={info?.video ? String(Math.round(info.video.width / 2)) : "640"}
              width="6rem"
            />
          )}
          <SelectOption
            label="Frame rate"
            value={settings.frameRate}
            options={FRAME_RATE_OPTIONS}
            onChange={set("frameRate")}
          />
          <TrimFields
            start={settings.trimStart}
            end={settings.trimEnd}
            onStart={set("trimStart")}
            onEnd={set("trimEnd")}
            duration={info?.duration ?? null}
          />
          <CheckboxOption
            label="Remove the sound"
            checked={settings.removeAudio}
            onChange={set("removeAudio")}
          />
        </OptionsRow>
        <MissingFormats notes={missingNotes} />
        {sound && <p className="text-sm text-slate-700 dark:text-slate-300">{sound}</p>}
        <ErrorPanel message={error} />
        <section aria-label="Output" className="flex flex-col gap-2">
          <h2 className="font-medium">Converted video</h2>
          <p role="status" className="min-h-5 text-sm text-slate-700 dark:text-slate-300">
            {status}
          </p>
          {media.result && <ConvertedFileNote result={media.result} />}
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <PanelButton
              icon={AudioLines}
              label="Take only the sound"
              disabled={!file || info?.audio === null}
              onClick={() => {
                if (!file) return;
                // The same file, in this tab's memory: the Audio Converter opens with it chosen.
                handOffFile(AUDIO_CONVERTER_PATH, file);
                void navigate(AUDIO_CONVERTER_PATH);
              }}
            />
            <span>
              {info?.audio === null
                ? "This video has no sound."
                : "opens this video in the Audio Converter (MP3, AAC, Opus, FLAC, WAV)."}
            </span>
          </div>
        </section>
      </div>
    </ToolPage>
  );
}
