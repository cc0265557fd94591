// /video-converter in the browser: clips made here by ffmpeg (a second of a small picture takes the
// same path through the page as a long film) are converted by the page, and what it downloads is
// checked by ffprobe (container, codecs, size, duration) and decoded to the end by ffmpeg without
// an error. Tests that can share a page visit do.
import { execFileSync } from "node:child_process";
import { statSync, writeFileSync } from "node:fs";
import { type Page, expect, test } from "@playwright/test";
import { getTool } from "../app/catalogue";
import { convertAndDownload, ffmpegClip, ffprobe, outputFile, outputStatus } from "./media-clips";
import { downloadFrom, ffmpegDecodeErrors, gotoHydrated } from "./support";

test.skip(getTool("/video-converter").status !== "live", "/video-converter is planned");

const PATH = "/video-converter";

/** ffmpeg's test pattern with a tone, `seconds` long at `rate` fps, `codecs` as ffmpeg arguments. */
function clip(
  name: string,
  size: string,
  seconds: number,
  codecs: string[],
  { rate = 5, pattern = "testsrc" } = {},
): string {
  return ffmpegClip(name, [
    ...["-f", "lavfi", "-i", `${pattern}=size=${size}:rate=${rate}:duration=${seconds}`],
    ...["-f", "lavfi", "-i", `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
    ...codecs,
    "-shortest",
  ]);
}

const H264_AAC = ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac"];
const VP8_OPUS = ["-c:v", "libvpx", "-b:v", "100k", "-c:a", "libopus"];

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

const format = (page: Page) => page.getByLabel("Format", { exact: true });
const sizes = (page: Page) => page.getByLabel("Size").locator("option").allTextContents();
const duration = (out: { probe: { format: { duration: string } } }) =>
  Number(out.probe.format.duration);

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("a 360p H.264 MP4 is offered every smaller p size, becomes a 240p WebM (VP9 and Opus), and at Low a file smaller than itself", async ({
  page,
}) => {
  // A detailed picture at a generous rate, as a phone records: a re-encode at Low must come out
  // smaller (the bit rate followed the encoder's guide and the source's own, not a fixed table).
  const mp4 = clip("phone.mp4", "640x360", 1, [...H264_AAC, "-crf", "16"], {
    rate: 15,
    pattern: "testsrc2",
  });
  await choose(page, mp4);
  const details = page.getByRole("region", { name: "Chosen file" });
  await expect(details).toContainText("640 × 360");
  await expect(details).toContainText("0:01");
  expect(await sizes(page)).toEqual(["As the input", "240p", "144p", "A width…"]);
  await format(page).selectOption("webm-vp9");
  await page.getByLabel("Size").selectOption("240");
  const out = await convertAndDownload(page);
  expect(out.name).toBe("phone.webm");
  expect(out.probe.format.format_name).toContain("webm");
  expect(out.video).toMatchObject({ codec_name: "vp9", height: 240 });
  expect(out.video!.width).toBeGreaterThanOrEqual(426);
  expect(out.video!.width).toBeLessThanOrEqual(428);
  expect(out.audio?.codec_name).toBe("opus");
  expect(Math.abs(duration(out) - 1)).toBeLessThan(0.15);
  expect(out.decodeErrors).toBe("");

  await page.getByLabel("Size").selectOption("0");
  await page.getByLabel("Quality").selectOption("low");
  const low = await convertAndDownload(page);
  expect(low.video).toMatchObject({ codec_name: "vp9", width: 640, height: 360 });
  expect(low.bytes).toBeLessThan(statSync(mp4).size);
  expect(low.status).not.toContain("larger than the input");
  expect(low.decodeErrors).toBe("");
});

test("an upright phone video keeps its p size on the short side, and a typed width is kept", async ({
  page,
}) => {
  // Phones store an upright video as a landscape one turned by 90° in its metadata.
  const upright = ffmpegClip("upright.mp4", [
    "-i",
    clip("upright-source.mp4", "320x180", 1, H264_AAC),
    ...["-c", "copy", "-metadata:s:v:0", "rotate=90"],
  ]);
  await choose(page, upright);
  await expect(page.getByRole("region", { name: "Chosen file" })).toContainText("180 × 320");
  // The short side is 180: 144p is the one smaller size.
  expect(await sizes(page)).toEqual(["As the input", "144p", "A width…"]);
  await format(page).selectOption("webm-vp9");
  await page.getByLabel("Size").selectOption("144");
  let out = await convertAndDownload(page);
  expect(out.video).toMatchObject({ codec_name: "vp9", width: 144, height: 256 });
  expect(out.decodeErrors).toBe("");

  await choose(page, clip("wide.mp4", "320x180", 1, ["-c:v", "libx264", "-pix_fmt", "yuv420p"]));
  await format(page).selectOption("mp4-h264");
  await page.getByLabel("Size").selectOption("A width…");
  const width = page.getByLabel("Width (px)");
  await width.fill("320");
  await expect(page.getByRole("alert")).toContainText(
    "Width: the video is 320 pixels wide; type less",
  );
  await width.fill("160");
  out = await convertAndDownload(page);
  expect(out.video).toMatchObject({ codec_name: "h264", width: 160, height: 90 });
  expect(out.decodeErrors).toBe("");
});

test("Take only the sound opens the same video in the Audio Converter, which makes an MP3 of it", async ({
  page,
}) => {
  await choose(page, clip("concert.mp4", "160x90", 1, H264_AAC));
  await page.getByRole("button", { name: "Take only the sound" }).click();
  await expect(page).toHaveURL(/\/audio-converter$/);
  const details = page.getByRole("region", { name: "Chosen file" });
  await expect(details).toContainText("concert.mp4");
  await expect(details).toContainText("48,000 Hz");
  await format(page).selectOption("mp3");
  await page.getByRole("button", { name: "Convert" }).click();
  await expect(outputStatus(page)).toHaveText(/^concert\.mp3: .*0:01/, { timeout: 60_000 });
  const saved = await downloadFrom(page, () =>
    page.getByRole("button", { name: "Download", exact: true }).click(),
  );
  const file = outputFile(saved.name);
  writeFileSync(file, saved.bytes);
  expect(ffprobe(file).streams.map((stream) => stream.codec_name)).toEqual(["mp3"]);
  expect(ffmpegDecodeErrors(file)).toBe("");
  // Handed over once: a later visit to the Audio Converter starts with no file.
  await gotoHydrated(page, "/audio-converter");
  await expect(page.getByRole("region", { name: "Chosen file" })).toHaveCount(0);
});

test("to MP4 (H.264), trimmed and without its sound; a VP8 WebM to WebM (VP8) is copied without re-encoding, and the page says so", async ({
  page,
}) => {
  const source = clip("talk.webm", "160x90", 2, VP8_OPUS);
  await choose(page, source);
  await format(page).selectOption("mp4-h264");
  await page.getByLabel("Start").fill("0.5");
  await page.getByLabel("End").fill("1.5");
  await page.getByLabel("Remove the sound").check();
  const out = await convertAndDownload(page);
  expect(out.name).toBe("talk.mp4");
  expect(out.video?.codec_name).toBe("h264");
  expect(out.audio).toBeUndefined();
  expect(Math.abs(duration(out) - 1)).toBeLessThan(0.25);
  expect(out.decodeErrors).toBe("");

  await page.getByLabel("Start").fill("");
  await page.getByLabel("End").fill("");
  await page.getByLabel("Remove the sound").uncheck();
  await format(page).selectOption("webm-vp8");
  const copied = await convertAndDownload(page);
  expect(copied.status).toContain("the video was copied without re-encoding (a remux)");
  // Copied: the video packets are the source's, byte for byte in size.
  expect(videoPacketSizes(copied.file)).toEqual(videoPacketSizes(source));
  expect(copied.name).toBe("talk-converted.webm");
  expect(copied.video).toMatchObject({ codec_name: "vp8", width: 160, height: 90 });
  expect(copied.audio?.codec_name).toBe("opus");
  expect(copied.decodeErrors).toBe("");
});

test("bad files get a message each, a video with no sound says so, the page fits a 360 px screen, and a change of setting while converting stops the conversion and says so", async ({
  page,
}) => {
  const text = outputFile("notes.mp4");
  writeFileSync(text, "These are notes, not a video.\n".repeat(20));
  await page.getByLabel("Choose a video", { exact: true }).setInputFiles(text);
  await expect(page.getByRole("alert")).toHaveText(
    "This file is not a video this page can read (MP4, MOV, WebM, MKV and the formats the browser decodes).",
  );
  const sound = ffmpegClip("sound.wav", ["-f", "lavfi", "-i", "sine=duration=1"]);
  await page.getByLabel("Choose a video", { exact: true }).setInputFiles(sound);
  await expect(page.getByRole("alert")).toHaveText(
    "This file has no video track: the Audio Converter takes it.",
  );
  await choose(page, clip("silent.webm", "160x90", 1, ["-c:v", "libvpx", "-an"]));
  await expect(page.getByRole("alert")).toHaveText("");
  await expect(page.getByText("This video has no sound.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Take only the sound" })).toBeDisabled();

  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Long enough to be still converting when the setting changes.
  await choose(
    page,
    clip("long.mp4", "640x360", 4, ["-c:v", "libx264", "-preset", "ultrafast", "-an"], {
      rate: 30,
    }),
  );
  await format(page).selectOption("webm-vp9");
  await page.getByRole("button", { name: "Convert" }).click();
  await expect(outputStatus(page)).toHaveText(/^Converting…/);
  await page.getByLabel("Quality").selectOption("low");
  await expect(outputStatus(page)).toHaveText(
    /^A setting changed, so the conversion stopped \d+ % of the way: press Convert \(Ctrl\+Enter\) to convert with the new settings\.$/,
  );
});
