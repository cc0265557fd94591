// The Video Converter's file sizes on the kind of clip a user brings: a 10 MB, 30 s, 720p H.264
// MP4 with sound (made by ffmpeg from a moving test pattern with grain, so that it does not compress
// far better than camera footage) → WebM (VP9 and Opus) at Medium and at Low (smallest), through
// the real page in Chromium. Each result is checked with ffprobe (codec, height, duration) and its
// size is set against the source's: at Low the file must come out smaller than the source.
// Writes bench/results/video-size.json. Usage: npm run build && node bench/video-size.mjs [--port 4401]
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT, launchChromium, startSite } from "./support.mjs";
import { convertOnPage } from "./video-page.mjs";

const portIndex = process.argv.indexOf("--port");
const PORT = portIndex >= 0 ? Number(process.argv[portIndex + 1]) : 4401;
const SECONDS = 30;
const QUALITIES = ["medium", "low"];

const probe = (file) =>
  JSON.parse(
    execFileSync("ffprobe", ["-v", "error", "-show_format", "-show_streams", "-of", "json", file], {
      encoding: "utf8",
    }),
  );
const megabytes = (bytes) => Math.round(bytes / 1e5) / 10;

const dir = mkdtempSync(path.join(os.tmpdir(), "video-size-"));
const site = await startSite(PORT);
const browser = await launchChromium();
try {
  const loadBefore = os.loadavg()[0];
  const source = path.join(dir, "source.mp4");
  // 2,600 kbit/s of video and 128 of sound for 30 s make the 10 MB.
  execFileSync("ffmpeg", [
    ...["-v", "error", "-y"],
    ...["-f", "lavfi", "-i", `testsrc2=size=1280x720:rate=30:duration=${SECONDS}`],
    ...["-f", "lavfi", "-i", `sine=frequency=440:sample_rate=48000:duration=${SECONDS}`],
    ...["-vf", "noise=alls=12:allf=t", "-c:v", "libx264", "-preset", "veryfast"],
    ...["-b:v", "2600k", "-maxrate", "2600k", "-bufsize", "5200k", "-pix_fmt", "yuv420p"],
    ...["-c:a", "aac", "-b:a", "128k", "-shortest", source],
  ]);
  const sourceBytes = statSync(source).size;
  const rows = [];
  for (const quality of QUALITIES) {
    const output = path.join(dir, `${quality}.webm`);
    const { seconds: pageSeconds } = await convertOnPage(browser, site.base, {
      source,
      format: "webm-vp9",
      quality,
      output,
    });
    const info = probe(output);
    const video = info.streams.find((stream) => stream.codec_type === "video");
    const bytes = statSync(output).size;
    rows.push({
      quality,
      megabytes: megabytes(bytes),
      ofSource: `${Math.round((bytes / sourceBytes) * 100)} %`,
      totalKbps: Math.round((bytes * 8) / Number(info.format.duration) / 1000),
      pageSeconds: Math.round(pageSeconds * 10) / 10,
      codecOk: video?.codec_name === "vp9" && video?.height === 720,
      durationError: Math.round(Math.abs(Number(info.format.duration) - SECONDS) * 1000) / 1000,
      smallerThanSource: bytes < sourceBytes,
    });
  }
  const result = {
    measuredAt: new Date().toISOString(),
    machine: { cores: os.cpus().length, loadBefore, loadAfter: os.loadavg()[0] },
    source: `H.264 720p ${SECONDS} s with AAC, ${megabytes(sourceBytes)} MB`,
    rows,
  };
  writeFileSync(
    path.join(ROOT, "bench/results/video-size.json"),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.table(rows);
  console.log(result.machine, result.source);
  const low = rows.find((row) => row.quality === "low");
  if (!rows.every((row) => row.codecOk && row.durationError < 0.1) || !low?.smallerThanSource)
    process.exitCode = 1;
} finally {
  await browser.close();
  site.stop();
  rmSync(dir, { recursive: true, force: true });
}
