// /video-converter on a large file (targets: a 1 GB MP4 remuxed at ≥ 100 MB/s; a 2 GB video
// converted with the page's heap under 300 MB): an H.264/AAC MP4 of about --megabytes MB (a short
// ffmpeg clip joined to itself, so it is made in seconds) is remuxed by the page (MP4 H.264 → MP4,
// copied), through the real page in Chromium, against ffmpeg's own `-c copy` in the same run. While
// the page works, the memory of Chromium's renderer processes (the page and its workers) is sampled
// every 100 ms; the JS heap of the page is read at the end. The result is checked with ffprobe.
// `--busy 2` runs two busy processes beside it (a machine with other work, as users' have).
// Writes bench/results/video-remux-large.json (video-remux-large-2048mb.json for --megabytes 2048,
// "-busy" with busy processes).
// Usage: npm run build && node bench/video-remux-large.mjs [--megabytes 1024] [--busy 0] [--port 4401] [--private]
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import {
  CHROMIUM_ARGS,
  ROOT,
  busyProcessesOption,
  sampleMemory,
  startBackgroundLoad,
  startSite,
} from "./support.mjs";

const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const PORT = option("--port", 4401);
const MEGABYTES = option("--megabytes", 1024);
const BUSY = busyProcessesOption(0);

const ffmpeg = (...args) => execFileSync("ffmpeg", ["-v", "error", "-y", ...args]);
const dir = mkdtempSync(path.join(os.tmpdir(), "remux-bench-"));
const site = await startSite(PORT);
let load = null;
try {
  const loadBefore = os.loadavg()[0];
  // 10 s of 1080p30 at 25 Mbit/s (~31 MB), joined until the file has the size asked for.
  const clip = path.join(dir, "clip.mp4");
  ffmpeg(
    ...["-f", "lavfi", "-i", "testsrc2=size=1920x1080:rate=30:duration=10"],
    ...["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000:duration=10"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-b:v", "25M", "-pix_fmt", "yuv420p"],
    ...["-c:a", "aac", "-shortest", clip],
  );
  const copies = Math.max(1, Math.round((MEGABYTES * 1e6) / statSync(clip).size));
  const list = path.join(dir, "list.txt");
  writeFileSync(list, `${"file 'clip.mp4'\n".repeat(copies)}`);
  const source = path.join(dir, "source.mp4");
  ffmpeg("-f", "concat", "-safe", "0", "-i", list, "-c", "copy", source);
  const sourceBytes = statSync(source).size;
  const seconds = copies * 10;
  // The busy processes start once the source is made, and run through ffmpeg's run and the page's.
  if (BUSY > 0) load = startBackgroundLoad(BUSY);

  const nativeOut = path.join(dir, "native.mp4");
  const nativeStarted = performance.now();
  ffmpeg("-i", source, "-c", "copy", nativeOut);
  const ffmpegSeconds = (performance.now() - nativeStarted) / 1000;

  // A profile on disk, as people's browsers have: a fresh context of an already running browser is
  // a private window, whose site storage Chromium keeps in memory (it stopped writing at ~1.4 GB).
  // `--private` runs it in such a window, where a result over that size must fail with a message.
  const options = {
    executablePath: "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
    acceptDownloads: true,
  };
  const context = process.argv.includes("--private")
    ? await (await chromium.launch(options)).newContext({ acceptDownloads: true })
    : await chromium.launchPersistentContext(path.join(dir, "profile"), options);
  const page = await context.newPage();

  await page.goto(`${site.base}/video-converter`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
  await page.getByLabel("Choose a video", { exact: true }).setInputFiles(source);
  await page.getByRole("region", { name: "Chosen file" }).getByText("Duration").waitFor({
    timeout: 120_000,
  });
  await page.getByLabel("Format", { exact: true }).selectOption("mp4-h264");
  // The page's JS heap while it works (target: under 300 MB) and the renderer's memory.
  const memory = sampleMemory(page);
  const started = performance.now();
  await page.getByRole("button", { name: "Convert" }).click();
  const status = page.getByRole("region", { name: "Output" }).getByRole("status");
  await Promise.race([
    status.getByText(/copied without re-encoding/).waitFor({ timeout: 1_800_000 }),
    page
      .getByRole("alert")
      .filter({ hasText: /\w/ })
      .waitFor({ timeout: 1_800_000 })
      .then(async () => {
        throw new Error(`the page says: ${await page.getByRole("alert").first().textContent()}`);
      }),
  ]);
  const pageSeconds = (performance.now() - started) / 1000;
  console.log(`the page says: ${await status.textContent()}`);
  const used = await memory.stop();
  const keptOnDisk = await page.getByText("The converted file waits on this device").isVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download", exact: true }).click();
  const pageOut = path.join(dir, "page.mp4");
  await (await downloading).saveAs(pageOut);
  await context.close();
  load?.stop();
  const pageOutBytes = statSync(pageOut).size;
  console.log(`source ${sourceBytes} bytes, the page's result ${pageOutBytes} bytes`);
  let info = { format: {}, streams: [] };
  try {
    info = JSON.parse(
      execFileSync(
        "ffprobe",
        ["-v", "error", "-show_format", "-show_streams", "-of", "json", pageOut],
        { encoding: "utf8" },
      ),
    );
  } catch (error) {
    console.log(`ffprobe cannot read the page's result: ${String(error.stderr ?? error).trim()}`);
    const tail = execFileSync("tail", ["-c", "64", pageOut]).toString("hex");
    console.log(`its last 64 bytes: ${tail}`);
  }
  const video = info.streams.find((stream) => stream.codec_type === "video");
  const result = {
    measuredAt: new Date().toISOString(),
    machine: {
      cores: os.cpus().length,
      loadBefore,
      loadAfter: os.loadavg()[0],
      busyProcesses: BUSY,
    },
    sourceMegabytes: Math.round(sourceBytes / 1e6),
    seconds,
    pageSeconds: Math.round(pageSeconds * 10) / 10,
    pageMegabytesPerSecond: Math.round(sourceBytes / 1e6 / pageSeconds),
    ffmpegSeconds: Math.round(ffmpegSeconds * 10) / 10,
    ffmpegMegabytesPerSecond: Math.round(sourceBytes / 1e6 / ffmpegSeconds),
    rendererMegabytes: { beforeConvert: used.rendererBefore, peak: used.rendererPeak },
    pageHeapMegabytesPeak: used.heapPeak,
    pageHeapMegabytesAfter: used.heapAfter,
    keptOnDisk,
    outputOk:
      video?.codec_name === "h264" &&
      Math.abs(Number(info.format.duration) - seconds) < 0.5 &&
      statSync(pageOut).size > sourceBytes * 0.95,
  };
  writeFileSync(
    path.join(
      ROOT,
      `bench/results/video-remux-large${MEGABYTES === 1024 ? "" : `-${MEGABYTES}mb`}${BUSY > 0 ? "-busy" : ""}.json`,
    ),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log(result);
  if (!result.outputOk) process.exitCode = 1;
} finally {
  load?.stop();
  site.stop();
  rmSync(dir, { recursive: true, force: true });
}
