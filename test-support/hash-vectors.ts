// Reads the NIST CAVP (.rsp) and Keccak KAT files in ../shared/conformance/hash, in place.
// Test-only: no page, core or worker imports it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { splitAssignment } from "../app/lib/text/trim-chars";

export function conformanceFile(name: string): string {
  return readFileSync(path.resolve(process.cwd(), "../shared/conformance/hash", name), "utf8");
}

/** One "Name = value" block, with the "[L=32]"-style section it sits in. */
export type VectorRecord = Record<string, string> & { section: string };

/** The blocks of a CAVP/KAT file: blank lines separate blocks, "#" starts a comment. */
export function parseVectors(text: string): VectorRecord[] {
  const records: VectorRecord[] = [];
  let section = "";
  let current: VectorRecord | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) {
      current = null;
      continue;
    }
    const header = /^\[(.*)\]$/.exec(line);
    if (header) {
      section = header[1].replace(/\s+/g, "");
      current = null;
      continue;
    }
    const pair = splitAssignment(line);
    if (!pair || !/^\w+$/.test(pair.name)) continue;
    if (!current) {
      current = { section } as VectorRecord;
      records.push(current);
    }
    current[pair.name] = pair.value;
  }
  return records;
}

/** Short-message digest vectors of whole bytes: Len = 0 has the placeholder Msg "00". */
export function digestVectors(name: string): { message: string; digest: string }[] {
  return parseVectors(conformanceFile(name))
    .filter((r) => r.Len !== undefined && Number(r.Len) % 8 === 0)
    .map((r) => ({
      message: Number(r.Len) === 0 ? "" : r.Msg.slice(0, Number(r.Len) / 4),
      digest: r.MD.toLowerCase(),
    }));
}
