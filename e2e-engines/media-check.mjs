// Checks of a converted media file by Debian's ffmpeg, shared by the Chromium specs (e2e/) and the
// Firefox and WebKit runs (main-tasks.mjs).
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * What ffmpeg says when it decodes every frame of `file` (empty when all decode). It reports on
 * stderr, and may exit 0 even so: reading its stdout, as execFileSync returns, would never fail.
 * @param {string} file
 * @returns {string}
 */
export function ffmpegDecodeErrors(file) {
  const decode = spawnSync("ffmpeg", ["-v", "error", "-i", file, "-f", "null", "-"], {
    encoding: "utf8",
  });
  return `${decode.stderr ?? ""}`.trim() || (decode.status === 0 ? "" : `exit ${decode.status}`);
}

/**
 * ffmpeg's EBU R128 integrated loudness of `file` in LUFS: its ebur128 filter's running value, with
 * three decimals, on the last frame.
 * @param {string} file
 * @returns {number}
 */
export function ffmpegLoudness(file) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "loudness-"));
  const log = path.join(dir, "r128.txt");
  try {
    execFileSync("ffmpeg", [
      "-v",
      "error",
      "-i",
      file,
      "-af",
      `ebur128=metadata=1,ametadata=print:key=lavfi.r128.I:file=${log}`,
      "-f",
      "null",
      "-",
    ]);
    const values = [...readFileSync(log, "utf8").matchAll(/lavfi\.r128\.I=(-?[\d.]+)/g)];
    return Number(values.at(-1)?.[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
