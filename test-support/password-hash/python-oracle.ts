// Debian's reference implementations of password hashes, asked in ONE /usr/bin/python3 process per
// batch: python3-bcrypt, python3-argon2 (argon2-cffi), hashlib's scrypt and PBKDF2, and Apache's
// `htpasswd -vb` (run from that same process). A missing module or tool fails the test loudly.
import { execFileSync } from "node:child_process";

/** Debian's Python, which has the python3-* modules (the `python3` on PATH may not). */
export const DEBIAN_PYTHON = "/usr/bin/python3";

export type OracleCase =
  | { op: "bcrypt-check"; password: string; hash: string }
  | { op: "bcrypt-hash"; password: string; saltPrefix: string }
  | { op: "bcrypt-gensalt-hash"; password: string; rounds: number; prefix: "2a" | "2b" }
  | { op: "argon2-verify"; password: string; hash: string }
  | { op: "argon2-hash"; password: string; variant: "id" | "i"; m: number; t: number; p: number }
  | {
      op: "scrypt";
      password: string;
      salt: string;
      n: number;
      r: number;
      p: number;
      length: number;
    }
  | {
      op: "pbkdf2";
      password: string;
      salt: string;
      digest: string;
      iterations: number;
      length: number;
    }
  | { op: "htpasswd-verify"; lines: string; user: string; password: string };

const SCRIPT = String.raw`
import base64, hashlib, json, os, subprocess, sys, tempfile
import bcrypt
from argon2 import low_level
from argon2.exceptions import VerifyMismatchError

def b(text):
    return text.encode("utf-8")

def unb64(text):
    return base64.b64decode(text)

def run(case):
    op = case["op"]
    pw = b(case["password"])
    if op == "bcrypt-check":
        return bcrypt.checkpw(pw, b(case["hash"]))
    if op == "bcrypt-hash":
        return bcrypt.hashpw(pw, b(case["saltPrefix"])).decode()
    if op == "bcrypt-gensalt-hash":
        return bcrypt.hashpw(pw, bcrypt.gensalt(rounds=case["rounds"], prefix=b(case["prefix"]))).decode()
    if op == "argon2-verify":
        kind = low_level.Type.ID if case["hash"].startswith("$argon2id$") else low_level.Type.I
        try:
            return low_level.verify_secret(b(case["hash"]), pw, kind)
        except VerifyMismatchError:
            return False
    if op == "argon2-hash":
        kind = low_level.Type.ID if case["variant"] == "id" else low_level.Type.I
        return low_level.hash_secret(pw, os.urandom(16), time_cost=case["t"], memory_cost=case["m"],
            parallelism=case["p"], hash_len=32, type=kind).decode()
    if op == "scrypt":
        return hashlib.scrypt(pw, salt=unb64(case["salt"]), n=case["n"], r=case["r"], p=case["p"],
            maxmem=256 * 1024 * 1024, dklen=case["length"]).hex()
    if op == "pbkdf2":
        return hashlib.pbkdf2_hmac(case["digest"], pw, unb64(case["salt"]), case["iterations"],
            case["length"]).hex()
    if op == "htpasswd-verify":
        with tempfile.NamedTemporaryFile("w", suffix=".htpasswd", delete=False) as f:
            f.write(case["lines"] + "\n")
        try:
            done = subprocess.run(["htpasswd", "-vb", f.name, case["user"], case["password"]],
                capture_output=True, text=True)
        finally:
            os.unlink(f.name)
        return {"code": done.returncode, "stderr": done.stderr.strip()}
    raise ValueError("unknown op " + op)

print(json.dumps([run(case) for case in json.load(sys.stdin)]))
`;

/** The answers of the reference implementations, in the order of `cases`. */
export function askPython(cases: readonly OracleCase[]): unknown[] {
  const out = execFileSync(DEBIAN_PYTHON, ["-c", SCRIPT], {
    input: JSON.stringify(cases),
    maxBuffer: 1 << 26,
    encoding: "utf8",
  });
  return JSON.parse(out) as unknown[];
}
