// /video-converter on a 1080p H.264 clip (made by ffmpeg), through the real page in Chromium
// (choose → Convert → the result shown), against Debian's ffmpeg doing the same conversion with the
// same codec in the same run: → WebM VP9 (the page: the browser's WebCodecs VP9 encoder; ffmpeg:
// libvpx-vp9 at its real-time setting, as WebCodecs encodes) and → MP4 H.264 at 720p (WebCodecs;
// ffmpeg: libx264 veryfast), and a remux (H.264 MP4 → MP4 H.264: copied, MB/s). Each result is checked with
// ffprobe (codec, height, duration within 0.1 s). The machine's load is stated (`--busy 2` runs
// two busy processes beside). Writes bench/results/video-converter.json (video-converter-60s.json
// for --seconds 60; "-busy" with busy processes).
// Usage: npm run build && node bench/video-converter.mjs [--seconds 10] [--busy 0] [--port 4400]
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { convertOnPage } from "./video-page.mjs";
import {
  ROOT,
  busyProcessesOption,
  launchChromium,
  startBackgroundLoad,
  startSite,
} from "./support.mjs";

const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const PORT = option("--port", 4400);
const SECONDS = option("--seconds", 10);

const CASES = [
  {
    target: "webm-vp9",
    codec: "vp9",
    ext: "webm",
    ffmpeg: [
      "-c:v",
      "libvpx-vp9",
      "-deadline",
      "realtime",
      "-cpu-used",
      "8",
      "-b:v",
      "4M",
      "-c:a",
      "libopus",
    ],
  },
  {
    // The same codec would be copied: resized to 720p, the video is re-encoded.
    target: "mp4-h264",
    codec: "h264",
    ext: "mp4",
    height: 720,
    ffmpeg: [
      "-vf",
      "scale=-2:720",
      "-c:v",
      "libx264",
      "-preset",
      "veryfast",
      "-b:v",
      "3M",
      "-c:a",
      "copy",
    ],
  },
  { target: "mp4-h264", codec: "h264", ext: "mp4", ffmpeg: ["-c", "copy"], remux: true },
];

const probe = (file) =>
  JSON.parse(
    execFileSync("ffprobe", ["-v", "error", "-show_format", "-show_streams", "-of", "json", file], {
      encoding: "utf8",
    }),
  );

const busy = busyProcessesOption(0);
const load = busy > 0 ? startBackgroundLoad(busy) : null;
const dir = mkdtempSync(path.join(os.tmpdir(), "video-bench-"));
const site = await startSite(PORT);
const browser = await launchChromium();
try {
  const loadBefore = os.loadavg()[0];
  const source = path.join(dir, "source.mp4");
  execFileSync("ffmpeg", [
    "-v",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    `testsrc2=size=1920x1080:rate=30:duration=${SECONDS}`,
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=440:sample_rate=48000:duration=${SECONDS}`,
    "-c:v",
    "libx264",
    "-preset",
    "veryfast",
    "-b:v",
    "8M",
    "-pix_fmt",
    "yuv420p",
    "-c:a",
    "aac",
    "-shortest",
    source,
  ]);
  const sourceBytes = statSync(source).size;
  const rows = [];
  for (const { target, codec, ext, ffmpeg, remux, height = 1080 } of CASES) {
    const nativeOut = path.join(dir, `native.${ext}`);
    const nativeStarted = performance.now();
    execFileSync("ffmpeg", ["-v", "error", "-y", "-i", source, ...ffmpeg, nativeOut]);
    const ffmpegSeconds = (performance.now() - nativeStarted) / 1000;

    const pageOut = path.join(dir, `page.${ext}`);
    const { seconds: pageSeconds, said } = await convertOnPage(browser, site.base, {
      source,
      format: target,
      quality: "medium",
      size: height === 1080 ? "0" : String(height),
      output: pageOut,
    });
    const info = probe(pageOut);
    const video = info.streams.find((stream) => stream.codec_type === "video");
    rows.push({
      conversion: `1080p H.264 ${SECONDS} s → ${remux ? "MP4 (remux)" : `${target} ${height}p`}`,
      pageSeconds: Math.round(pageSeconds * 10) / 10,
      ffmpegSeconds: Math.round(ffmpegSeconds * 10) / 10,
      speedOfFfmpeg: `${Math.round((ffmpegSeconds / pageSeconds) * 100)} %`,
      realTime: `${Math.round((SECONDS / pageSeconds) * 100) / 100}×`,
      megabytesPerSecond: Math.round(sourceBytes / 1e6 / pageSeconds),
      copiedSaid: said.includes("copied without re-encoding"),
      codecOk: video?.codec_name === codec && video?.height === height,
      durationError: Math.round(Math.abs(Number(info.format.duration) - SECONDS) * 1000) / 1000,
    });
  }
  const result = {
    measuredAt: new Date().toISOString(),
    machine: {
      cores: os.cpus().length,
      loadBefore,
      loadAfter: os.loadavg()[0],
      busyProcesses: busy,
    },
    sourceMegabytes: Math.round(sourceBytes / 1e5) / 10,
    rows,
  };
  writeFileSync(
    path.join(
      ROOT,
      `bench/results/video-converter${SECONDS === 10 ? "" : `-${SECONDS}s`}${busy > 0 ? "-busy" : ""}.json`,
    ),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.table(rows);
  console.log(result.machine, `source ${result.sourceMegabytes} MB`);
  if (!rows.every((row) => row.codecOk && row.durationError < 0.1)) process.exitCode = 1;
} finally {
  await browser.close();
  site.stop();
  load?.stop();
  rmSync(dir, { recursive: true, force: true });
}
