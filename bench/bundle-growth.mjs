// Where a page's first-load JavaScript grew between two builds, module by module. Each build is
// made with source maps (SOURCEMAP=1) and measured by bench/bundle-size.mjs --with-scripts, which
// lists the scripts each page loads before any interaction. A script's gzipped size is shared among
// the source modules its map says its bytes came from, in proportion to their bytes in it (gzip
// does not compress each module alike, so a module's figure is an estimate; a page's total is exact).
// Usage: node bench/bundle-growth.mjs BASE_BUILD BASE_SIZES HEAD_BUILD HEAD_SIZES [--out FILE]
//   [--page PATH]  (every module of that page's first load, largest first, instead of the table)
//   e.g. node bench/bundle-growth.mjs ../base/build /tmp/base.json build /tmp/head.json
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzippedBytes } from "./bundle-budget.mjs";

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** The fields of one source-map segment (Base64 VLQ, as the Source Map v3 format writes them). */
export function decodeSegment(text) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT.get(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/** A module's name the same in both builds: the package for a dependency, else the path in app/. */
export function moduleName(source) {
  const normalized = source.replace(/\\/g, "/");
  const inPackage = normalized.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1];
  const inApp = normalized.match(/(?:^|\/)(app\/.*)$/);
  return inApp ? inApp[1] : normalized.replace(/^(\.\.\/)+/, "");
}

/** Bytes of a generated script per source module, from its map; unmapped bytes as "(unmapped)". */
export function bytesBySource(file) {
  const code = readFileSync(file, "utf8");
  const mapFile = `${file}.map`;
  const bytes = new Map();
  const add = (name, count) => {
    if (count > 0) bytes.set(name, (bytes.get(name) ?? 0) + count);
  };
  if (!existsSync(mapFile)) {
    add("(no map)", Buffer.byteLength(code));
    return bytes;
  }
  const map = JSON.parse(readFileSync(mapFile, "utf8"));
  const names = map.sources.map(moduleName);
  const lines = code.split("\n");
  let source = 0;
  map.mappings.split(";").forEach((lineMappings, lineIndex) => {
    const line = lines[lineIndex] ?? "";
    let column = 0;
    let previous = null; // [column, source] of the segment being measured
    for (const segment of lineMappings ? lineMappings.split(",") : []) {
      const fields = decodeSegment(segment);
      column += fields[0];
      if (previous) add(previous[1], Buffer.byteLength(line.slice(previous[0], column)));
      else add("(unmapped)", Buffer.byteLength(line.slice(0, column)));
      if (fields.length > 1) source += fields[1];
      previous = [column, fields.length > 1 ? names[source] : "(unmapped)"];
    }
    if (previous) add(previous[1], Buffer.byteLength(line.slice(previous[0])) + 1);
    else add("(unmapped)", Buffer.byteLength(line) + 1);
  });
  return bytes;
}

/** Gzipped bytes of each module in a page's first load, its scripts' sizes shared out by bytes. */
function pageModules(clientDir, scriptPaths, cache) {
  const modules = new Map();
  for (const script of scriptPaths) {
    if (!cache.has(script)) {
      const raw = bytesBySource(path.join(clientDir, script));
      const total = [...raw.values()].reduce((a, b) => a + b, 0);
      const gz = gzippedBytes(clientDir, script);
      cache.set(script, new Map([...raw].map(([name, count]) => [name, (gz * count) / total])));
    }
    for (const [name, gz] of cache.get(script)) modules.set(name, (modules.get(name) ?? 0) + gz);
  }
  return modules;
}

/** The command line: the table of pages, or one page's modules (--page). */
function main() {
  const OPTIONS = ["--out", "--page"];
  /** The positional arguments: every argument that is not an option or an option's value. */
  const args = process.argv
    .slice(2)
    .filter((arg, i, all) => !OPTIONS.includes(arg) && !OPTIONS.includes(all[i - 1]));
  const option = (name) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const [baseBuild, baseSizes, headBuild, headSizes] = args;
  if (!headSizes) {
    console.error(
      "usage: node bench/bundle-growth.mjs BASE_BUILD BASE_SIZES HEAD_BUILD HEAD_SIZES",
    );
    process.exit(2);
  }
  const read = (file) => JSON.parse(readFileSync(file, "utf8")).pages;
  const basePages = new Map(read(baseSizes).map((p) => [p.path, p]));
  const baseCache = new Map();
  const headCache = new Map();
  const KiB = (bytes) => +(bytes / 1024).toFixed(2);
  const rows = [];
  for (const head of read(headSizes)) {
    const base = basePages.get(head.path);
    if (!base?.scriptPaths || !head.scriptPaths) continue; // a page the base build did not have
    const before = pageModules(path.join(baseBuild, "client"), base.scriptPaths, baseCache);
    const after = pageModules(path.join(headBuild, "client"), head.scriptPaths, headCache);
    const modules = [...new Set([...before.keys(), ...after.keys()])];
    if (option("--page") === head.path) {
      const sizes = modules
        .map((name) => [name, KiB(before.get(name) ?? 0), KiB(after.get(name) ?? 0)])
        .sort((a, b) => b[2] - a[2]);
      console.log(`${"module".padEnd(60)}${"base".padStart(8)}${"head".padStart(8)}  KiB gz`);
      for (const [name, b, a] of sizes)
        console.log(`${name.padEnd(60)}${b.toFixed(2).padStart(8)}${a.toFixed(2).padStart(8)}`);
      process.exit(0);
    }
    const changes = modules
      .map((name) => ({ module: name, KiB: KiB((after.get(name) ?? 0) - (before.get(name) ?? 0)) }))
      .filter((change) => change.KiB !== 0)
      .sort((a, b) => b.KiB - a.KiB);
    rows.push({ path: head.path, growthKiB: +(head.gzipKiB - base.gzipKiB).toFixed(1), changes });
  }
  if (option("--page")) {
    console.error(`${option("--page")} is not a page of both builds`);
    process.exit(2);
  }
  rows.sort((a, b) => b.growthKiB - a.growthKiB);
  for (const row of rows) {
    const top = row.changes
      .filter((c) => Math.abs(c.KiB) >= 0.1)
      .slice(0, 6)
      .map((c) => `${c.module} ${c.KiB > 0 ? "+" : ""}${c.KiB}`);
    console.log(
      `${row.path.padEnd(34)}${String(row.growthKiB).padStart(6)} KiB gz  ${top.join("; ")}`,
    );
  }
  if (option("--out")) writeFileSync(option("--out"), JSON.stringify(rows, null, 2) + "\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
