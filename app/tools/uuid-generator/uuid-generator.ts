// UUID Generator core: a batch of 1 to 100,000 UUIDs (RFC 9562 v1, v3, v4, v5, v6, v7, nil, max),
// ULIDs or NanoIDs, and how UUIDs are written. Implements the route "/uuid-generator".
import { groupedCount } from "~/lib/number/count-text";
import { ToolError } from "~/lib/tool-error";
import type { ProgressReporter } from "~/lib/workers/worker-expose";
import { NanoIdGenerator, parseNanoIdSize, readAlphabet } from "./nanoid";
import { UlidGenerator } from "./ulid";
import { type Entropy, RandomPool, platformEntropy } from "./uuid-bytes";
import { readUuid } from "./uuid-decode";
import {
  type Digest,
  GregorianClock,
  MAX_UUID,
  NIL_UUID,
  V7Generator,
  nameUuid,
  uuidV1,
  uuidV4,
  uuidV6,
} from "./uuid-versions";

export type IdKind = "v4" | "v7" | "v1" | "v6" | "v3" | "v5" | "nil" | "max" | "ulid" | "nanoid";

export const ID_KINDS: readonly { value: IdKind; label: string }[] = [
  { value: "v4", label: "UUID v4 (random)" },
  { value: "v7", label: "UUID v7 (Unix time, sortable)" },
  { value: "v1", label: "UUID v1 (Gregorian time)" },
  { value: "v6", label: "UUID v6 (Gregorian time, sortable)" },
  { value: "v5", label: "UUID v5 (SHA-1 of namespace + name)" },
  { value: "v3", label: "UUID v3 (MD5 of namespace + name)" },
  { value: "nil", label: "Nil UUID (all zeros)" },
  { value: "max", label: "Max UUID (all ones)" },
  { value: "ulid", label: "ULID" },
  { value: "nanoid", label: "NanoID" },
];

export const DEFAULT_KIND: IdKind = "v4";

export type NamespaceChoice = "dns" | "url" | "oid" | "x500" | "custom";

/** The namespaces RFC 9562 section 6.6 defines, and one typed by the user. */
export const NAMESPACES: readonly { value: NamespaceChoice; label: string }[] = [
  { value: "dns", label: "DNS (6ba7b810-…)" },
  { value: "url", label: "URL (6ba7b811-…)" },
  { value: "oid", label: "OID (6ba7b812-…)" },
  { value: "x500", label: "X.500 DN (6ba7b814-…)" },
  { value: "custom", label: "Another UUID" },
];

export const NAMESPACE_UUIDS: Readonly<Record<Exclude<NamespaceChoice, "custom">, string>> = {
  dns: "6ba7b810-9dad-11d1-80b4-00c04fd430c8",
  url: "6ba7b811-9dad-11d1-80b4-00c04fd430c8",
  oid: "6ba7b812-9dad-11d1-80b4-00c04fd430c8",
  x500: "6ba7b814-9dad-11d1-80b4-00c04fd430c8",
};

/** Kinds whose IDs come from names, one per line, rather than from a count. */
export function isNameBased(kind: IdKind): kind is "v3" | "v5" {
  return kind === "v3" || kind === "v5";
}

/** Kinds written as UUIDs: case, braces and hyphens apply to them. */
export function isUuidKind(kind: IdKind): boolean {
  return kind !== "ulid" && kind !== "nanoid";
}

/** Kinds with one value only: one is made, whatever the count. */
export function isConstant(kind: IdKind): boolean {
  return kind === "nil" || kind === "max";
}

export const MAX_COUNT = 100_000;
export const COUNT_MESSAGE = `How many must be a whole number from 1 to ${groupedCount(MAX_COUNT)}`;
export const NAMESPACE_MESSAGE_PREFIX = "The namespace is not a UUID: ";

export function tooManyNamesMessage(count: number): string {
  return `There are ${groupedCount(count)} names; at most ${groupedCount(MAX_COUNT)} at once (one per line)`;
}

/** What one batch is made of: the page's fields as typed, and a number that changes per click. */
export interface GenerateJob {
  kind: IdKind;
  /** How many, as typed (spaces and thousands separators allowed). */
  count: string;
  namespace: NamespaceChoice;
  /** The namespace UUID when `namespace` is "custom". */
  customNamespace: string;
  /** v3 and v5: one name per line. */
  names: string;
  nanoIdSize: string;
  alphabet: string;
  /** A new number asks for a new batch with the same settings (the Generate button). */
  batch: number;
}

/** The typed count: digits only (spaces, commas and underscores between them allowed). */
export function parseCount(typed: string): number {
  const digits = typed.replace(/[\s,_]/g, "");
  const count = /^\d{1,7}$/.test(digits) ? Number(digits) : NaN;
  if (!(count >= 1 && count <= MAX_COUNT)) throw new ToolError(COUNT_MESSAGE);
  return count;
}

/** The names of a v3/v5 batch: one per line; a final line break does not add an empty name. */
export function splitNames(names: string): string[] {
  const lines = names.split(/\r?\n/);
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  if (lines.length > MAX_COUNT) throw new ToolError(tooManyNamesMessage(lines.length));
  return lines;
}

export function namespaceBytes(job: Pick<GenerateJob, "namespace" | "customNamespace">) {
  if (job.namespace !== "custom") return readUuid(NAMESPACE_UUIDS[job.namespace]);
  try {
    return readUuid(job.customNamespace);
  } catch (error) {
    throw new ToolError(NAMESPACE_MESSAGE_PREFIX + (error as Error).message);
  }
}

/** How often a batch reports progress: every this many IDs. */
const PROGRESS_STEP = 4_096;

function repeat(count: number, make: () => string, progress?: ProgressReporter): string[] {
  const ids = new Array<string>(count);
  for (let i = 0; i < count; i++) {
    ids[i] = make();
    if (progress && i % PROGRESS_STEP === PROGRESS_STEP - 1) progress((i + 1) / count);
  }
  return ids;
}

/** MD5 or SHA-1 from the site's hashing library (hash-wasm), fetched only for v3 and v5. */
async function nameDigest(version: 3 | 5): Promise<Digest> {
  const { createHasher } = await import("~/lib/crypto/hashing");
  const hasher = await createHasher(version === 3 ? "md5" : "sha1");
  return (bytes) => hasher.init().update(bytes).digest("binary");
}

async function nameBatch(job: GenerateJob, version: 3 | 5, progress?: ProgressReporter) {
  const namespace = namespaceBytes(job);
  const names = splitNames(job.names);
  const digest = await nameDigest(version);
  const encoder = new TextEncoder();
  let i = 0;
  return repeat(
    names.length,
    () => nameUuid(digest, version, namespace, encoder.encode(names[i++])),
    progress,
  );
}

/**
 * The batch, one ID a line, UUIDs in lower case with hyphens (formatIds writes them as asked).
 * Throws a ToolError naming the field that is wrong.
 */
export async function generateIds(
  job: GenerateJob,
  progress?: ProgressReporter,
  entropy: Entropy = platformEntropy,
): Promise<string> {
  if (isNameBased(job.kind)) {
    return (await nameBatch(job, job.kind === "v3" ? 3 : 5, progress)).join("\n");
  }
  if (job.kind === "nil") return NIL_UUID;
  if (job.kind === "max") return MAX_UUID;
  const count = parseCount(job.count);
  const pool = new RandomPool(entropy);
  const now = () => entropy.now();
  let make: () => string;
  switch (job.kind) {
    case "v4":
      make = () => uuidV4(pool);
      break;
    case "v1":
    case "v6": {
      const clock = new GregorianClock(pool);
      make = job.kind === "v1" ? () => uuidV1(clock, now()) : () => uuidV6(clock, now());
      break;
    }
    case "v7": {
      const v7 = new V7Generator(pool);
      make = () => v7.next(now());
      break;
    }
    case "ulid": {
      const ulid = new UlidGenerator(pool);
      make = () => ulid.next(now());
      break;
    }
    case "nanoid": {
      const size = parseNanoIdSize(job.nanoIdSize);
      const nanoId = new NanoIdGenerator(pool, readAlphabet(job.alphabet));
      make = () => nanoId.next(size);
      break;
    }
  }
  return repeat(count, make, progress).join("\n");
}

export interface UuidFormat {
  upperCase: boolean;
  braces: boolean;
  hyphens: boolean;
}

export const DEFAULT_FORMAT: UuidFormat = { upperCase: false, braces: false, hyphens: true };

/**
 * UUIDs of a batch (one a line, as generateIds gives them) written as asked; ULIDs and NanoIDs are
 * left as they are. Whole-text replacements, so 100,000 lines take a few milliseconds.
 */
export function formatIds(ids: string, kind: IdKind, format: UuidFormat): string {
  if (!isUuidKind(kind) || ids === "") return ids;
  let text = format.hyphens ? ids : ids.replaceAll("-", "");
  if (format.upperCase) text = text.toUpperCase();
  if (format.braces) text = `{${text.replaceAll("\n", "}\n{")}}`;
  return text;
}

/** The file Download saves. */
export function idsFileName(kind: IdKind): string {
  if (kind === "ulid") return "ulids.txt";
  if (kind === "nanoid") return "nanoids.txt";
  return "uuids.txt";
}
