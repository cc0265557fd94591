// Keys made by openssl for the JWT Decoder's tests (make-keys.sh), made once an hour into a
// temporary directory rather than kept in the repository: RSA key generation takes up to a second,
// and a mutation run repeats the tests once for each mutant. A missing openssl fails the test.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const SCRIPT = path.join(import.meta.dirname, "make-keys.sh");
const REUSE_MS = 3_600_000;

/** The directory holding make-keys.sh's files. */
export function opensslKeys(): string {
  const hash = createHash("sha256").update(readFileSync(SCRIPT)).digest("hex").slice(0, 16);
  const ready = path.join(os.tmpdir(), `jwt-decoder-keys-${hash}`);
  if (existsSync(ready) && Date.now() - statSync(ready).mtimeMs < REUSE_MS) return ready;
  const dir = mkdtempSync(path.join(os.tmpdir(), "jwt-decoder-keys-"));
  execFileSync(SCRIPT, [dir], { stdio: "pipe" });
  rmSync(ready, { recursive: true, force: true });
  try {
    renameSync(dir, ready); // in one step: a test running beside this one sees all or nothing
    return ready;
  } catch {
    return dir; // another run put its own there first
  }
}

/** What `openssl <args>` prints, run in the keys' directory. */
export function openssl(dir: string, args: string[]): string {
  return execFileSync("openssl", args, { cwd: dir, encoding: "utf8", stdio: "pipe" });
}
