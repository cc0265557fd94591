// Checks of a converted media file by Debian's ffmpeg, shared by the Chromium specs (e2e/) and the
// Firefox and WebKit runs (main-tasks.mjs).
import { spawnSync } from "node:child_process";

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
