// /audio-converter in the browser: clips made here by ffmpeg are converted by the page, and what it
// downloads is checked by ffprobe (codec, channels, sample rate, duration) and decoded to the end
// by ffmpeg without an error.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { type Page, expect, test } from "@playwright/test";
import { getTool } from "../app/catalogue";
import { downloadFrom, ffmpegDecodeErrors, ffmpegLoudness, gotoHydrated } from "./support";

test.skip(getTool("/audio-converter").status !== "live", "/audio-converter is planned");

const PATH = "/audio-converter";
/** A file in this test's own output folder (each test has its own, whatever the worker). */
const outputFile = (name: string) => test.info().outputPath(name);

/** A clip made by ffmpeg: `seconds` of two tones (left 440 Hz, right 660 Hz). */
function clip(name: string, seconds: number, extra: string[] = []): string {
  const file = outputFile(name);
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
    `sine=frequency=660:sample_rate=44100:duration=${seconds}`,
    "-filter_complex",
    "[0:a][1:a]join=inputs=2:channel_layout=stereo[a]",
    "-map",
    "[a]",
    ...extra,
    file,
  ]);
  return file;
}

interface Probe {
  format: { format_name: string; duration: string; tags?: Record<string, string> };
  streams: {
    codec_name: string;
    codec_type: string;
    channels?: number;
    sample_rate?: string;
    disposition?: { attached_pic?: number };
  }[];
}

async function convertAndDownload(page: Page) {
  await page.getByRole("button", { name: "Convert" }).click();
  await expect(page.getByRole("region", { name: "Output" }).getByRole("status")).toHaveText(
    /: \d+(\.\d)? [KM]?B, \d+:\d\d/,
    { timeout: 60_000 },
  );
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
  // Every frame decodes: ffmpeg reports nothing at level "error".
  const decodeErrors = ffmpegDecodeErrors(file);
  const audio = probe.streams.find((stream) => stream.codec_type === "audio")!;
  return { name: saved.name, file, probe, decodeErrors, audio, status: await outputStatus(page) };
}

async function outputStatus(page: Page): Promise<string> {
  return (
    (await page.getByRole("region", { name: "Output" }).getByRole("status").textContent()) ?? ""
  );
}

async function choose(page: Page, file: string) {
  await page.getByLabel("Choose a file", { exact: true }).setInputFiles(file);
  await expect(page.getByRole("region", { name: "Chosen file" })).toContainText("Duration");
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("a WAV is read, shown, and converted to MP3, Opus, FLAC and WAV that ffprobe confirms", async ({
  page,
}) => {
  const wav = clip("tones.wav", 4);
  await choose(page, wav);
  const details = page.getByRole("region", { name: "Chosen file" });
  await expect(details).toContainText("0:04");
  await expect(details).toContainText("44,100 Hz");
  await expect(details).toContainText("2 (stereo)");
  for (const [format, codec, formatName] of [
    ["mp3", "mp3", "mp3"],
    ["ogg-opus", "opus", "ogg"],
    ["flac", "flac", "flac"],
    ["wav", "pcm_s16le", "wav"],
  ]) {
    await page.getByLabel("Format", { exact: true }).selectOption(format);
    const out = await convertAndDownload(page);
    expect(out.audio.codec_name).toBe(codec);
    expect(out.probe.format.format_name).toContain(formatName);
    expect(out.audio.channels).toBe(2);
    expect(Math.abs(Number(out.probe.format.duration) - 4)).toBeLessThan(0.1);
    expect(out.decodeErrors).toBe("");
  }
});

test("trim, mono and a sample rate reach the file", async ({ page }) => {
  await choose(page, clip("long.wav", 6));
  await page.getByLabel("Format", { exact: true }).selectOption("mp3");
  await page.getByLabel("Channels").selectOption("1");
  await page.getByLabel("Sample rate").selectOption("22050");
  await page.getByLabel("Start", { exact: true }).fill("1");
  await page.getByLabel("End", { exact: true }).fill("0:03.5");
  const out = await convertAndDownload(page);
  expect(out.name).toBe("long.mp3");
  expect(out.audio.channels).toBe(1);
  expect(out.audio.sample_rate).toBe("22050");
  expect(Math.abs(Number(out.probe.format.duration) - 2.5)).toBeLessThan(0.1);
});

test("the waveform is drawn, and its handles trim by keyboard and by dragging", async ({
  page,
}) => {
  await choose(page, clip("handles.wav", 6));
  const trim = page.getByRole("region", { name: "Trim" });
  await expect(trim.locator("svg[preserveAspectRatio=none] path")).toHaveAttribute("d", /^M0\.5 /, {
    timeout: 20_000,
  });
  await expect(page.getByRole("region", { name: "Chosen file" })).toContainText(/Loudness.*LUFS/);
  const start = trim.getByRole("slider", { name: "Trim start" });
  const end = trim.getByRole("slider", { name: "Trim end" });
  await expect(end).toHaveAttribute("aria-valuenow", "6");
  await start.focus();
  await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByLabel("Start", { exact: true })).toHaveValue("0:02.1");
  await expect(start).toHaveAttribute("aria-valuetext", "0:02.1");
  // Dragging the end handle to three quarters of the width: 4.5 s. The waveform in the middle of
  // the window first, as a user would have it: at the bottom, the offline notice lies over its end.
  await end.evaluate((handle) => handle.scrollIntoView({ block: "center" }));
  const box = (await trim.locator("div.relative").first().boundingBox())!;
  const endBox = (await end.boundingBox())!;
  await page.mouse.move(endBox.x + endBox.width / 2, endBox.y + endBox.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByLabel("End", { exact: true })).toHaveValue("0:04.5");
  // Typing moves the handle too.
  await page.getByLabel("Start", { exact: true }).fill("1");
  await expect(start).toHaveAttribute("aria-valuenow", "1");
  await page.getByLabel("Format", { exact: true }).selectOption("flac");
  const out = await convertAndDownload(page);
  expect(Math.abs(Number(out.probe.format.duration) - 3.5)).toBeLessThan(0.1);
});

test("Play plays the kept part only: from the trim's start, stopping by itself at its end", async ({
  page,
}) => {
  await choose(page, clip("preview.wav", 6));
  await page.getByLabel("Start", { exact: true }).fill("2");
  await page.getByLabel("End", { exact: true }).fill("3.5");
  const trim = page.getByRole("region", { name: "Trim" });
  const position = trim.getByText(/^Playing /);
  await trim.getByRole("button", { name: "Play the kept part" }).click();
  await expect(trim.getByRole("button", { name: "Stop" })).toBeVisible();
  // The position shown moves on within the kept part, then playing stops at its end.
  await expect(position).toHaveText(/^Playing 0:0(2\.[1-9]|3(\.\d)?) of 0:02–0:03\.5$/, {
    timeout: 5_000,
  });
  const started = Date.now();
  await expect(trim.getByRole("button", { name: "Play the kept part" })).toBeVisible({
    timeout: 5_000,
  });
  expect(Date.now() - started).toBeLessThan(2_500);
  await expect(position).toHaveCount(0);
  // Stop stops at once.
  await trim.getByRole("button", { name: "Play the kept part" }).click();
  await trim.getByRole("button", { name: "Stop" }).click();
  await expect(trim.getByRole("button", { name: "Play the kept part" })).toBeVisible();
  await expect(position).toHaveCount(0);
  await expect(trim.getByRole("status")).toHaveText("");
});

test("loudness normalisation brings a quiet file to the target, as ffmpeg measures it", async ({
  page,
}) => {
  const quiet = outputFile("quiet.wav");
  execFileSync("ffmpeg", [
    "-v",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=440:sample_rate=44100:duration=5,volume=-24dB",
    "-ac",
    "2",
    quiet,
  ]);
  const before = ffmpegLoudness(quiet);
  expect(before).toBeLessThan(-25);
  await choose(page, quiet);
  await page.getByLabel("Format", { exact: true }).selectOption("flac");
  await page.getByLabel("Loudness").selectOption("-16");
  const out = await convertAndDownload(page);
  expect(out.status).toMatch(/loudness -\d+\.\d LUFS → -16\.0 LUFS \(\+\d+\.\d dB\)/);
  expect(Math.abs(ffmpegLoudness(out.file) + 16)).toBeLessThan(0.2);
  expect(out.decodeErrors).toBe("");
});

test("a 5.1 and a 5.0 file mixed to stereo keep their centre and surrounds, at the loudness asked", async ({
  page,
}) => {
  // Dialogue-like sound in the centre and a surround only: a mix that dropped them would be silent,
  // and a loudness measured on the front pair alone would find nothing to bring up.
  for (const [layout, expression] of [
    ["5.1", "0|0|0.05*sin(2*PI*440*t)|0.3*sin(2*PI*50*t)|0.03*sin(2*PI*880*t)|0"],
    ["5.0", "0|0|0.05*sin(2*PI*440*t)|0|0.03*sin(2*PI*880*t)"],
  ]) {
    const surround = outputFile(`surround-${layout}.wav`);
    execFileSync("ffmpeg", [
      ...["-v", "error", "-y", "-f", "lavfi"],
      ...["-i", `aevalsrc=${expression}:c=${layout}:s=48000:d=4`, surround],
    ]);
    await choose(page, surround);
    await page.getByLabel("Format", { exact: true }).selectOption("flac");
    await page.getByLabel("Channels").selectOption("2");
    await page.getByLabel("Loudness").selectOption("-16");
    const out = await convertAndDownload(page);
    expect(out.audio.channels).toBe(2);
    expect(out.status).toMatch(/→ -16\.0 LUFS/);
    expect(
      Math.abs(ffmpegLoudness(out.file) + 16),
      `${layout}: the result's loudness`,
    ).toBeLessThan(0.3);
    expect(out.decodeErrors).toBe("");
  }
});

test("a 5.1 file to MP3 (two channels at most) is mixed to stereo at its own rate, and says so", async ({
  page,
}) => {
  const surround = outputFile("film-5.1.wav");
  execFileSync("ffmpeg", [
    ...["-v", "error", "-y", "-f", "lavfi"],
    ...["-i", "aevalsrc=0|0|0.05*sin(2*PI*440*t)|0|0.03*sin(2*PI*880*t)|0:c=5.1:s=44100:d=3"],
    surround,
  ]);
  await choose(page, surround);
  // MP3 is offered once its test encode (of a stereo mix, as the conversion makes) has passed.
  await expect(page.getByRole("region", { name: "Chosen file" })).toContainText(/LUFS/);
  await page.getByLabel("Format", { exact: true }).selectOption("mp3");
  await page.getByLabel("Loudness").selectOption("-16");
  const out = await convertAndDownload(page);
  expect(out.status).toContain("mixed to stereo: this format takes at most two channels");
  expect(out.audio.channels).toBe(2);
  // Left to mediabunny, the mix was made at 48 kHz whatever the input's rate.
  expect(out.audio.sample_rate).toBe("44100");
  expect(Math.abs(ffmpegLoudness(out.file) + 16)).toBeLessThan(0.5);
  expect(out.decodeErrors).toBe("");
});

test("tags are copied, or edited with a new cover, as ffprobe reads them", async ({ page }) => {
  const tagged = clip("tagged.wav", 2, [
    "-metadata",
    "title=Morning",
    "-metadata",
    "artist=The Testers",
    "-metadata",
    "album=Fixtures",
  ]);
  const cover = outputFile("cover.png");
  execFileSync("ffmpeg", [
    "-v",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    "color=red:s=64x64",
    "-frames:v",
    "1",
    cover,
  ]);
  await choose(page, tagged);
  const tags = page.getByRole("region", { name: "Tags" });
  await expect(tags.getByLabel("Title")).toHaveValue("Morning");
  await expect(tags.getByLabel("Artist")).toHaveValue("The Testers");
  await page.getByLabel("Format", { exact: true }).selectOption("mp3");
  const copied = await convertAndDownload(page);
  expect(copied.probe.format.tags).toMatchObject({
    title: "Morning",
    artist: "The Testers",
    album: "Fixtures",
  });
  await tags.getByLabel("Title").fill("Evening");
  await tags.getByLabel("Album").fill("");
  await tags.getByLabel("Cover picture file").setInputFiles(cover);
  await expect(tags.getByRole("img", { name: "Cover picture" })).toBeVisible();
  const edited = await convertAndDownload(page);
  expect(edited.probe.format.tags).toMatchObject({ title: "Evening", artist: "The Testers" });
  expect(edited.probe.format.tags?.album).toBeUndefined();
  const picture = edited.probe.streams.find((stream) => stream.disposition?.attached_pic === 1);
  expect(picture?.codec_name).toBe("png");
  await tags.getByRole("button", { name: "Remove the cover" }).click();
  const bare = await convertAndDownload(page);
  expect(bare.probe.streams.some((stream) => stream.disposition?.attached_pic === 1)).toBe(false);
});

test("the sound of a video is taken out", async ({ page }) => {
  const video = outputFile("video.webm");
  execFileSync("ffmpeg", [
    "-v",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    "testsrc=size=160x120:rate=10:duration=3",
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=440:sample_rate=48000:duration=3",
    "-c:v",
    "libvpx",
    "-c:a",
    "libopus",
    "-shortest",
    video,
  ]);
  await choose(page, video);
  await expect(page.getByRole("region", { name: "Chosen file" })).toContainText(
    "present: only the sound is converted",
  );
  await page.getByLabel("Format", { exact: true }).selectOption("mp3");
  const out = await convertAndDownload(page);
  expect(out.probe.streams.map((stream) => stream.codec_type)).toEqual(["audio"]);
  expect(out.audio.codec_name).toBe("mp3");
  expect(Math.abs(Number(out.probe.format.duration) - 3)).toBeLessThan(0.15);
});

test("bad files get a message each, and the page goes on", async ({ page }) => {
  const text = outputFile("notes.mp4");
  writeFileSync(text, "These are notes, not a video.\n".repeat(20));
  await page.getByLabel("Choose a file", { exact: true }).setInputFiles(text);
  await expect(page.getByRole("alert")).toHaveText(
    "This file is not audio or video this page can read (MP3, AAC/M4A, Opus/Ogg, Vorbis, FLAC, WAV, MP4, MOV, WebM, MKV).",
  );
  const empty = outputFile("empty.wav");
  writeFileSync(empty, "");
  await page.getByLabel("Choose a file", { exact: true }).setInputFiles(empty);
  await expect(page.getByRole("alert")).toHaveText("This file is empty.");
  const wav = clip("fine.wav", 1);
  const cut = outputFile("cut.wav");
  writeFileSync(cut, readFileSync(wav).subarray(0, 30));
  await page.getByLabel("Choose a file", { exact: true }).setInputFiles(cut);
  await expect(page.getByRole("alert")).not.toHaveText("");
  await choose(page, wav);
  await expect(page.getByRole("alert")).toHaveText("");
});

test("the formats this browser cannot make are named, with the reason", async ({ page }) => {
  await choose(page, clip("any.wav", 1));
  const missing = page.getByRole("list", { name: "Formats this browser cannot make" });
  // Debian's Chromium has no AAC encoder; a browser that has one lists nothing here.
  const aac = await page
    .getByLabel("Format", { exact: true })
    .locator("option", { hasText: "AAC (M4A)" })
    .count();
  if (aac === 0) await expect(missing).toContainText("AAC (M4A): this browser has no AAC encoder");
});

test("the page fits a 360 px wide screen with a file chosen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await choose(page, clip("small.wav", 1));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
