// Keys made by openssl for the JWT Decoder's tests (make-keys.sh), made once an hour into a
// temporary directory rather than kept in the repository: RSA key generation takes up to a second,
// and a mutation run repeats the tests once for each mutant. A missing openssl fails the test.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { scriptOutputDir } from "../script-output-dir";

const SCRIPT = path.join(import.meta.dirname, "make-keys.sh");

/** The directory holding make-keys.sh's files. */
export function opensslKeys(): string {
  return scriptOutputDir(SCRIPT, "jwt-decoder-keys");
}

/** What `openssl <args>` prints, run in the keys' directory. */
export function openssl(dir: string, args: string[]): string {
  return execFileSync("openssl", args, { cwd: dir, encoding: "utf8", stdio: "pipe" });
}
