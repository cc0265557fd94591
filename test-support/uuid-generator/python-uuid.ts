// Debian's Python `uuid` module and util-linux `uuidgen` as reference tools for the UUID Generator's
// tests. One Python process answers a whole list of questions; a missing tool fails the test.
import { execFileSync } from "node:child_process";

/** Debian's Python (the `python3` on PATH may be another one). */
export const DEBIAN_PYTHON = "/usr/bin/python3";

export type PythonQuestion =
  /** Read a UUID: its version, variant, and for v1 its 60-bit time, clock sequence and node. */
  | { read: string }
  /** uuid3 or uuid5 of a namespace UUID and a name. */
  | { version: 3 | 5; namespace: string; name: string };

export interface PythonReading {
  uuid: string;
  version: number | null;
  variant: string;
  /** v1: 100-ns intervals since 1582-10-15, as a decimal string (60 bits do not fit a double). */
  time: string | null;
  clockSeq: number | null;
  node: string | null;
  /** v7: the top 48 bits, Unix milliseconds. */
  unixMs: number | null;
}

const SCRIPT = String.raw`
import json, sys, uuid
out = []
for q in json.load(sys.stdin):
    if "read" in q:
        u = uuid.UUID(q["read"])
        v1 = u.version == 1
        out.append({"uuid": str(u), "version": u.version, "variant": u.variant,
                    "time": str(u.time) if v1 else None,
                    "clockSeq": u.clock_seq if v1 else None,
                    "node": "%012x" % u.node if v1 else None,
                    "unixMs": u.int >> 80 if u.version == 7 else None})
    else:
        make = uuid.uuid3 if q["version"] == 3 else uuid.uuid5
        out.append(str(make(uuid.UUID(q["namespace"]), q["name"])))
json.dump(out, sys.stdout)
`;

/** Answers every question in one Python process, in order. */
export function askPython(questions: PythonQuestion[]): (PythonReading | string)[] {
  const stdout = execFileSync(DEBIAN_PYTHON, ["-c", SCRIPT], {
    input: JSON.stringify(questions),
    maxBuffer: 1 << 28,
  });
  return JSON.parse(stdout.toString("utf8")) as (PythonReading | string)[];
}

/** One line of `uuidgen` with these arguments. */
export function uuidgen(...args: string[]): string {
  return execFileSync("uuidgen", args).toString("utf8").trim();
}
