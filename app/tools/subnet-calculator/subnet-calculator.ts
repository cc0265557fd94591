// IP Subnet Calculator: the pure core. The Input holds networks, addresses and ranges, one or more a
// line; the operation describes each, splits each, summarises them all into the fewest CIDR blocks,
// or says which of them hold each of a second list of addresses.
import { groupedCount } from "~/lib/number/count-text";
import type { OptionItem } from "~/lib/options";
import { ToolError } from "~/lib/tool-error";
import { BITS, type Where, formatAddress } from "./ip";
import {
  type Network,
  type ParsedNetwork,
  type Span,
  contains,
  describe,
  lastOf,
  networkText,
  parseAddress,
  parseNetwork,
  prefixForCount,
  sizeOf,
  spanOf,
  subnets,
  summarise,
} from "./subnet";

export type SubnetOperation = "describe" | "split" | "summarise" | "contains";

export const OPERATIONS: readonly OptionItem<SubnetOperation>[] = [
  { value: "describe", label: "Describe each network" },
  { value: "split", label: "Split into subnets" },
  { value: "summarise", label: "Summarise into CIDR blocks" },
  { value: "contains", label: "Find the network of addresses" },
];

export interface SubnetCalculatorJob {
  text: string;
  operation: SubnetOperation;
  /** Split: a number of subnets ("4") or a prefix length ("/26"). */
  splitInto: string;
  /** Find: the addresses (or networks) to look up, one or more a line. */
  addresses: string;
}

export const SAMPLE_INPUT = "192.168.1.10/24\n10.0.0.0 255.255.252.0\n2001:db8:abcd::1/48";
export const DEFAULT_SPLIT = "4";
export const SAMPLE_ADDRESSES = "192.168.1.77\n10.0.3.200\n172.16.0.1";

/** More entries than this are not described one by one (each is some fifteen lines). */
export const MAX_DESCRIBED = 1_000;
/** More subnets than this of one network are counted, not listed. */
export const MAX_LISTED_SUBNETS = 4_096;

export const NOTHING_MESSAGE = "Type a network (192.168.1.0/24), an address or a range, one a line";
export const SPLIT_MESSAGE = "Split into: type a number of subnets (4) or a prefix length (/26)";

/** One entry of the input: its text, its line, the column where it starts. */
interface Entry {
  text: string;
  line: number;
  column: number;
}

/**
 * The entries of a text: lines, and commas within a line; "#" starts a comment. `label` names the
 * field in messages when it is not the Input.
 */
function entriesOf(text: string, label = ""): { entries: Entry[]; where: (e: Entry) => Where } {
  const entries: Entry[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const hash = raw.indexOf("#");
    const line = hash >= 0 ? raw.slice(0, hash) : raw;
    let at = 0;
    for (const part of line.split(",")) {
      const start = part.search(/\S/);
      if (start >= 0) entries.push({ text: part.trim(), line: index + 1, column: at + start + 1 });
      at += part.length + 1;
    }
  });
  const where =
    (entry: Entry): Where =>
    (column) =>
      `${label ? `${label}, line` : "Line"} ${entry.line}${column === undefined ? "" : `, column ${column}`}`;
  return { entries, where };
}

const RANGE = /^([^\s\-–]+)\s*[-–]\s*([^\s\-–]+)$/;

/** A range "first - last" (either dash), as a span of addresses. */
function rangeOf(entry: Entry, where: Where): Span | null {
  const match = RANGE.exec(entry.text);
  if (!match || match[1].includes("/")) return null;
  const first = parseAddress(match[1], where, entry.column);
  const last = parseAddress(match[2], where, entry.column + entry.text.lastIndexOf(match[2]));
  if (first.family !== last.family) {
    throw new ToolError(
      `${where()}: a range cannot go from IPv${first.family} to IPv${last.family}`,
    );
  }
  if (last.value < first.value) {
    throw new ToolError(
      `${where()}: the range ends (${formatAddress(last)}) before it starts (${formatAddress(first)})`,
    );
  }
  return { family: first.family, first: first.value, last: last.value };
}

function networksOf(text: string): { entry: Entry; parsed: ParsedNetwork; at: Where }[] {
  const { entries, where } = entriesOf(text);
  if (entries.length === 0) throw new ToolError(NOTHING_MESSAGE);
  return entries.map((entry) => {
    if (RANGE.test(entry.text) && !entry.text.includes("/")) {
      throw new ToolError(
        `${where(entry)()}: "${entry.text}" is a range: ranges are summarised ("Summarise into CIDR blocks")`,
      );
    }
    return {
      entry,
      parsed: parseNetwork(entry.text, where(entry), entry.column),
      at: where(entry),
    };
  });
}

function describeAll(text: string): string {
  const networks = networksOf(text);
  const blocks = networks.slice(0, MAX_DESCRIBED).map(({ entry, parsed }) => {
    const lines = describe(parsed);
    const width = Math.max(...lines.map(([label]) => label.length)) + 2;
    return [
      entry.text,
      ...lines.map(([label, value]) => `  ${`${label}:`.padEnd(width)}${value}`),
    ].join("\n");
  });
  if (networks.length > MAX_DESCRIBED) {
    blocks.push(
      `… and ${groupedCount(networks.length - MAX_DESCRIBED)} more: split the list to describe them all`,
    );
  }
  return blocks.join("\n\n");
}

/** The prefix length a "Split into" value asks for, with a note when a count was rounded up. */
function splitPrefix(
  network: Network,
  into: string,
  where: Where,
): { prefix: number; note: string } {
  const typed = into.trim();
  const bits = BITS[network.family];
  const prefixMatch = /^\/(\d{1,3})$/.exec(typed);
  if (prefixMatch) {
    const prefix = Number(prefixMatch[1]);
    if (prefix < network.prefix || prefix > bits) {
      throw new ToolError(
        `${where()}: ${networkText(network)} cannot be split into /${prefix} subnets (from /${network.prefix} to /${bits})`,
      );
    }
    return { prefix, note: "" };
  }
  if (
    !/^\d{1,12}$/.test(typed.replace(/[\s,_]/g, "")) ||
    Number(typed.replace(/[\s,_]/g, "")) < 1
  ) {
    throw new ToolError(SPLIT_MESSAGE);
  }
  const count = BigInt(typed.replace(/[\s,_]/g, ""));
  const extra = prefixForCount(count);
  if (network.prefix + extra > bits) {
    throw new ToolError(
      `${where()}: ${networkText(network)} holds ${groupedCount(sizeOf(network))} addresses: it cannot be split into ${groupedCount(count)} subnets`,
    );
  }
  const made = 1n << BigInt(extra);
  const note =
    made === count ? "" : ` (${groupedCount(count)} asked: subnets come in powers of two)`;
  return { prefix: network.prefix + extra, note };
}

function splitAll(text: string, into: string): string {
  const blocks = networksOf(text).map(({ parsed: { network }, at }) => {
    const { prefix, note } = splitPrefix(network, into, at);
    const count = 1n << BigInt(prefix - network.prefix);
    const family = network.family;
    const sample = { family, base: 0n, prefix };
    const size = sizeOf(sample);
    const hosts = family === 4 && prefix < 31 ? size - 2n : size;
    const header = `${networkText(network)} into ${groupedCount(count)} subnets of /${prefix}${note}: ${groupedCount(size)} addresses${family === 4 ? `, ${groupedCount(hosts)} hosts` : ""} each`;
    const list = subnets(network, prefix, 0n, MAX_LISTED_SUBNETS).map((subnet) => {
      const first = family === 4 && prefix < 31 ? subnet.base + 1n : subnet.base;
      const last = family === 4 && prefix < 31 ? lastOf(subnet) - 1n : lastOf(subnet);
      const range = `${formatAddress({ family, value: first })} – ${formatAddress({ family, value: last })}`;
      return `${networkText(subnet).padEnd(family === 4 ? 19 : 44)}${range}`;
    });
    if (count > BigInt(MAX_LISTED_SUBNETS)) {
      list.push(`… and ${groupedCount(count - BigInt(MAX_LISTED_SUBNETS))} more`);
    }
    return [header, ...list].join("\n");
  });
  return blocks.join("\n\n");
}

function summariseAll(text: string): string {
  const { entries, where } = entriesOf(text);
  if (entries.length === 0) throw new ToolError(NOTHING_MESSAGE);
  const spans = entries.map(
    (entry) =>
      rangeOf(entry, where(entry)) ??
      spanOf(parseNetwork(entry.text, where(entry), entry.column).network),
  );
  return summarise(spans).map(networkText).join("\n");
}

function findAll(text: string, addresses: string): string {
  const networks = networksOf(text);
  const { entries, where } = entriesOf(addresses, "Addresses");
  if (entries.length === 0)
    throw new ToolError("Addresses: type the addresses to look up, one a line");
  const looked = entries.map((entry) => {
    const { network } = parseNetwork(entry.text, where(entry), entry.column);
    const holders = networks
      .filter(({ parsed }) => contains(parsed.network, network))
      .map(({ entry: holder, parsed }) => `${networkText(parsed.network)} (line ${holder.line})`);
    return [entry.text, holders.length > 0 ? `in ${holders.join(", ")}` : "in none of them"];
  });
  const width = Math.max(...looked.map(([address]) => address.length)) + 2;
  return looked.map(([address, found]) => address.padEnd(width) + found).join("\n");
}

export function subnetCalculator(job: SubnetCalculatorJob): string {
  switch (job.operation) {
    case "split":
      return splitAll(job.text, job.splitInto);
    case "summarise":
      return summariseAll(job.text);
    case "contains":
      return findAll(job.text, job.addresses);
    default:
      return describeAll(job.text);
  }
}
