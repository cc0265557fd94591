// The media browser tests' inputs and checks: clips made by Debian's ffmpeg, each once (a clip
// several tests use is made by the first and read by the others, whichever worker runs them), and
// what ffprobe reads of a result, and the page's converted files in the browser's private storage.
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Page, expect, test } from "@playwright/test";
import { downloadFrom, ffmpegDecodeErrors } from "./support";

/** Made clips, by a hash of the ffmpeg arguments that make them: the same arguments, the same file. */
const CLIPS = path.join(os.tmpdir(), "bytesmith-e2e-media-clips");

/**
 * The file ffmpeg makes with `args` (inputs and options, no output), named `name` to the page: made
 * once, then reused. Written under a temporary name and renamed, so a reader never sees half a clip.
 */
export function ffmpegClip(name: string, args: string[]): string {
  const key = createHash("sha256")
    .update(JSON.stringify([name, args]))
    .digest("hex")
    .slice(0, 16);
  const dir = path.join(CLIPS, key);
  const file = path.join(dir, name);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const partial = path.join(dir, `.${process.pid}-${path.basename(name)}`);
  execFileSync("ffmpeg", ["-v", "error", "-y", ...args, "-f", formatOf(name), partial]);
  renameSync(partial, file);
  return file;
}

/** ffmpeg's muxer for a file name's extension (the partial file's name has none it knows). */
function formatOf(name: string): string {
  const extension = name.slice(name.lastIndexOf(".") + 1);
  const formats: Record<string, string> = {
    mp4: "mp4",
    m4a: "mp4",
    webm: "webm",
    wav: "wav",
    mp3: "mp3",
    png: "image2",
  };
  return formats[extension];
}

/** A file in this test's own output folder (each test has its own, whatever the worker). */
export const outputFile = (name: string) => test.info().outputPath(name);

export interface Stream {
  codec_name: string;
  codec_type: string;
  width?: number;
  height?: number;
  channels?: number;
  sample_rate?: string;
  bit_rate?: string;
  disposition?: { attached_pic?: number };
}
export interface Probe {
  format: { format_name: string; duration: string; tags?: Record<string, string> };
  streams: Stream[];
}

export function ffprobe(file: string): Probe {
  return JSON.parse(
    execFileSync("ffprobe", ["-v", "error", "-show_format", "-show_streams", "-of", "json", file], {
      encoding: "utf8",
    }),
  ) as Probe;
}

/** The Output region's status line. */
export const outputStatus = (page: Page) =>
  page.getByRole("region", { name: "Output" }).getByRole("status");

/**
 * Presses Convert, waits for the result, downloads it and reads it with ffprobe; every frame must
 * decode (ffmpeg reports nothing at level "error").
 */
export async function convertAndDownload(page: Page) {
  await page.getByRole("button", { name: "Convert" }).click();
  const status = outputStatus(page);
  await expect(status).toHaveText(/: \d+(\.\d)? [KM]?B, \d+:\d\d/, { timeout: 60_000 });
  // Chromium lets the worker write the result to a file of the browser's own storage.
  await expect(page.getByText("The converted file waits on this device")).toBeVisible();
  const saved = await downloadFrom(page, () =>
    page.getByRole("button", { name: "Download", exact: true }).click(),
  );
  const file = outputFile(`${Date.now()}-${saved.name}`);
  writeFileSync(file, saved.bytes);
  const probe = ffprobe(file);
  return {
    name: saved.name,
    file,
    bytes: saved.bytes.length,
    probe,
    decodeErrors: ffmpegDecodeErrors(file),
    audio: probe.streams.find((stream) => stream.codec_type === "audio"),
    video: probe.streams.find((stream) => stream.codec_type === "video"),
    status: (await status.textContent()) ?? "",
  };
}

/** The converted files in the browser's private storage (OPFS) of the page's site, by name. */
export function storedOutputs(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const root = (await navigator.storage.getDirectory()) as FileSystemDirectoryHandle & {
      keys: () => AsyncIterable<string>;
    };
    const names: string[] = [];
    for await (const name of root.keys())
      if (name.startsWith("bytesmith-output-")) names.push(name);
    return names;
  });
}
