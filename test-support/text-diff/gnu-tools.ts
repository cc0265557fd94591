// GNU diff and GNU patch (Debian's diffutils and patch) as reference tools for Text Diff's tests.
// A whole list of cases goes to one shell over files in a temp folder: a process per case from node
// costs more than the diffs. A missing tool fails the test. Test-only.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface TextPair {
  original: string;
  changed: string;
}

function inTempFolder<T>(work: (folder: string) => T): T {
  const folder = mkdtempSync(join(tmpdir(), "text-diff-"));
  try {
    return work(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Runs `script` with sh in `folder`, in the C locale (byte-wise white space and case, as tested). */
function shell(folder: string, script: string): string {
  return execFileSync("sh", ["-c", script], {
    cwd: folder,
    encoding: "utf8",
    env: { ...process.env, LC_ALL: "C" },
    maxBuffer: 256 * 1024 * 1024,
  });
}

/**
 * `diff -u <flags>`'s output for each pair, without its two header lines ("" when equal). One
 * `diff -r` compares folders of all the pairs: a process per pair took seconds on a busy machine.
 */
export function gnuDiffs(pairs: readonly TextPair[], flags: readonly string[] = []): string[] {
  return inTempFolder((folder) => {
    mkdirSync(join(folder, "a"));
    mkdirSync(join(folder, "b"));
    pairs.forEach((pair, k) => {
      writeFileSync(join(folder, "a", String(k)), pair.original);
      writeFileSync(join(folder, "b", String(k)), pair.changed);
    });
    // diff exits 1 when files differ; 2 is trouble.
    // diff's -u would set 3 context lines over a -U given before or after it.
    const unified = flags.some((flag) => flag.startsWith("-U")) ? "" : "-u";
    const output = shell(folder, `diff -r ${unified} ${flags.join(" ")} a b; [ $? -lt 2 ]`);
    const outputs = pairs.map(() => "");
    let current = -1;
    for (const line of output.split("\n").slice(0, -1)) {
      const header = /^diff -r .* a\/(\d+) b\/\d+$/.exec(line);
      if (header) current = Number(header[1]);
      else if (!/^(---|\+\+\+) [ab]\/\d+\t/.test(line)) outputs[current] += `${line}\n`;
    }
    return outputs;
  });
}

/** The 1-based numbers of the lines a unified diff removes and adds. */
export function changedLineNumbers(unified: string): { removed: number[]; added: number[] } {
  const removed: number[] = [];
  const added: number[] = [];
  let original = 0;
  let changed = 0;
  for (const line of unified.split("\n")) {
    const hunk = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (hunk) {
      // A side with no lines names the line before the hunk; others name its first line.
      original = Number(hunk[1]) - (hunk[2] === "0" ? 0 : 1);
      changed = Number(hunk[3]) - (hunk[4] === "0" ? 0 : 1);
    } else if (line.startsWith("---") || line.startsWith("+++")) continue;
    else if (line.startsWith("-")) removed.push(++original);
    else if (line.startsWith("+")) added.push(++changed);
    else if (line.startsWith(" ")) {
      original++;
      changed++;
    }
  }
  return { removed, added };
}

export interface PatchResult {
  /** The patched file's bytes, or null when patch wrote none. */
  output: Buffer | null;
  /** What patch said beyond "patching file …": offsets, fuzz or failures (none when it fit exactly). */
  complaints: string;
}

/** patch's lines after each "#k" mark, other than "patching file …", by case. */
function complaintsByCase(log: string): Map<number, string> {
  const complaints = new Map<number, string>();
  let current = -1;
  for (const line of log.split("\n")) {
    const mark = /^#(\d+)$/.exec(line) ?? /^patching file (\d+)$/.exec(line);
    if (mark) current = Number(mark[1]);
    else if (line !== "" && !line.startsWith("patching file "))
      complaints.set(current, `${complaints.get(current) ?? ""}${line}\n`);
  }
  return complaints;
}

function results(folder: string, count: number, log: string, file: (k: number) => string) {
  const complaints = complaintsByCase(log);
  return Array.from({ length: count }, (_, k): PatchResult => {
    const out = join(folder, file(k));
    return {
      output: existsSync(out) ? readFileSync(out) : null,
      complaints: complaints.get(k) ?? "",
    };
  });
}

/** Strictly: no fuzz (-F0), no questions (-f), no backup files. */
const PATCH = "patch -F0 -f --no-backup-if-mismatch";

/**
 * Applies each diff to its original as a user would, `patch -o out original < diff`. An empty
 * diff is not run (patch calls it garbage); its output is the original.
 */
export function applyPatches(cases: readonly { original: string; diff: string }[]): PatchResult[] {
  return inTempFolder((folder) => {
    cases.forEach((item, k) => {
      writeFileSync(join(folder, `${k}.orig`), item.original);
      writeFileSync(join(folder, `${k}.diff`), item.diff);
    });
    const log = shell(
      folder,
      `k=0; while [ $k -lt ${cases.length} ]; do if [ -s $k.diff ]; then ` +
        `echo "#$k"; ${PATCH} -o $k.out $k.orig < $k.diff 2>&1; ` +
        `else cp $k.orig $k.out; fi; k=$((k+1)); done; true`,
    );
    return results(folder, cases.length, log, (k) => `${k}.out`);
  });
}

/**
 * The same for many cases at once: the diffs, their `---`/`+++` lines renamed to a/k and b/k, go to
 * one `patch -p1` over a folder of the originals (a process per case took seconds on a busy
 * machine). The file-name lines themselves are tested on their own.
 */
export function applyPatchesInFolder(
  cases: readonly { original: string; diff: string }[],
): PatchResult[] {
  return inTempFolder((folder) => {
    mkdirSync(join(folder, "t"));
    let all = "";
    cases.forEach((item, k) => {
      writeFileSync(join(folder, "t", String(k)), item.original);
      if (item.diff === "") return;
      const lines = item.diff.split("\n");
      if (!lines[0].startsWith("--- ") || !lines[1].startsWith("+++ "))
        throw new Error(`no file-name lines in ${JSON.stringify(item.diff)}`);
      all += [`--- a/${k}`, `+++ b/${k}`, ...lines.slice(2)].join("\n");
    });
    writeFileSync(join(folder, "all.diff"), all);
    const log = shell(folder, `${PATCH} -p1 -d t < all.diff 2>&1; true`);
    return results(folder, cases.length, log, (k) => join("t", String(k)));
  });
}
