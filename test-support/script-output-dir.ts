// A directory of files made by a shell script (keys, certificates made by openssl), made once an
// hour into the system's temporary directory rather than kept in the repository: key generation
// takes up to tens of seconds (RSA 4096), and a mutation run repeats the tests once per mutant.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** Reused for an hour: certificates made by the scripts are valid for 30 days and more. */
const REUSE_MS = 3_600_000;

/**
 * The directory `script` (run as `script <dir>`) filled: made now into a new temporary directory,
 * or the one it made in the last hour. Named by `prefix` and a hash of the script, so a changed
 * script makes its files again.
 */
export function scriptOutputDir(script: string, prefix: string): string {
  const hash = createHash("sha256").update(readFileSync(script)).digest("hex").slice(0, 16);
  const ready = path.join(os.tmpdir(), `${prefix}-${hash}`);
  if (existsSync(ready) && Date.now() - statSync(ready).mtimeMs < REUSE_MS) return ready;
  const dir = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  execFileSync(script, [dir], { stdio: "pipe" });
  rmSync(ready, { recursive: true, force: true });
  try {
    renameSync(dir, ready); // in one step: a test running beside this one sees all or nothing
    return ready;
  } catch {
    return dir; // another run put its own there first
  }
}
