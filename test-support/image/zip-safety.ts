// Checks a ZIP the site wrote the way an attacker would use it: its entry names read by
// Info-ZIP's `unzip -l` and by python's zipfile, each a plain base name (no "/" or "\", no "..", no
// drive, no control or bidi character, no Windows device name), and the archive extracted into a
// temporary folder, by `unzip` and by a naive extractor that joins each name to the folder, with
// nothing written anywhere else. Used by every test of a ZIP download (images, PDF pages, CSV parts,
// sitemaps) and by the ZIP writer's unit test. Node only.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Debian's python3 (a version manager's shim in PATH can take seconds to start). */
const PYTHON = existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3";
/** unzip prints (and writes) names in UTF-8 only in a UTF-8 locale. */
const UTF8 = { ...process.env, LC_ALL: "C.UTF-8" };

/** What one reader saw. */
export interface ZipNamesSeen {
  /** `unzip -l`'s listing. */
  unzip: string[];
  /** python's zipfile.namelist(). */
  python: string[];
}

// Run by python3: the names, each checked as Windows and POSIX read it, then a naive extraction
// (os.path.join of the folder and the name, as tools vulnerable to Zip Slip do) that refuses to
// write a name whose target is not directly in the folder, so a failing test never writes outside.
const PYTHON_CHECK = String.raw`
import json, os, re, sys, zipfile
from pathlib import PurePosixPath, PureWindowsPath
archive, out = sys.argv[1], sys.argv[2]
problems = []
reserved = re.compile(r"^(con|prn|aux|nul|conin\$|conout\$|com[0-9\u00b9\u00b2\u00b3]|lpt[0-9\u00b9\u00b2\u00b3])$", re.I)
bad_chars = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff<>:\"|?*]")
with zipfile.ZipFile(archive) as z:
    names = z.namelist()
    for info in z.infolist():
        name = info.filename
        if info.is_dir(): problems.append(f"{name!r} is a folder")
        if PurePosixPath(name).name != name or PureWindowsPath(name).name != name:
            problems.append(f"{name!r} is not a base name")
        if ".." in name: problems.append(f"{name!r} holds ..")
        if bad_chars.search(name): problems.append(f"{name!r} holds a control, bidi or reserved character")
        if reserved.match(name.split(".")[0].rstrip()): problems.append(f"{name!r} is a Windows device name")
        if name != name.rstrip(". ") or name == "": problems.append(f"{name!r} ends in a dot or space")
        if len(name.encode("utf-8")) > 255: problems.append(f"{name!r} is too long")
        target = os.path.realpath(os.path.join(out, name))
        if os.path.dirname(target) != os.path.realpath(out):
            problems.append(f"{name!r} would be written to {target}")
            continue
        with open(target, "wb") as f: f.write(z.read(info))
lower = [n.lower() for n in names]
if len(set(lower)) != len(lower): problems.append("two entries have the same name (ignoring case)")
print(json.dumps({"names": names, "problems": problems}))
`;

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Checks the ZIP's bytes as said at the top; throws with every problem found. Returns the names
 * each reader saw (in the archive's order), for the test to compare with what it expects.
 */
export function checkZipEntryNames(zip: Uint8Array): ZipNamesSeen {
  const sandbox = mkdtempSync(path.join(tmpdir(), "zip-safety-"));
  try {
    const archive = path.join(sandbox, "archive.zip");
    writeFileSync(archive, zip);
    const listing = execFileSync("unzip", ["-l", archive], { encoding: "utf8", env: UTF8 }).split(
      "\n",
    );
    const dashes = listing.flatMap((line, i) => (/^-{4,}/.test(line) ? [i] : []));
    const unzip = listing
      .slice(dashes[0] + 1, dashes[1])
      // "%9d  %10s %5s   %s": length, date, time, then the name as it is.
      .map((line) => line.slice(/^ *\d+ +\S+ +\S+ {3}/.exec(line)![0].length));

    const problems: string[] = [];
    const byUnzip = path.join(sandbox, "unzip");
    // -q quiet, -o overwrite, -d into the folder; a name unzip had to rewrite shows as a warning.
    execFileSync("unzip", ["-q", "-o", archive, "-d", byUnzip], { env: UTF8 });
    const extracted = filesUnder(byUnzip);
    if (JSON.stringify(extracted) !== JSON.stringify([...unzip].sort()))
      problems.push(`unzip wrote ${JSON.stringify(extracted)} for ${JSON.stringify(unzip)}`);

    const byPython = path.join(sandbox, "python");
    mkdirSync(byPython);
    const report = JSON.parse(
      execFileSync(PYTHON, ["-c", PYTHON_CHECK, archive, byPython], {
        encoding: "utf8",
        env: UTF8,
      }),
    ) as { names: string[]; problems: string[] };
    problems.push(...report.problems);
    if (JSON.stringify(report.names) !== JSON.stringify(unzip))
      problems.push(`python read ${JSON.stringify(report.names)}, unzip ${JSON.stringify(unzip)}`);
    // Nothing anywhere in the sandbox but the archive and the two folders' files.
    const everything = filesUnder(sandbox);
    const expected = [
      "archive.zip",
      ...extracted.map((name) => path.join("unzip", name)),
      ...filesUnder(byPython).map((name) => path.join("python", name)),
    ].sort();
    if (JSON.stringify(everything) !== JSON.stringify(expected))
      problems.push(`files outside the folders: ${JSON.stringify(everything)}`);
    if (problems.length > 0) throw new Error(`Unsafe ZIP entries:\n${problems.join("\n")}`);
    return { unzip, python: report.names };
  } finally {
    rmSync(sandbox, { recursive: true, force: true });
  }
}
