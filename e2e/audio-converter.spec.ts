// /audio-converter in the browser: clips made here by ffmpeg (short and small: a second of sound
// takes the same path through the page as an hour) are converted by the page, and what it
// downloads is checked by ffprobe (codec, channels, sample rate, duration) and decoded to the end
// by ffmpeg without an error. Tests that can share a page visit do.
import { readFileSync, writeFileSync } from "node:fs";
import { type Page, expect, test } from "@playwright/test";
import { getTool } from "../app/catalogue";
import {
  convertAndDownload,
  ffmpegClip,
  outputFile,
  outputStatus,
  storedOutputs,
} from "./media-clips";
import { ffmpegLoudness, gotoHydrated, reloadHydrated } from "./support";

test.skip(getTool("/audio-converter").status !== "live", "/audio-converter is planned");

const PATH = "/audio-converter";

/** `seconds` of two tones (left 440 Hz, right 660 Hz) at `rate`, made once by ffmpeg. */
function twoTones(name: string, seconds: number, extra: string[] = [], rate = 44100): string {
  return ffmpegClip(name, [
    ...["-f", "lavfi", "-i", `sine=frequency=440:sample_rate=${rate}:duration=${seconds}`],
    ...["-f", "lavfi", "-i", `sine=frequency=660:sample_rate=${rate}:duration=${seconds}`],
    ...["-filter_complex", "[0:a][1:a]join=inputs=2:channel_layout=stereo[a]", "-map", "[a]"],
    ...extra,
  ]);
}

/** Channels of a layout with an expression each (aevalsrc), `seconds` long at `rate`. */
const surround = (
  name: string,
  expression: string,
  layout: string,
  rate: number,
  seconds: number,
) =>
  ffmpegClip(name, [
    "-f",
    "lavfi",
    "-i",
    `aevalsrc=${expression}:c=${layout}:s=${rate}:d=${seconds}`,
  ]);

async function choose(page: Page, file: string) {
  await page.getByLabel("Choose a file", { exact: true }).setInputFiles(file);
  await expect(page.getByRole("region", { name: "Chosen file" })).toContainText("Duration");
}

const format = (page: Page) => page.getByLabel("Format", { exact: true });
const duration = (out: { probe: { format: { duration: string } } }) =>
  Number(out.probe.format.duration);
/** The audio's bit rate in kbit/s, as ffprobe reads it. */
const bitrate = (out: { audio?: { bit_rate?: string } }) => Number(out.audio?.bit_rate) / 1000;

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("a WAV is read and converted to MP3, Opus, FLAC and WAV; bit rate, trim, mono and a sample rate reach the file; a video's sound is taken out", async ({
  page,
}) => {
  await choose(page, twoTones("tones.wav", 2));
  const details = page.getByRole("region", { name: "Chosen file" });
  await expect(details).toContainText("0:02");
  await expect(details).toContainText("44,100 Hz");
  await expect(details).toContainText("2 (stereo)");
  for (const [target, codec, formatName] of [
    ["mp3", "mp3", "mp3"],
    ["ogg-opus", "opus", "ogg"],
    ["flac", "flac", "flac"],
    ["wav", "pcm_s16le", "wav"],
  ]) {
    await format(page).selectOption(target);
    const out = await convertAndDownload(page);
    expect(out.audio?.codec_name).toBe(codec);
    expect(out.probe.format.format_name).toContain(formatName);
    expect(out.audio?.channels).toBe(2);
    expect(Math.abs(duration(out) - 2)).toBeLessThan(0.1);
    expect(out.decodeErrors).toBe("");
    // The default bit rate, as asked (ffprobe reads it from the size, within a percent or two).
    if (codec === "mp3") expect(bitrate(out)).toBeCloseTo(192, -1);
  }

  await format(page).selectOption("mp3");
  await page.getByLabel("Bit rate").selectOption("64");
  await page.getByLabel("Channels").selectOption("1");
  await page.getByLabel("Sample rate").selectOption("22050");
  await page.getByLabel("Start", { exact: true }).fill("0.5");
  await page.getByLabel("End", { exact: true }).fill("0:01.5");
  const cut = await convertAndDownload(page);
  expect(cut.name).toBe("tones.mp3");
  expect(cut.audio).toMatchObject({ channels: 1, sample_rate: "22050" });
  expect(bitrate(cut)).toBeCloseTo(64, -1);
  expect(Math.abs(duration(cut) - 1)).toBeLessThan(0.1);

  const video = ffmpegClip("video.webm", [
    ...["-f", "lavfi", "-i", "testsrc=size=160x90:rate=5:duration=1"],
    ...["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000:duration=1"],
    ...["-c:v", "libvpx", "-b:v", "50k", "-c:a", "libopus", "-shortest"],
  ]);
  await page.getByLabel("Start", { exact: true }).fill("");
  await page.getByLabel("End", { exact: true }).fill("");
  await choose(page, video);
  await expect(details).toContainText("present: only the sound is converted");
  const sound = await convertAndDownload(page);
  expect(sound.probe.streams.map((stream) => stream.codec_type)).toEqual(["audio"]);
  expect(sound.audio?.codec_name).toBe("mp3");
  expect(Math.abs(duration(sound) - 1)).toBeLessThan(0.15);
});

test("the waveform is drawn, its handles trim by keyboard and by dragging, and Play plays the kept part only", async ({
  page,
}) => {
  await choose(page, twoTones("handles.wav", 4, [], 8000));
  const trim = page.getByRole("region", { name: "Trim" });
  await expect(trim.locator("svg[preserveAspectRatio=none] path")).toHaveAttribute("d", /^M0\.5 /, {
    timeout: 20_000,
  });
  await expect(page.getByRole("region", { name: "Chosen file" })).toContainText(/Loudness.*LUFS/);
  const start = trim.getByRole("slider", { name: "Trim start" });
  const end = trim.getByRole("slider", { name: "Trim end" });
  await expect(end).toHaveAttribute("aria-valuenow", "4");
  await start.focus();
  await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByLabel("Start", { exact: true })).toHaveValue("0:02.1");
  await expect(start).toHaveAttribute("aria-valuetext", "0:02.1");
  // Dragging the end handle to three quarters of the width: 3 s. The waveform in the middle of
  // the window first, as a user would have it: at the bottom, the offline notice lies over its end.
  await end.evaluate((handle) => handle.scrollIntoView({ block: "center" }));
  const box = (await trim.locator("div.relative").first().boundingBox())!;
  const endBox = (await end.boundingBox())!;
  await page.mouse.move(endBox.x + endBox.width / 2, endBox.y + endBox.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByLabel("End", { exact: true })).toHaveValue("0:03");
  // Typing moves the handle too.
  await page.getByLabel("Start", { exact: true }).fill("1");
  await expect(start).toHaveAttribute("aria-valuenow", "1");
  await format(page).selectOption("flac");
  const out = await convertAndDownload(page);
  expect(Math.abs(duration(out) - 2)).toBeLessThan(0.1);

  // Play plays the kept part only: from the trim's start, stopping by itself at its end.
  await page.getByLabel("Start", { exact: true }).fill("2");
  await page.getByLabel("End", { exact: true }).fill("3.5");
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

test("loudness normalisation reaches the target as ffmpeg measures it, surround mixed to stereo keeps its centre and surrounds, and 5.1 to MP3 is mixed at its own rate", async ({
  page,
}) => {
  const quiet = ffmpegClip("quiet.wav", [
    ...["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=22050:duration=1.5,volume=-24dB"],
    ...["-ac", "2"],
  ]);
  expect(ffmpegLoudness(quiet)).toBeLessThan(-25);
  await choose(page, quiet);
  await format(page).selectOption("flac");
  await page.getByLabel("Loudness").selectOption("-16");
  const out = await convertAndDownload(page);
  expect(out.status).toMatch(/loudness -\d+\.\d LUFS → -16\.0 LUFS \(\+\d+\.\d dB\)/);
  expect(Math.abs(ffmpegLoudness(out.file) + 16)).toBeLessThan(0.2);
  expect(out.decodeErrors).toBe("");

  // Dialogue-like sound in the centre and a surround only: a mix that dropped them would be silent,
  // and a loudness measured on the front pair alone would find nothing to bring up.
  await page.getByLabel("Channels").selectOption("2");
  for (const [layout, expression] of [
    ["5.1", "0|0|0.05*sin(2*PI*440*t)|0.3*sin(2*PI*50*t)|0.03*sin(2*PI*880*t)|0"],
    ["5.0", "0|0|0.05*sin(2*PI*440*t)|0|0.03*sin(2*PI*880*t)"],
  ]) {
    await choose(page, surround(`surround-${layout}.wav`, expression, layout, 16000, 1.5));
    const mixed = await convertAndDownload(page);
    expect(mixed.audio?.channels).toBe(2);
    expect(mixed.status).toMatch(/→ -16\.0 LUFS/);
    expect(Math.abs(ffmpegLoudness(mixed.file) + 16), `${layout}: its loudness`).toBeLessThan(0.3);
    expect(mixed.decodeErrors).toBe("");
  }

  await page.getByLabel("Channels").selectOption("keep");
  const film = surround(
    "film-5.1.wav",
    "0|0|0.05*sin(2*PI*440*t)|0|0.03*sin(2*PI*880*t)|0",
    "5.1",
    44100,
    1.5,
  );
  await choose(page, film);
  // MP3 is offered once its test encode (of a stereo mix, as the conversion makes) has passed.
  await expect(page.getByRole("region", { name: "Chosen file" })).toContainText(/LUFS/);
  await format(page).selectOption("mp3");
  const mp3 = await convertAndDownload(page);
  expect(mp3.status).toContain("mixed to stereo: this format takes at most two channels");
  expect(mp3.audio?.channels).toBe(2);
  // Left to mediabunny, the mix was made at 48 kHz whatever the input's rate.
  expect(mp3.audio?.sample_rate).toBe("44100");
  expect(Math.abs(ffmpegLoudness(mp3.file) + 16)).toBeLessThan(0.5);
  expect(mp3.decodeErrors).toBe("");
});

test("tags are copied, or edited with a new cover, as ffprobe reads them; an MP3's cover is copied once", async ({
  page,
}) => {
  const pictures = (out: { probe: { streams: { disposition?: { attached_pic?: number } }[] } }) =>
    out.probe.streams.filter((stream) => stream.disposition?.attached_pic === 1).length;
  // An MP3 with a cover, to MP3 with no change: the tags are copied as they are, the picture once.
  const covered = ffmpegClip("covered.mp3", [
    ...["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=22050:duration=1"],
    ...["-f", "lavfi", "-i", "color=red:s=32x32:d=1", "-map", "0:a", "-map", "1:v"],
    ...["-frames:v", "1", "-c:a", "libmp3lame", "-c:v", "png", "-disposition:v", "attached_pic"],
    ...["-id3v2_version", "3", "-metadata", "title=Night"],
  ]);
  await choose(page, covered);
  await format(page).selectOption("mp3");
  const copiedPicture = await convertAndDownload(page);
  expect(pictures(copiedPicture)).toBe(1);
  expect(copiedPicture.probe.format.tags).toMatchObject({ title: "Night" });

  const tagged = twoTones("tagged.wav", 1, [
    ...["-metadata", "title=Morning", "-metadata", "artist=The Testers"],
    ...["-metadata", "album=Fixtures"],
  ]);
  const cover = ffmpegClip("cover.png", [
    ...["-f", "lavfi", "-i", "color=red:s=64x64", "-frames:v", "1", "-update", "1"],
  ]);
  await choose(page, tagged);
  const tags = page.getByRole("region", { name: "Tags" });
  await expect(tags.getByLabel("Title")).toHaveValue("Morning");
  await expect(tags.getByLabel("Artist")).toHaveValue("The Testers");
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
  expect(pictures(edited)).toBe(1);
  await tags.getByRole("button", { name: "Remove the cover" }).click();
  const bare = await convertAndDownload(page);
  expect(pictures(bare)).toBe(0);
});

test("bad files get a message each, the formats this browser cannot make are named with the reason, and the page fits a 360 px screen", async ({
  page,
}) => {
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
  const wav = twoTones("fine.wav", 1, [], 8000);
  const cut = outputFile("cut.wav");
  writeFileSync(cut, readFileSync(wav).subarray(0, 30));
  await page.getByLabel("Choose a file", { exact: true }).setInputFiles(cut);
  await expect(page.getByRole("alert")).not.toHaveText("");
  await choose(page, wav);
  await expect(page.getByRole("alert")).toHaveText("");

  const missing = page.getByRole("list", { name: "Formats this browser cannot make" });
  // Debian's Chromium has no AAC encoder; a browser that has one lists nothing here.
  const aac = await format(page).locator("option", { hasText: "AAC (M4A)" }).count();
  if (aac === 0) await expect(missing).toContainText("AAC (M4A): this browser has no AAC encoder");

  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("a change of setting while converting stops the conversion and says so; the converted file leaves the browser's storage on Clear, when the page is left, and after a reload mid-conversion", async ({
  page,
}) => {
  // A result an earlier visit left behind (its page load is gone: no lock holds it) goes when a
  // media page opens.
  await page.evaluate(async () => {
    const root = await navigator.storage.getDirectory();
    await root.getFileHandle("bytesmith-output-media-gone-1-1700000000000", { create: true });
  });
  await gotoHydrated(page, PATH);
  await expect.poll(() => storedOutputs(page)).toEqual([]);

  // Long enough to be still converting when the setting changes: the first conversion of a page
  // starts its worker and encoder, and the change comes as soon as the page says it converts.
  const long = twoTones("long.wav", 20, [], 22050);
  await choose(page, long);
  await format(page).selectOption("mp3");
  await page.getByRole("button", { name: "Convert" }).click();
  await expect(outputStatus(page)).toHaveText(/^Converting…/);
  await page.getByLabel("Bit rate").selectOption("96");
  await expect(outputStatus(page)).toHaveText(
    /^A setting changed, so the conversion stopped \d+ % of the way: press Convert \(Ctrl\+Enter\) to convert with the new settings\.$/,
  );
  // Converting again with the new settings finishes; the result waits in the browser's storage
  // until Clear.
  await convertAndDownload(page);
  await expect(page.getByText("The converted file waits on this device")).toContainText(
    "until you convert again, press Clear or leave this page",
  );
  expect(await storedOutputs(page)).toHaveLength(1);
  await page.getByRole("button", { name: "Clear" }).click();
  await expect.poll(() => storedOutputs(page)).toEqual([]);

  // Left for another page of the site (in the app, no reload), then back.
  await choose(page, twoTones("kept.wav", 1, [], 8000));
  await convertAndDownload(page);
  expect(await storedOutputs(page)).toHaveLength(1);
  await page.evaluate(() => {
    history.pushState(null, "", "/json-formatter");
    dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Audio Converter");
  await expect.poll(() => storedOutputs(page)).toEqual([]);
  await gotoHydrated(page, PATH);
  expect(await storedOutputs(page)).toEqual([]);

  // Left out of the app (a full navigation, pagehide): removed before any media page opens again.
  await choose(page, twoTones("kept.wav", 1, [], 8000));
  await convertAndDownload(page);
  expect(await storedOutputs(page)).toHaveLength(1);
  await page.goto("/robots.txt");
  await expect.poll(() => storedOutputs(page)).toEqual([]);
  await gotoHydrated(page, PATH);

  // A reload in the middle of a conversion: the half-written file goes at the next visit.
  await choose(page, long);
  await format(page).selectOption("flac");
  await page.getByRole("button", { name: "Convert" }).click();
  await expect(outputStatus(page)).toHaveText(/^Converting…/);
  await reloadHydrated(page);
  await expect.poll(() => storedOutputs(page), { timeout: 10_000 }).toEqual([]);
});
