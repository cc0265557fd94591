// Debian's Python as a second reference for Text Diff's tests: difflib's SequenceMatcher and
// unified_diff, and the json module's values compared for equality. One Python process answers a whole list
// of questions; a missing Python fails the test. Test-only.
import { execFileSync } from "node:child_process";

/** Debian's Python (the `python3` on PATH may be another one, without Debian's patches). */
const DEBIAN_PYTHON = "/usr/bin/python3";

const SCRIPT = String.raw`
import difflib, json, sys
def matched(a, b):
    # autojunk off: it treats frequent items as junk, which no diff here does.
    return sum(size for _, _, size in difflib.SequenceMatcher(None, a, b, autojunk=False).get_matching_blocks())
def changed_lines(a, b):
    removed = added = 0
    for line in list(difflib.unified_diff(a, b, n=0, lineterm=""))[2:]:
        if line.startswith("-"): removed += 1
        elif line.startswith("+"): added += 1
    return [removed, added]
def same(a, b):
    # JSON's true is not 1, though Python's bool is an int (True == 1); ints and floats compare by value.
    if isinstance(a, bool) or isinstance(b, bool): return type(a) is type(b) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)): return a == b
    if type(a) is not type(b): return False
    if isinstance(a, list): return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict): return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    return a == b
out = []
for kind, arg in json.load(sys.stdin):
    if kind == "matched": out.append(matched(arg[0], arg[1]))
    elif kind == "opcodes":
        out.append(difflib.SequenceMatcher(None, arg[0], arg[1], autojunk=False).get_opcodes())
    elif kind == "changedLines": out.append(changed_lines(arg[0], arg[1]))
    elif kind == "jsonEqual": out.append(same(json.loads(arg[0]), json.loads(arg[1])))
json.dump(out, sys.stdout)
`;

export type PythonQuestion =
  /** How many items SequenceMatcher matches between two sequences of strings. */
  | ["matched", [string[], string[]]]
  /** SequenceMatcher's opcodes: [tag, i1, i2, j1, j2]. */
  | ["opcodes", [string[], string[]]]
  /** [removed, added] lines of difflib.unified_diff between two lists of lines. */
  | ["changedLines", [string[], string[]]]
  /** Whether json.loads gives equal values for two texts (true and 1 not equal, 1 and 1.0 equal). */
  | ["jsonEqual", [string, string]];

/** Python's answers, in the order of the questions. */
export function askPython<T = unknown>(questions: PythonQuestion[]): T[] {
  const output = execFileSync(DEBIAN_PYTHON, ["-c", SCRIPT], {
    input: JSON.stringify(questions),
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  return JSON.parse(output) as T[];
}

/** Code points of a string, as difflib sees a Python str. */
export const codePoints = (text: string): string[] => [...text];
