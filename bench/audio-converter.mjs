// /audio-converter on a 10-minute WAV (44.1 kHz stereo, made by ffmpeg), through the real page in
// Chromium (choose → Convert → the result shown), against Debian's ffmpeg doing the same
// conversion with the same codec in the same run: → MP3 192 kbit/s (the page: LAME in WebAssembly;
// ffmpeg: libmp3lame) and → Opus 128 kbit/s in Ogg (the page: the browser's WebCodecs encoder;
// ffmpeg: libopus). Each result is checked with ffprobe (codec, duration within 0.1 s). The page's
// main-thread tasks are read in CPU time from a trace; the machine's load is stated (`--busy 2`
// runs two busy processes beside). Writes bench/results/audio-converter.json.
// Usage: npm run build && node bench/audio-converter.mjs [--minutes 10] [--busy 0] [--port 4399]
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  ROOT,
  TRACE_CATEGORIES,
  busyProcessesOption,
  contextRecordingLongTasks,
  launchChromium,
  mainThreadTasks,
  startBackgroundLoad,
  startSite,
} from "./support.mjs";

const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const PORT = option("--port", 4399);
const MINUTES = option("--minutes", 10);
const seconds = MINUTES * 60;

const CASES = [
  { target: "mp3", codec: "mp3", ffmpegArgs: ["-c:a", "libmp3lame", "-b:a", "192k"], ext: "mp3" },
  {
    target: "ogg-opus",
    codec: "opus",
    ffmpegArgs: ["-c:a", "libopus", "-b:a", "128k"],
    ext: "opus",
  },
];

function timed(run) {
  const started = performance.now();
  run();
  return (performance.now() - started) / 1000;
}

const probe = (file) =>
  JSON.parse(
    execFileSync("ffprobe", ["-v", "error", "-show_format", "-show_streams", "-of", "json", file], {
      encoding: "utf8",
    }),
  );

const busy = busyProcessesOption(0);
const load = busy > 0 ? startBackgroundLoad(busy) : null;
const dir = mkdtempSync(path.join(os.tmpdir(), "audio-bench-"));
const site = await startSite(PORT);
const browser = await launchChromium();
try {
  const loadBefore = os.loadavg()[0];
  const wav = path.join(dir, "long.wav");
  // Music-like input: two tones and some noise, so the encoders have work to do.
  execFileSync("ffmpeg", [
    "-v",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=440:sample_rate=44100:duration=${seconds}`,
    "-f",
    "lavfi",
    "-i",
    `anoisesrc=color=pink:sample_rate=44100:amplitude=0.1:duration=${seconds}`,
    "-filter_complex",
    "[0:a][1:a]join=inputs=2:channel_layout=stereo[a]",
    "-map",
    "[a]",
    "-c:a",
    "pcm_s16le",
    wav,
  ]);
  const rows = [];
  for (const { target, codec, ffmpegArgs, ext } of CASES) {
    const nativeOut = path.join(dir, `native.${ext}`);
    const ffmpegSeconds = timed(() =>
      execFileSync("ffmpeg", ["-v", "error", "-y", "-i", wav, ...ffmpegArgs, nativeOut]),
    );

    const context = await contextRecordingLongTasks(browser, { acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${site.base}/audio-converter`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
    await page.getByLabel("Choose a file", { exact: true }).setInputFiles(wav);
    await page.getByRole("region", { name: "Chosen file" }).getByText("Duration").waitFor();
    await page.getByLabel("Format", { exact: true }).selectOption(target);
    if (target === "mp3") await page.getByLabel("Bit rate").selectOption("192");
    else await page.getByLabel("Bit rate").selectOption("128");
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const started = performance.now();
    await page.getByRole("button", { name: "Convert" }).click();
    await page
      .getByRole("region", { name: "Output" })
      .getByRole("status")
      .getByText(/: \d/)
      .waitFor({ timeout: 1_200_000 });
    const pageSeconds = (performance.now() - started) / 1000;
    const trace = await browser.stopTracing();
    const cpuMs = mainThreadTasks(trace).tasks.map((task) => (task.tdur ?? 0) / 1000);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download", exact: true }).click();
    const pageOut = path.join(dir, `page.${ext}`);
    await (await downloading).saveAs(pageOut);
    await context.close();
    const info = probe(pageOut);
    rows.push({
      conversion: `WAV ${MINUTES} min → ${target}`,
      pageSeconds: Math.round(pageSeconds * 10) / 10,
      ffmpegSeconds: Math.round(ffmpegSeconds * 10) / 10,
      speedOfFfmpeg: `${Math.round((ffmpegSeconds / pageSeconds) * 100)} %`,
      realTime: `${Math.round(seconds / pageSeconds)}×`,
      codecOk: info.streams[0]?.codec_name === codec,
      durationError: Math.round(Math.abs(Number(info.format.duration) - seconds) * 1000) / 1000,
      longTaskMaxCpuMs: Math.round(Math.max(0, ...cpuMs) * 10) / 10,
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
    rows,
  };
  writeFileSync(
    path.join(ROOT, `bench/results/audio-converter${busy > 0 ? "-busy" : ""}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.table(rows);
  console.log(result.machine);
  if (!rows.every((row) => row.codecOk && row.durationError < 0.1)) process.exitCode = 1;
} finally {
  await browser.close();
  site.stop();
  load?.stop();
  rmSync(dir, { recursive: true, force: true });
}
