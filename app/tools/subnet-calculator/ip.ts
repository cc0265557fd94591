// IPv4 and IPv6 addresses as numbers (bigint, so both families share one arithmetic): reading the
// text forms of RFC 791 dotted quads and RFC 4291 section 2.2 (hex groups, one "::", a dotted quad
// at the end), and writing IPv6 as RFC 5952 recommends.
import { ToolError } from "~/lib/tool-error";

export type Family = 4 | 6;

export interface Address {
  family: Family;
  value: bigint;
}

export const BITS: Record<Family, number> = { 4: 32, 6: 128 };

/** The all-ones value of a family: 255.255.255.255 or ffff:…:ffff. */
export const allOnes = (family: Family) => (1n << BigInt(BITS[family])) - 1n;

/** Where a problem is: "Line 3" or "Line 3, column 12". */
export type Where = (column?: number) => string;

function fail(where: Where, column: number | undefined, problem: string): never {
  throw new ToolError(`${where(column)}: ${problem}`);
}

/** A dotted quad; `column` is where it starts in the line (1-based), for messages. */
function parseIpv4(text: string, where: Where, column: number): bigint {
  const parts = text.split(".");
  if (parts.length !== 4) {
    fail(
      where,
      column,
      `"${text}" is not an IPv4 address: it needs four numbers separated by dots`,
    );
  }
  let value = 0n;
  let at = column;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) {
      fail(where, at, `"${part}" in "${text}" is not a number from 0 to 255`);
    }
    // A leading zero is octal to inet_aton and decimal to others: refused, as python's ipaddress does.
    if (part.length > 1 && part.startsWith("0")) {
      fail(where, at, `"${part}" in "${text}" has a leading zero, which some tools read as octal`);
    }
    const byte = Number(part);
    if (byte > 255) fail(where, at, `${part} in "${text}" is more than 255`);
    value = value * 256n + BigInt(byte);
    at += part.length + 1;
  }
  return value;
}

function parseGroups(text: string, where: Where, column: number): bigint[] {
  if (text === "") return [];
  return text.split(":").map((group, i, groups) => {
    const at = column + groups.slice(0, i).join(":").length + (i > 0 ? 1 : 0);
    if (!/^[0-9a-fA-F]{1,4}$/.test(group)) {
      fail(
        where,
        at,
        group === ""
          ? `an empty group in "${text}" (only one "::" may stand for zeros)`
          : `"${group}" is not a group of 1 to 4 hexadecimal digits`,
      );
    }
    return BigInt(`0x${group}`);
  });
}

function parseIpv6(text: string, where: Where, column: number): bigint {
  if (text.includes("%")) {
    fail(
      where,
      column + text.indexOf("%"),
      `a zone (${text.slice(text.indexOf("%"))}) belongs to an interface, not to an address: remove it`,
    );
  }
  // A dotted quad may stand for the last two groups (::ffff:192.0.2.1).
  let tail: bigint[] = [];
  let body = text;
  const lastColon = text.lastIndexOf(":");
  if (text.slice(lastColon + 1).includes(".")) {
    const quad = parseIpv4(text.slice(lastColon + 1), where, column + lastColon + 1);
    tail = [quad >> 16n, quad & 0xffffn];
    body = text.slice(0, lastColon + 1);
    if (body.endsWith(":") && !body.endsWith("::")) body = body.slice(0, -1);
  }
  const gap = body.indexOf("::");
  if (gap >= 0 && body.indexOf("::", gap + 1) >= 0) {
    fail(where, column + body.indexOf("::", gap + 1), `"::" may appear only once in "${text}"`);
  }
  let groups: bigint[];
  if (gap >= 0) {
    const head = parseGroups(body.slice(0, gap), where, column);
    const rest = parseGroups(body.slice(gap + 2), where, column + gap + 2);
    const missing = 8 - head.length - rest.length - tail.length;
    if (missing < 1) fail(where, column, `"${text}" has more than 8 groups`);
    groups = [...head, ...new Array<bigint>(missing).fill(0n), ...rest, ...tail];
  } else {
    groups = [...parseGroups(body, where, column), ...tail];
    if (groups.length !== 8) {
      fail(
        where,
        column,
        `"${text}" has ${groups.length} groups; an IPv6 address has 8 (or "::" for a run of zeros)`,
      );
    }
  }
  return groups.reduce((value, group) => (value << 16n) | group, 0n);
}

/** An address of either family; `column` is where the text starts in its line. */
export function parseAddress(text: string, where: Where, column = 1): Address {
  if (text === "") fail(where, column, "an address is missing");
  if (text.includes(":")) return { family: 6, value: parseIpv6(text, where, column) };
  if (/^[\d.]+$/.test(text)) return { family: 4, value: parseIpv4(text, where, column) };
  return fail(where, column, `"${text}" is not an IPv4 or IPv6 address`);
}

export function formatIpv4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join(".");
}

function groupsOf(value: bigint): number[] {
  return [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n].map((shift) =>
    Number((value >> shift) & 0xffffn),
  );
}

/** IPv6 as RFC 5952 writes it: lower case, no leading zeros, the longest run of zero groups as "::". */
export function formatIpv6(value: bigint): string {
  const groups = groupsOf(value);
  // RFC 5952 section 5: an IPv4-mapped address ends in its dotted quad.
  if (value >> 32n === 0xffffn) return `::ffff:${formatIpv4(value & 0xffffffffn)}`;
  let bestStart = -1;
  let bestLength = 1; // a single zero group is not shortened (section 4.2.2)
  for (let start = 0; start < 8; start++) {
    let length = 0;
    while (start + length < 8 && groups[start + length] === 0) length++;
    if (length > bestLength) {
      bestStart = start;
      bestLength = length;
    }
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(":");
  return `${hex.slice(0, bestStart).join(":")}::${hex.slice(bestStart + bestLength).join(":")}`;
}

/** Every group written with four digits: 2001:0db8:0000:…. */
export function expandIpv6(value: bigint): string {
  return groupsOf(value)
    .map((g) => g.toString(16).padStart(4, "0"))
    .join(":");
}

export function formatAddress({ family, value }: Address): string {
  return family === 4 ? formatIpv4(value) : formatIpv6(value);
}
