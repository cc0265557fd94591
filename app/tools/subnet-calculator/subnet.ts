// Networks (an address and a prefix length) and what is done with them: their facts (RFC 950
// masks, RFC 3021 /31 links, IANA's special-purpose registries), splitting, summarising a list of
// networks and ranges into the fewest CIDR blocks, and finding which networks hold an address.
import { groupedCount } from "~/lib/number/count-text";
import { ToolError } from "~/lib/tool-error";
import {
  type Address,
  BITS,
  type Family,
  type Where,
  allOnes,
  expandIpv6,
  formatAddress,
  formatIpv4,
  parseAddress,
} from "./ip";

export interface Network {
  family: Family;
  /** The first address (host bits cleared). */
  base: bigint;
  prefix: number;
}

/** The address as typed (host bits kept) and its network. */
export interface ParsedNetwork {
  address: Address;
  network: Network;
}

export const maskOf = (family: Family, prefix: number) =>
  allOnes(family) ^ ((1n << BigInt(BITS[family] - prefix)) - 1n);
export const sizeOf = (network: Network) => 1n << BigInt(BITS[network.family] - network.prefix);
export const lastOf = (network: Network) => network.base + sizeOf(network) - 1n;
export const networkText = (network: Network) =>
  `${formatAddress({ family: network.family, value: network.base })}/${network.prefix}`;

function networkOf(address: Address, prefix: number): Network {
  return { family: address.family, base: address.value & maskOf(address.family, prefix), prefix };
}

/** A dotted netmask's prefix length, when its ones are contiguous. */
function prefixOfMask(mask: bigint): number | null {
  for (let prefix = 0; prefix <= 32; prefix++) if (maskOf(4, prefix) === mask) return prefix;
  return null;
}

function parsePrefix(text: string, family: Family, where: Where, column: number): number {
  const most = BITS[family];
  if (!/^\d{1,3}$/.test(text) || Number(text) > most) {
    throw new ToolError(
      `${where(column)}: the prefix length "/${text}" is not a whole number from 0 to ${most} (IPv${family})`,
    );
  }
  return Number(text);
}

/**
 * "192.0.2.10/24", "2001:db8::/32", "192.0.2.10 255.255.255.0", or one address (a /32 or /128).
 * `column` is where the text starts in its line.
 */
export function parseNetwork(text: string, where: Where, column = 1): ParsedNetwork {
  const slash = text.indexOf("/");
  const space = text.search(/\s/);
  let address: Address;
  let prefix: number;
  if (slash >= 0) {
    address = parseAddress(text.slice(0, slash).trim(), where, column);
    const prefixText = text.slice(slash + 1).trim();
    if (/^\d+\.\d+\.\d+\.\d+$/.test(prefixText) && address.family === 4) {
      prefix = maskPrefix(prefixText, where, column + slash + 1);
    } else {
      prefix = parsePrefix(prefixText, address.family, where, column + slash + 1);
    }
  } else if (space >= 0) {
    address = parseAddress(text.slice(0, space), where, column);
    const maskText = text.slice(space).trim();
    if (address.family === 6) {
      throw new ToolError(
        `${where(column + space + 1)}: an IPv6 network is written with a prefix length (2001:db8::/32), not a mask`,
      );
    }
    prefix = maskPrefix(maskText, where, column + text.indexOf(maskText, space));
  } else {
    address = parseAddress(text, where, column);
    prefix = BITS[address.family];
  }
  return { address, network: networkOf(address, prefix) };
}

function maskPrefix(text: string, where: Where, column: number): number {
  const mask = parseAddress(text, where, column);
  const prefix = mask.family === 4 ? prefixOfMask(mask.value) : null;
  if (prefix === null) {
    throw new ToolError(
      `${where(column)}: "${text}" is not a netmask (ones, then zeros: 255.255.255.0)`,
    );
  }
  return prefix;
}

interface SpecialRange {
  network: Network;
  name: string;
  /** IANA's "Globally Reachable" column. */
  global: boolean;
}

const special = (cidr: string, name: string, global = false): SpecialRange => ({
  network: parseNetwork(cidr, () => cidr).network,
  name,
  global,
});

/**
 * IANA's IPv4 and IPv6 Special-Purpose Address Registries (RFC 6890 and its updates), the
 * multicast blocks and the class E space; most specific first where they nest.
 */
// Built on first use, not when the module loads: a page that never asks for a kind does not parse it.
let specialRanges: SpecialRange[] | undefined;
const SPECIAL_RANGES = (): SpecialRange[] =>
  (specialRanges ??= [
    special("0.0.0.0/32", "Unspecified (this host, RFC 1122)"),
    special("0.0.0.0/8", "This network (RFC 791)"),
    special("10.0.0.0/8", "Private (RFC 1918)"),
    special("100.64.0.0/10", "Shared address space, carrier-grade NAT (RFC 6598)"),
    special("127.0.0.0/8", "Loopback (RFC 1122)"),
    special("169.254.0.0/16", "Link-local (RFC 3927)"),
    special("172.16.0.0/12", "Private (RFC 1918)"),
    special("192.0.0.9/32", "Port Control Protocol anycast (RFC 7723)", true),
    special("192.0.0.10/32", "Traversal Using Relays around NAT anycast (RFC 8155)", true),
    special("192.0.0.0/24", "IETF protocol assignments (RFC 6890)"),
    special("192.0.2.0/24", "Documentation, TEST-NET-1 (RFC 5737)"),
    special("192.31.196.0/24", "AS112-v4 (RFC 7535)", true),
    special("192.52.193.0/24", "Automatic Multicast Tunneling (RFC 7450)", true),
    // Deprecated, but its relays may still answer from anywhere: python counts it global, as here.
    special("192.88.99.0/24", "Deprecated 6to4 relay anycast (RFC 7526)", true),
    special("192.168.0.0/16", "Private (RFC 1918)"),
    special("192.175.48.0/24", "Direct delegation AS112 service (RFC 7534)", true),
    special("198.18.0.0/15", "Benchmarking (RFC 2544)"),
    special("198.51.100.0/24", "Documentation, TEST-NET-2 (RFC 5737)"),
    special("203.0.113.0/24", "Documentation, TEST-NET-3 (RFC 5737)"),
    special("224.0.0.0/4", "Multicast (RFC 5771)", true),
    special("255.255.255.255/32", "Limited broadcast (RFC 919)"),
    special("240.0.0.0/4", "Reserved, formerly class E (RFC 1112)"),
    special("::/128", "Unspecified (RFC 4291)"),
    special("::1/128", "Loopback (RFC 4291)"),
    special("::ffff:0:0/96", "IPv4-mapped (RFC 4291)"),
    special("64:ff9b::/96", "IPv4/IPv6 translation (RFC 6052)", true),
    special("64:ff9b:1::/48", "Local-use IPv4/IPv6 translation (RFC 8215)"),
    special("100::/64", "Discard-only (RFC 6666)"),
    special("2001:1::1/128", "Port Control Protocol anycast (RFC 7723)", true),
    special("2001:1::2/128", "Traversal Using Relays around NAT anycast (RFC 8155)", true),
    special("2001:3::/32", "AMT (RFC 7450)", true),
    special("2001:4:112::/48", "AS112-v6 (RFC 7535)", true),
    special("2001:20::/28", "ORCHIDv2 (RFC 7343)", true),
    special("2001:30::/28", "Drone Remote ID entity tags (RFC 9374)", true),
    special("2001:db8::/32", "Documentation (RFC 3849)"),
    special("2001::/32", "Teredo (RFC 4380)"),
    special("2001::/23", "IETF protocol assignments (RFC 2928)"),
    special("2002::/16", "6to4 (RFC 3056)"),
    special("3fff::/20", "Documentation (RFC 9637)"),
    special("5f00::/16", "Segment Routing SIDs (RFC 9602)"),
    special("fc00::/7", "Unique local (RFC 4193)"),
    special("fe80::/10", "Link-local unicast (RFC 4291)"),
    special("ff00::/8", "Multicast (RFC 4291)", true),
  ]);

export const contains = (outer: Network, inner: Network) =>
  outer.family === inner.family &&
  outer.prefix <= inner.prefix &&
  (inner.base & maskOf(outer.family, outer.prefix)) === outer.base;

/** What kind of addresses a network holds: the registry entry holding it, or "Public". */
export function kindOf(network: Network): { name: string; global: boolean } {
  const holder = SPECIAL_RANGES().find((range) => contains(range.network, network));
  if (holder) return { name: holder.name, global: holder.global };
  if (SPECIAL_RANGES().some((range) => contains(network, range.network))) {
    return { name: "Mixed: holds special-purpose ranges", global: false };
  }
  if (network.family === 6 && !contains(parseNetwork("2000::/3", () => "").network, network)) {
    return { name: "Reserved by IETF (outside global unicast 2000::/3)", global: false };
  }
  return { name: network.family === 4 ? "Public" : "Global unicast", global: true };
}

/** The historic class of an IPv4 address (RFC 791, RFC 1112). */
function classOf(value: bigint): string {
  const first = Number(value >> 24n);
  if (first < 128) return "A";
  if (first < 192) return "B";
  if (first < 224) return "C";
  if (first < 240) return "D (multicast)";
  return "E (reserved)";
}

const binary = (value: bigint) =>
  value
    .toString(2)
    .padStart(32, "0")
    .replace(/(.{8})(?!$)/g, "$1.");

/** "1.168.192.in-addr.arpa" or the nibbles of an IPv6 prefix: where its reverse DNS lives. */
function reverseZone(network: Network): string {
  if (network.family === 4) {
    const octets = Math.floor(network.prefix / 8);
    const parts = formatIpv4(network.base).split(".").slice(0, octets).reverse();
    return [...parts, "in-addr.arpa"].join(".");
  }
  const nibbles = expandIpv6(network.base)
    .replaceAll(":", "")
    .slice(0, Math.floor(network.prefix / 4));
  return [...nibbles].reverse().concat("ip6.arpa").join(".");
}

/** The facts of a network, as label and value lines. */
export function describe({ address, network }: ParsedNetwork): [string, string][] {
  const { family, prefix } = network;
  const size = sizeOf(network);
  const last = lastOf(network);
  const text = (value: bigint) => formatAddress({ family, value });
  const mask = maskOf(family, prefix);
  const kind = kindOf(network).name;
  const lines: [string, string][] = [];
  // The address as typed, when it is not the network's first (its host bits are set).
  if (address.value !== network.base) lines.push(["Address", text(address.value)]);
  lines.push(["Network", networkText(network)]);
  if (family === 4) {
    // RFC 3021: a /31 is a point-to-point link whose two addresses are both hosts; a /32 is one host.
    const hosts = prefix >= 31 ? size : size - 2n;
    const first = prefix >= 31 ? network.base : network.base + 1n;
    const lastHost = prefix >= 31 ? last : last - 1n;
    lines.push(
      ["Netmask", `${formatIpv4(mask)} (/${prefix})`],
      ["Wildcard", formatIpv4(mask ^ allOnes(4))],
      ["Broadcast", prefix >= 31 ? "none (RFC 3021 link or single host)" : text(last)],
      ["First host", text(first)],
      ["Last host", text(lastHost)],
      ["Hosts", groupedCount(hosts)],
      ["Addresses", groupedCount(size)],
      ["Class", classOf(network.base)],
      ["Kind", kind],
      ["Binary mask", binary(mask)],
      ["Binary address", binary(address.value)],
      [
        "Integer",
        `${address.value} (0x${address.value.toString(16).toUpperCase().padStart(8, "0")})`,
      ],
      ["Reverse DNS zone", reverseZone(network)],
    );
  } else {
    lines.push(
      ["Prefix length", `/${prefix}`],
      ["First address", text(network.base)],
      ["Last address", text(last)],
      [
        "Addresses",
        prefix <= 64 ? `2^${128 - prefix} (${groupedCount(size)})` : groupedCount(size),
      ],
      ["Kind", kind],
      ["Expanded", expandIpv6(address.value)],
      ["Netmask", expandIpv6(mask)],
      ["Reverse DNS zone", reverseZone(network)],
    );
  }
  return lines;
}

/** The subnets of `network` with prefix length `prefix`, from the `start`-th, at most `limit`. */
export function subnets(network: Network, prefix: number, start: bigint, limit: number): Network[] {
  const step = 1n << BigInt(BITS[network.family] - prefix);
  const count = 1n << BigInt(prefix - network.prefix);
  const list: Network[] = [];
  for (let i = start; i < count && list.length < limit; i++) {
    list.push({ family: network.family, base: network.base + i * step, prefix });
  }
  return list;
}

/** The prefix length that splits a network into at least `count` equal subnets. */
export function prefixForCount(count: bigint): number {
  let bits = 0;
  while (1n << BigInt(bits) < count) bits++;
  return bits;
}

/** A span of addresses, first to last, of one family. */
export interface Span {
  family: Family;
  first: bigint;
  last: bigint;
}

/** The fewest CIDR blocks covering first to last exactly (python's summarize_address_range). */
export function spanToNetworks({ family, first, last }: Span): Network[] {
  const list: Network[] = [];
  const bits = BITS[family];
  let at = first;
  while (at <= last) {
    // The largest block aligned at `at` that does not pass `last`.
    let size = bits;
    while (size > 0 && (at & ((1n << BigInt(size)) - 1n)) !== 0n) size--;
    while (size > 0 && at + (1n << BigInt(size)) - 1n > last) size--;
    list.push({ family, base: at, prefix: bits - size });
    at += 1n << BigInt(size);
  }
  return list;
}

/** Joins overlapping and adjacent spans, then writes them as the fewest CIDR blocks. */
export function summarise(spans: Span[]): Network[] {
  const sorted = [...spans].sort((a, b) =>
    a.family !== b.family
      ? a.family - b.family
      : a.first < b.first
        ? -1
        : a.first > b.first
          ? 1
          : 0,
  );
  const merged: Span[] = [];
  for (const span of sorted) {
    const top = merged[merged.length - 1];
    if (top && top.family === span.family && span.first <= top.last + 1n) {
      if (span.last > top.last) top.last = span.last;
    } else {
      merged.push({ ...span });
    }
  }
  return merged.flatMap(spanToNetworks);
}

export const spanOf = (network: Network): Span => ({
  family: network.family,
  first: network.base,
  last: lastOf(network),
});

export { parseAddress };
