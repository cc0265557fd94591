// Reads one pasted UUID (any case, with or without hyphens, braces or "urn:uuid:") or ULID and says
// what it holds: version, variant and, for v1, v6, v7 and ULID, its time. RFC 9562 sections 4–5.
import { groupedCount } from "~/lib/number/count-text";
import { ToolError } from "~/lib/tool-error";
import { ULID_LENGTH, readUlid } from "./ulid";
import { readUint, uuidText } from "./uuid-bytes";
import { GREGORIAN_OFFSET_MS, TICKS_PER_MS } from "./uuid-versions";

/** Longer than any way of writing a UUID: refused before it is read. */
const MAX_PASTED_LENGTH = 100;

export function tooLongMessage(length: number): string {
  return `This is ${groupedCount(length)} characters long; a UUID has 36 (32 without hyphens) and a ULID 26`;
}

export function notHexMessage(character: string, position: number): string {
  return `"${character}" at position ${position} is not a hexadecimal digit (0-9, a-f)`;
}

export function digitCountMessage(count: number): string {
  return `A UUID has 32 hexadecimal digits; this has ${count}`;
}

export function misplacedHyphenMessage(position: number): string {
  return `The hyphen at position ${position} is out of place: a UUID is written 8-4-4-4-12`;
}

export const UNCLOSED_BRACE_MESSAGE = "The opening brace { has no closing brace }";

/** The text of the UUID or ULID without whitespace around it, braces or a URN prefix. */
function unwrap(text: string): { body: string; offset: number } {
  const start = text.length - text.trimStart().length;
  let body = text.trim();
  let offset = start;
  if (body.slice(0, 9).toLowerCase() === "urn:uuid:") {
    body = body.slice(9);
    offset += 9;
  }
  if (body.startsWith("{")) {
    if (!body.endsWith("}")) throw new ToolError(UNCLOSED_BRACE_MESSAGE);
    body = body.slice(1, -1);
    offset += 1;
  }
  return { body, offset };
}

const HYPHEN_PLACES = [8, 13, 18, 23];

/** The 16 bytes of a UUID written in hex; errors name the 1-based position in `text`. */
export function parseUuid(text: string, offset = 0): Uint8Array {
  if (text.length > MAX_PASTED_LENGTH) throw new ToolError(tooLongMessage(text.length));
  const digits: number[] = [];
  const hyphens: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "-") {
      hyphens.push(i);
      continue;
    }
    const value = parseInt(char, 16);
    if (Number.isNaN(value)) {
      throw new ToolError(notHexMessage(char, offset + i + 1), { column: offset + i + 1 });
    }
    digits.push(value);
  }
  if (digits.length !== 32) throw new ToolError(digitCountMessage(digits.length));
  if (hyphens.length > 0) {
    const wrong = hyphens.find((at, n) => at !== HYPHEN_PLACES[n]);
    if (wrong !== undefined || hyphens.length !== 4) {
      const position = offset + (wrong ?? hyphens[hyphens.length - 1]) + 1;
      throw new ToolError(misplacedHyphenMessage(position), { column: position });
    }
  }
  const bytes = new Uint8Array(16);
  for (let i = 0; i < 16; i++) bytes[i] = digits[2 * i] * 16 + digits[2 * i + 1];
  return bytes;
}

/** The 16 bytes of a UUID as people write it: any case, with or without hyphens, braces or URN. */
export function readUuid(text: string): Uint8Array {
  const { body, offset } = unwrap(text);
  return parseUuid(body, offset);
}

/** One line of what was read: its name and value. */
export interface DecodedField {
  label: string;
  value: string;
}

export interface Decoded {
  /** "UUID version 7 (Unix time)", "ULID", "Nil UUID"… */
  kind: string;
  fields: DecodedField[];
  /** Unix milliseconds of the time inside, when there is one (the page shows it in local time too). */
  timeMs: number | null;
}

export const VERSION_NAMES: Readonly<Record<number, string>> = {
  1: "Gregorian time and node",
  2: "DCE Security",
  3: "MD5 of namespace and name",
  4: "random",
  5: "SHA-1 of namespace and name",
  6: "Gregorian time, reordered to sort",
  7: "Unix time, sortable",
  8: "custom",
};

/** The variant from the top bits of byte 8 (RFC 9562 section 4.1, table 1). */
export function variantOf(byte8: number): string {
  if (byte8 >> 7 === 0) return "NCS (0xxx, reserved for backward compatibility)";
  if (byte8 >> 6 === 0b10) return "RFC 9562 (10xx, the variant of RFC 4122)";
  if (byte8 >> 5 === 0b110) return "Microsoft (110x, reserved)";
  return "Future (111x, reserved)";
}

/** "2022-02-22T19:22:22.000Z", or with 7 decimals ("…22.0000000Z") for v1/v6's 100-ns intervals. */
function isoTime(ms: number, ticks?: number): string {
  const iso = new Date(ms).toISOString();
  if (ticks === undefined) return iso;
  return `${iso.slice(0, -1)}${String(ticks).padStart(4, "0")}Z`;
}

/** 48-bit milliseconds and 60-bit Gregorian intervals are all within the dates Date can hold. */
function timeFields(ms: number, ticks?: number): DecodedField[] {
  return [
    { label: "Time (UTC)", value: isoTime(ms, ticks) },
    { label: "Unix time (ms)", value: String(ms) },
  ];
}

/** v1 and v6: the 60-bit count of 100 ns since 1582-10-15, clock sequence and node. */
function gregorianFields(
  bytes: Uint8Array,
  version: 1 | 6,
): { fields: DecodedField[]; ms: number } {
  let ticks: bigint;
  if (version === 1) {
    const low = BigInt(readUint(bytes, 0, 4));
    const mid = BigInt(readUint(bytes, 4, 2));
    const high = BigInt(readUint(bytes, 6, 2) & 0x0fff);
    ticks = (high << 48n) | (mid << 32n) | low;
  } else {
    ticks = (BigInt(readUint(bytes, 0, 6)) << 12n) | BigInt(readUint(bytes, 6, 2) & 0x0fff);
  }
  const perMs = BigInt(TICKS_PER_MS);
  const ms = Number(ticks / perMs) - GREGORIAN_OFFSET_MS;
  const node = Array.from(bytes.subarray(10), (b) => b.toString(16).padStart(2, "0")).join(":");
  const random = (bytes[10] & 1) === 1 ? " (multicast bit set: random, not a network card)" : "";
  return {
    ms,
    fields: [
      ...timeFields(ms, Number(ticks % perMs)),
      { label: "Clock sequence", value: String(readUint(bytes, 8, 2) & 0x3fff) },
      { label: "Node", value: node + random },
    ],
  };
}

function decodeUuidBytes(bytes: Uint8Array): Decoded {
  const canonical = { label: "Canonical form", value: uuidText(bytes) };
  if (bytes.every((b) => b === 0)) return { kind: "Nil UUID", fields: [canonical], timeMs: null };
  if (bytes.every((b) => b === 0xff))
    return { kind: "Max UUID", fields: [canonical], timeMs: null };
  const variant = variantOf(bytes[8]);
  if (bytes[8] >> 6 !== 0b10) {
    // Outside the RFC variant the version nibble means nothing.
    return {
      kind: "UUID",
      fields: [{ label: "Variant", value: variant }, canonical],
      timeMs: null,
    };
  }
  const version = bytes[6] >> 4;
  const name = VERSION_NAMES[version];
  const fields: DecodedField[] = [
    { label: "Version", value: name ? `${version} (${name})` : `${version} (not defined)` },
    { label: "Variant", value: variant },
  ];
  let timeMs: number | null = null;
  if (version === 1 || version === 6) {
    const gregorian = gregorianFields(bytes, version);
    fields.push(...gregorian.fields);
    timeMs = gregorian.ms;
  } else if (version === 7) {
    timeMs = readUint(bytes, 0, 6);
    fields.push(...timeFields(timeMs));
  }
  fields.push(canonical);
  return { kind: name ? `UUID version ${version}` : "UUID", fields, timeMs };
}

/** What the pasted UUID or ULID holds; null for nothing pasted. */
export function decodeId(text: string): Decoded | null {
  if (text.trim() === "") return null;
  // A long paste reaches parseUuid, which refuses it by its length before reading a character.
  const { body, offset } = unwrap(text);
  if (body.length === ULID_LENGTH && !body.includes("-")) {
    const { ms, bytes } = readUlid(body, offset);
    return {
      kind: "ULID",
      fields: [
        ...timeFields(ms),
        { label: "Randomness", value: body.slice(10).toUpperCase() },
        { label: "As a UUID", value: uuidText(bytes) },
      ],
      timeMs: ms,
    };
  }
  return decodeUuidBytes(parseUuid(body, offset));
}
