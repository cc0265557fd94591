// The IP Subnet Calculator's details the python comparisons pass over: the boundaries of masks,
// prefix lengths and split counts, the columns of messages, text forms RFC 4291 allows or refuses,
// the class E boundary, the padded binary and hex forms, and how splits and summaries are laid out.
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import { parseAddress } from "./ip";
import { describe as describeNetwork, networkText, parseNetwork, subnets } from "./subnet";
import {
  NOTHING_MESSAGE,
  SPLIT_MESSAGE,
  type SubnetCalculatorJob,
  subnetCalculator,
} from "./subnet-calculator";

const where = (column?: number) => (column === undefined ? "Test" : `Test, column ${column}`);
const facts = (text: string) => new Map(describeNetwork(parseNetwork(text, where)));
const run = (text: string, more: Partial<SubnetCalculatorJob>) =>
  subnetCalculator({ text, operation: "describe", splitInto: "4", addresses: "", ...more });
const split = (text: string, splitInto: string) => run(text, { operation: "split", splitInto });
const summarise = (text: string) => run(text, { operation: "summarise" });

describe("reading", () => {
  it("reads the all-ones mask as /32 and a space before the slash", () => {
    expect(networkText(parseNetwork("10.0.0.1 255.255.255.255", where).network)).toBe(
      "10.0.0.1/32",
    );
    expect(networkText(parseNetwork("10.0.0.7 /24", where).network)).toBe("10.0.0.0/24");
  });

  it("takes a dotted mask after the slash only for IPv4, and points at a bad one", () => {
    expect(thrownMessage(() => parseNetwork("2001:db8::/255.255.0.0", where))).toBe(
      'Test, column 12: the prefix length "/255.255.0.0" is not a whole number from 0 to 128 (IPv6)',
    );
    expect(thrownMessage(() => parseNetwork("10.0.0.0/255.0.255.0", where))).toBe(
      'Test, column 10: "255.0.255.0" is not a netmask (ones, then zeros: 255.255.255.0)',
    );
  });

  it("points at the part of an address that is wrong", () => {
    const cases: [string, string][] = [
      ["1.2.3.1234", 'Test, column 7: "1234" in "1.2.3.1234" is not a number from 0 to 255'],
      ["::ffff:1.2.3.4a", 'Test, column 14: "4a" in "1.2.3.4a" is not a number from 0 to 255'],
      ["::ffff:1.2.3.a4", 'Test, column 14: "a4" in "1.2.3.a4" is not a number from 0 to 255'],
      ["x10.0.0.1", 'Test, column 1: "x10.0.0.1" is not an IPv4 or IPv6 address'],
      ["10.0.0.1x", 'Test, column 1: "10.0.0.1x" is not an IPv4 or IPv6 address'],
      // A dotted quad stands only for the last 32 bits (RFC 4291 section 2.2).
      ["::1.2.3.4:1", 'Test, column 3: "1.2.3.4" is not a group of 1 to 4 hexadecimal digits'],
      ["::1::2", 'Test, column 4: "::" may appear only once in "::1::2"'],
    ];
    for (const [text, message] of cases)
      expect(
        thrownMessage(() => parseAddress(text, where)),
        text,
      ).toBe(message);
  });

  it('lets "::" stand for a single zero group, as RFC 4291 allows', () => {
    expect(parseAddress("1:2:3:4:5:6::7", where).value).toBe(
      parseAddress("1:2:3:4:5:6:0:7", where).value,
    );
  });
});

describe("facts", () => {
  it("starts class E at 240 (RFC 1112)", () => {
    expect(facts("239.255.255.255").get("Class")).toBe("D (multicast)");
    expect(facts("240.0.0.0").get("Class")).toBe("E (reserved)");
  });

  it("writes the binary and hex forms at full width", () => {
    const low = facts("0.0.0.1");
    expect(low.get("Binary address")).toBe("00000000.00000000.00000000.00000001");
    expect(low.get("Integer")).toBe("1 (0x00000001)");
  });

  it("writes an IPv6 prefix length and counts addresses as a power of two up to /64", () => {
    const v64 = facts("2001:db8::/64");
    expect(v64.get("Prefix length")).toBe("/64");
    expect(v64.get("Addresses")).toBe("2^64 (18,446,744,073,709,551,616)");
    // 2^28 addresses: a plain count below /64.
    expect(facts("2001:db8::/100").get("Addresses")).toBe("268,435,456");
  });
});

describe("split", () => {
  it("reads the prefix length or count with spaces around it, and refuses anything else", () => {
    expect(split("10.0.0.0/24", " /26 ").split("\n")[0]).toBe(
      "10.0.0.0/24 into 4 subnets of /26: 64 addresses, 62 hosts each",
    );
    for (const bad of ["x/26", "/26x", "x4", "4x", "0,000"])
      expect(
        thrownMessage(() => split("10.0.0.0/8", bad)),
        bad,
      ).toBe(SPLIT_MESSAGE);
  });

  it("reads counts of several digits, with thousands separators", () => {
    expect(split("10.0.0.0/8", "16").split("\n")[0]).toBe(
      "10.0.0.0/8 into 16 subnets of /12: 1,048,576 addresses, 1,048,574 hosts each",
    );
    expect(split("10.0.0.0/8", "1,024").split("\n")[0]).toBe(
      "10.0.0.0/8 into 1,024 subnets of /18: 16,384 addresses, 16,382 hosts each",
    );
  });

  it("splits from the network's own prefix length down to single addresses", () => {
    expect(split("10.0.0.0/24", "1").split("\n")[1]).toBe(
      "10.0.0.0/24        10.0.0.1 – 10.0.0.254",
    );
    expect(split("10.0.0.0/24", "/24").split("\n")[1]).toBe(
      "10.0.0.0/24        10.0.0.1 – 10.0.0.254",
    );
    expect(split("10.0.0.0/30", "/32").split("\n")).toHaveLength(5);
    expect(split("10.0.0.0/30", "4").split("\n")[1]).toBe("10.0.0.0/32        10.0.0.0 – 10.0.0.0");
    expect(thrownMessage(() => split("10.0.0.0/30", "/33"))).toBe(
      "Line 1: 10.0.0.0/30 cannot be split into /33 subnets (from /30 to /32)",
    );
  });

  it("gives IPv6 subnets every address, in a wider column", () => {
    expect(split("2000::/8", "2").split("\n").slice(1)).toEqual([
      `${"2000::/9".padEnd(44)}2000:: – 207f:ffff:ffff:ffff:ffff:ffff:ffff:ffff`,
      `${"2080::/9".padEnd(44)}2080:: – 20ff:ffff:ffff:ffff:ffff:ffff:ffff:ffff`,
    ]);
  });

  it("lists 4,096 subnets without a count of the rest, and a blank line between networks", () => {
    expect(split("10.0.0.0/12", "/24").split("\n")).toHaveLength(1 + 4096);
    expect(split("10.0.0.0/30\n10.0.1.0/30", "2").split("\n\n")).toEqual([
      "10.0.0.0/30 into 2 subnets of /31: 2 addresses, 2 hosts each\n10.0.0.0/31        10.0.0.0 – 10.0.0.1\n10.0.0.2/31        10.0.0.2 – 10.0.0.3",
      "10.0.1.0/30 into 2 subnets of /31: 2 addresses, 2 hosts each\n10.0.1.0/31        10.0.1.0 – 10.0.1.1\n10.0.1.2/31        10.0.1.2 – 10.0.1.3",
    ]);
  });

  it("gives at most the subnets asked for", () => {
    const { network } = parseNetwork("10.0.0.0/8", where);
    expect(subnets(network, 24, 0n, 3).map(networkText)).toEqual([
      "10.0.0.0/24",
      "10.0.1.0/24",
      "10.0.2.0/24",
    ]);
  });
});

describe("summarise", () => {
  it("keeps the families apart, IPv4 first", () => {
    expect(summarise("::/128\n10.0.0.0/8")).toBe("10.0.0.0/8\n::/128");
  });

  it("reads a range of one address, and points at a bad end of a range", () => {
    expect(summarise("10.0.0.1 - 10.0.0.1")).toBe("10.0.0.1/32");
    expect(thrownMessage(() => summarise("10.0.0.1 - 10.0.0.x"))).toBe(
      'Line 1, column 12: "10.0.0.x" is not an IPv4 or IPv6 address',
    );
  });

  it("asks for networks when there are only comments", () => {
    expect(thrownMessage(() => summarise("# nothing yet"))).toBe(NOTHING_MESSAGE);
  });
});
