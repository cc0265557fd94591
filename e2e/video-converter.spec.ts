// /video-converter in the browser: clips made here by ffmpeg are converted by the page, and what it
// downloads is checked by ffprobe (container, codecs, size, duration) and decoded to the end by
// ffmpeg without an error.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { type Page, expect, test } from "@playwright/test";
import { getTool } from "../app/catalogue";
import { downloadFrom, ffmpegDecodeErrors, gotoHydrated } from "./support";

test.skip(getTool("/video-converter").status !== "live", "/video-converter is planned");

const PATH = "/video-converter";
/** A file in this test's own output folder (each test has its own, whatever the worker). */
const outputFile = (name: string) => test.info().outputPath(name);

/** A clip made by ffmpeg: a test pattern with a tone, `codecs` as ffmpeg arguments. */
function clip(name: string, size: string, seconds: number, codecs: string[]): string {
  const file = outputFile(name);
  execFileSync("ffmpeg", [
    "-v",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    `testsrc=size=${size}:rate=15:duration=${seconds}`,
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=440:sample_rate=48000:duration=${seconds}`,
    ...codecs,
    "-shortest",
    file,
  ]);
  return file;
}

interface Stream {
  codec_name: string;
  codec_type: string;
  width?: number;
  height?: number;
}
interface Probe {
  format: { format_name: string; duration: string };
  streams: Stream[];
}

const videoPacketSizes = (file: string) =>
  execFileSync(
    "ffprobe",
    ["-v", "error", "-select_streams", "v", "-show_entries", "packet=size", "-of", "csv=p=0", file],
    { encoding: "utf8" },
  );

async function choose(page: Page, file: string) {
  await page.getByLabel("Choose a video", { exact: true }).setInputFiles(file);
  await expect(page.getByRole("region", { name: "Chosen file" })).toContainText("Duration");
}

async function convertAndDownload(page: Page) {
  await page.getByRole("button", { name: "Convert" }).click();
  const status = page.getByRole("region", { name: "Output" }).getByRole("status");
  await expect(status).toHaveText(/: \d+(\.\d)? [KM]?B, \d+:\d\d/, { timeout: 90_000 });
  // Chromium lets the worker write the result to a file of the browser's own storage.
  await expect(page.getByText("The converted file waits on this device")).toBeVisible();
  const saved = await downloadFrom(page, () =>
    page.getByRole("button", { name: "Download", exact: true }).click(),
  );
  const file = outputFile(`${Date.now()}-${saved.name}`);
  writeFileSync(file, saved.bytes);
  const probe = JSON.parse(
    execFileSync("ffprobe", ["-v", "error", "-show_format", "-show_streams", "-of", "json", file], {
      encoding: "utf8",
    }),
  ) as Probe;
  const decodeErrors = ffmpegDecodeErrors(file);
  const video = probe.streams.find((stream) => stream.codec_type === "video");
  const audio = probe.streams.find((stream) => stream.codec_type === "audio");
  return {
    name: saved.name,
    file,
    probe,
    video,
    audio,
    decodeErrors,
    status: await status.textContent(),
  };
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("an H.264 MP4 becomes a WebM (VP9 and Opus) that ffprobe confirms, resized to 480p", async ({
  page,
}) => {
  const mp4 = clip("phone.mp4", "1280x720", 2, [
    "-c:v",
    "libx264",
    "-pix_fmt",
    "yuv420p",
    "-c:a",
    "aac",
  ]);
  await choose(page, mp4);
  const details = page.getByRole("region", { name: "Chosen file" });
  await expect(details).toContainText("1280 × 720");
  await expect(details).toContainText("0:02");
  await page.getByLabel("Format", { exact: true }).selectOption("webm-vp9");
  await page.getByLabel("Size").selectOption("480");
  const out = await convertAndDownload(page);
  expect(out.name).toBe("phone.webm");
  expect(out.probe.format.format_name).toContain("webm");
  expect(out.video).toMatchObject({ codec_name: "vp9", height: 480 });
  expect(out.video!.width).toBeGreaterThanOrEqual(852);
  expect(out.video!.width).toBeLessThanOrEqual(854);
  expect(out.audio?.codec_name).toBe("opus");
  expect(Math.abs(Number(out.probe.format.duration) - 2)).toBeLessThan(0.15);
  expect(out.decodeErrors).toBe("");
});

test("an upright phone video keeps its 480p on the short side, and a typed width is kept", async ({
  page,
}) => {
  // Phones store an upright video as a landscape one turned by 90° in its metadata.
  const landscape = clip("upright-source.mp4", "1280x720", 1, [
    ...["-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac"],
  ]);
  const upright = outputFile("upright.mp4");
  execFileSync("ffmpeg", [
    ...["-v", "error", "-y", "-i", landscape, "-c", "copy"],
    ...["-metadata:s:v:0", "rotate=90", upright],
  ]);
  await choose(page, upright);
  await expect(page.getByRole("region", { name: "Chosen file" })).toContainText("720 × 1280");
  // The short side is 720: 720p is not a smaller size, 480p is.
  const sizes = await page.getByLabel("Size").locator("option").allTextContents();
  expect(sizes).toEqual(["As the input", "480p", "A width…"]);
  await page.getByLabel("Format", { exact: true }).selectOption("webm-vp9");
  await page.getByLabel("Size").selectOption("480");
  let out = await convertAndDownload(page);
  expect(out.video).toMatchObject({ codec_name: "vp9", width: 480 });
  expect(out.video!.height).toBeGreaterThanOrEqual(852);
  expect(out.video!.height).toBeLessThanOrEqual(854);
  expect(out.decodeErrors).toBe("");

  await choose(page, clip("wide.mp4", "1280x720", 1, ["-c:v", "libx264", "-pix_fmt", "yuv420p"]));
  await page.getByLabel("Format", { exact: true }).selectOption("mp4-h264");
  await page.getByLabel("Size").selectOption("A width…");
  const width = page.getByLabel("Width (px)");
  await width.fill("1280");
  await expect(page.getByRole("alert")).toContainText(
    "Width: the video is 1280 pixels wide; type less",
  );
  await width.fill("320");
  out = await convertAndDownload(page);
  expect(out.video).toMatchObject({ codec_name: "h264", width: 320, height: 180 });
  expect(out.decodeErrors).toBe("");
});

test("Take only the sound opens the same video in the Audio Converter, which makes an MP3 of it", async ({
  page,
}) => {
  const mp4 = clip("concert.mp4", "320x240", 2, [
    ...["-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac"],
  ]);
  await choose(page, mp4);
  await page.getByRole("button", { name: "Take only the sound" }).click();
  await expect(page).toHaveURL(/\/audio-converter$/);
  const details = page.getByRole("region", { name: "Chosen file" });
  await expect(details).toContainText("concert.mp4");
  await expect(details).toContainText("48,000 Hz");
  await page.getByLabel("Format", { exact: true }).selectOption("mp3");
  await page.getByRole("button", { name: "Convert" }).click();
  const status = page.getByRole("region", { name: "Output" }).getByRole("status");
  await expect(status).toHaveText(/^concert\.mp3: .*0:02/, { timeout: 60_000 });
  const saved = await downloadFrom(page, () =>
    page.getByRole("button", { name: "Download", exact: true }).click(),
  );
  const file = outputFile(saved.name);
  writeFileSync(file, saved.bytes);
  const probe = JSON.parse(
    execFileSync("ffprobe", ["-v", "error", "-show_streams", "-of", "json", file], {
      encoding: "utf8",
    }),
  ) as Probe;
  expect(probe.streams.map((stream) => stream.codec_name)).toEqual(["mp3"]);
  expect(ffmpegDecodeErrors(file)).toBe("");
  // Handed over once: a later visit to the Audio Converter starts with no file.
  await gotoHydrated(page, "/audio-converter");
  await expect(page.getByRole("region", { name: "Chosen file" })).toHaveCount(0);
});

test("a video with no sound says so instead of offering its sound", async ({ page }) => {
  await choose(page, clip("silent.webm", "320x240", 1, ["-c:v", "libvpx", "-an"]));
  await expect(page.getByText("This video has no sound.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Take only the sound" })).toBeDisabled();
});

test("to MP4 (H.264), trimmed and without its sound", async ({ page }) => {
  await choose(page, clip("talk.webm", "320x240", 4, ["-c:v", "libvpx", "-c:a", "libopus"]));
  await page.getByLabel("Format", { exact: true }).selectOption("mp4-h264");
  await page.getByLabel("Start").fill("1");
  await page.getByLabel("End").fill("3");
  await page.getByLabel("Remove the sound").check();
  const out = await convertAndDownload(page);
  expect(out.name).toBe("talk.mp4");
  expect(out.video?.codec_name).toBe("h264");
  expect(out.audio).toBeUndefined();
  expect(Math.abs(Number(out.probe.format.duration) - 2)).toBeLessThan(0.15);
  expect(out.decodeErrors).toBe("");
});

test("a VP8 WebM to WebM (VP8) is copied without re-encoding, and the page says so", async ({
  page,
}) => {
  const source = clip("clip.webm", "320x240", 2, ["-c:v", "libvpx", "-c:a", "libopus"]);
  await choose(page, source);
  await page.getByLabel("Format", { exact: true }).selectOption("webm-vp8");
  const out = await convertAndDownload(page);
  expect(out.status).toContain("the video was copied without re-encoding (a remux)");
  // Copied: the video packets are the source's, byte for byte in size.
  expect(videoPacketSizes(out.file)).toEqual(videoPacketSizes(source));
  expect(out.name).toBe("clip-converted.webm");
  expect(out.video).toMatchObject({ codec_name: "vp8", width: 320, height: 240 });
  expect(out.audio?.codec_name).toBe("opus");
  expect(out.decodeErrors).toBe("");
});

test("bad files get a message each, and the page goes on", async ({ page }) => {
  const text = outputFile("notes.mp4");
  writeFileSync(text, "These are notes, not a video.\n".repeat(20));
  await page.getByLabel("Choose a video", { exact: true }).setInputFiles(text);
  await expect(page.getByRole("alert")).toHaveText(
    "This file is not a video this page can read (MP4, MOV, WebM, MKV and the formats the browser decodes).",
  );
  const sound = outputFile("sound.wav");
  execFileSync("ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", "sine=duration=1", sound]);
  await page.getByLabel("Choose a video", { exact: true }).setInputFiles(sound);
  await expect(page.getByRole("alert")).toHaveText(
    "This file has no video track: the Audio Converter takes it.",
  );
  await choose(page, clip("fine.webm", "160x120", 1, ["-c:v", "libvpx", "-c:a", "libopus"]));
  await expect(page.getByRole("alert")).toHaveText("");
});

test("the page fits a 360 px wide screen with a video chosen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await choose(page, clip("narrow.webm", "160x120", 1, ["-c:v", "libvpx", "-c:a", "libopus"]));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
