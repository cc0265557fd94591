// The IP Subnet Calculator's operations as the page runs them: what each writes, the messages for
// bad input with their line and column, and a megabyte of input.
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import {
  MAX_DESCRIBED,
  NOTHING_MESSAGE,
  SAMPLE_ADDRESSES,
  SAMPLE_INPUT,
  SPLIT_MESSAGE,
  type SubnetCalculatorJob,
  subnetCalculator,
} from "./subnet-calculator";

const run = (text: string, more: Partial<SubnetCalculatorJob> = {}) =>
  subnetCalculator({ text, operation: "describe", splitInto: "4", addresses: "", ...more });

describe("describe", () => {
  it("describes each network of the sample, the address as typed first", () => {
    const output = run(SAMPLE_INPUT);
    expect(output).toContain(
      [
        "192.168.1.10/24",
        "  Address:          192.168.1.10",
        "  Network:          192.168.1.0/24",
        "  Netmask:          255.255.255.0 (/24)",
        "  Wildcard:         0.0.0.255",
        "  Broadcast:        192.168.1.255",
        "  First host:       192.168.1.1",
        "  Last host:        192.168.1.254",
        "  Hosts:            254",
        "  Addresses:        256",
        "  Class:            C",
        "  Kind:             Private (RFC 1918)",
      ].join("\n"),
    );
    expect(output).toContain("10.0.0.0 255.255.252.0\n  Network:          10.0.0.0/22\n");
    expect(output).toContain("2001:db8:abcd::1/48\n  Address:          2001:db8:abcd::1\n");
    expect(output.split("\n\n")).toHaveLength(3);
  });

  it("reads several entries a line, skips comments and blank lines, and numbers lines in messages", () => {
    expect(
      run("# office\n10.0.0.1/31, 10.0.0.9/32 # links\n\n")
        .split("\n\n")
        .map((b) => b.split("\n")[0]),
    ).toEqual(["10.0.0.1/31", "10.0.0.9/32"]);
    expect(thrownMessage(() => run("10.0.0.0/8\n  10.0.0.0/8, 10.0.0.256"))).toBe(
      'Line 2, column 22: 256 in "10.0.0.256" is more than 255',
    );
    expect(thrownMessage(() => run("10.0.0.0/8 - 10.1.0.0"))).toBe(
      'Line 1, column 10: the prefix length "/8 - 10.1.0.0" is not a whole number from 0 to 32 (IPv4)',
    );
    expect(thrownMessage(() => run("10.0.0.1 - 10.0.0.9"))).toBe(
      'Line 1: "10.0.0.1 - 10.0.0.9" is a range: ranges are summarised ("Summarise into CIDR blocks")',
    );
    expect(thrownMessage(() => run(" \n# nothing"))).toBe(NOTHING_MESSAGE);
  });

  it("describes at most 1,000 networks and counts the rest", () => {
    const output = run(
      Array.from({ length: MAX_DESCRIBED + 5 }, (_, i) => `10.0.${i >> 8}.${i & 255}`).join("\n"),
    );
    expect(output.endsWith("… and 5 more: split the list to describe them all")).toBe(true);
    expect(output.split("\n\n")).toHaveLength(MAX_DESCRIBED + 1);
  });
});

describe("split", () => {
  const split = (text: string, splitInto: string) => run(text, { operation: "split", splitInto });

  it("splits into a count of subnets or by prefix length", () => {
    expect(split("192.168.1.0/24", "4")).toBe(
      [
        "192.168.1.0/24 into 4 subnets of /26: 64 addresses, 62 hosts each",
        "192.168.1.0/26     192.168.1.1 – 192.168.1.62",
        "192.168.1.64/26    192.168.1.65 – 192.168.1.126",
        "192.168.1.128/26   192.168.1.129 – 192.168.1.190",
        "192.168.1.192/26   192.168.1.193 – 192.168.1.254",
      ].join("\n"),
    );
    expect(split("10.0.0.0/30", "/31")).toBe(
      "10.0.0.0/30 into 2 subnets of /31: 2 addresses, 2 hosts each\n10.0.0.0/31        10.0.0.0 – 10.0.0.1\n10.0.0.2/31        10.0.0.2 – 10.0.0.3",
    );
    expect(split("10.0.0.0/24", "5").split("\n")[0]).toBe(
      "10.0.0.0/24 into 8 subnets of /27 (5 asked: subnets come in powers of two): 32 addresses, 30 hosts each",
    );
    expect(split("2001:db8::/32", "/48").split("\n")).toEqual(
      expect.arrayContaining([
        "2001:db8::/32 into 65,536 subnets of /48: 1,208,925,819,614,629,174,706,176 addresses each",
        "… and 61,440 more",
      ]),
    );
  });

  it("says when a network cannot be split so", () => {
    expect(thrownMessage(() => split("10.0.0.0/24", "/16"))).toBe(
      "Line 1: 10.0.0.0/24 cannot be split into /16 subnets (from /24 to /32)",
    );
    expect(thrownMessage(() => split("10.0.0.0/30", "8"))).toBe(
      "Line 1: 10.0.0.0/30 holds 4 addresses: it cannot be split into 8 subnets",
    );
    for (const bad of ["", "0", "x", "/x", "-2"])
      expect(thrownMessage(() => split("10.0.0.0/8", bad))).toBe(SPLIT_MESSAGE);
  });
});

describe("summarise", () => {
  const summarise = (text: string) => run(text, { operation: "summarise" });

  it("writes networks, addresses and ranges as the fewest CIDR blocks", () => {
    expect(summarise("192.168.0.0/24\n192.168.1.0/24\n192.168.2.0 - 192.168.3.255\n10.0.0.5")).toBe(
      "10.0.0.5/32\n192.168.0.0/22",
    );
    expect(summarise("10.0.0.1–10.0.0.6")).toBe(
      "10.0.0.1/32\n10.0.0.2/31\n10.0.0.4/31\n10.0.0.6/32",
    );
    expect(summarise("2001:db8::/33, 2001:db8:8000::/33, 10.0.0.0/8")).toBe(
      "10.0.0.0/8\n2001:db8::/32",
    );
  });

  it("names a backwards or mixed range", () => {
    expect(thrownMessage(() => summarise("10.0.0.9 - 10.0.0.1"))).toBe(
      "Line 1: the range ends (10.0.0.1) before it starts (10.0.0.9)",
    );
    expect(thrownMessage(() => summarise("10.0.0.9 - ::1"))).toBe(
      "Line 1: a range cannot go from IPv4 to IPv6",
    );
  });
});

describe("find", () => {
  it("says which networks hold each address, with their lines", () => {
    expect(
      run("10.0.0.0/8\n10.0.0.0/22\n192.168.0.0/16", {
        operation: "contains",
        addresses: SAMPLE_ADDRESSES,
      }),
    ).toBe(
      [
        "192.168.1.77  in 192.168.0.0/16 (line 3)",
        "10.0.3.200    in 10.0.0.0/8 (line 1), 10.0.0.0/22 (line 2)",
        "172.16.0.1    in none of them",
      ].join("\n"),
    );
    expect(
      run("2001:db8::/32", { operation: "contains", addresses: "2001:db8:1::/48, 10.0.0.1" }),
    ).toBe("2001:db8:1::/48  in 2001:db8::/32 (line 1)\n10.0.0.1         in none of them");
    expect(
      thrownMessage(() => run("10.0.0.0/8", { operation: "contains", addresses: "\n10.0.0" })),
    ).toBe(
      'Addresses, line 2, column 1: "10.0.0" is not an IPv4 address: it needs four numbers separated by dots',
    );
    expect(thrownMessage(() => run("10.0.0.0/8", { operation: "contains", addresses: "" }))).toBe(
      "Addresses: type the addresses to look up, one a line",
    );
  });
});

it("answers a megabyte of networks in each operation", () => {
  const lines = Array.from(
    { length: 70_000 },
    (_, i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}/32`,
  );
  const text = lines.join("\n");
  expect(text.length).toBeGreaterThan(1_000_000);
  const started = performance.now();
  expect(run(text, { operation: "summarise" })).toBe(
    "10.0.0.0/16\n10.1.0.0/20\n10.1.16.0/24\n10.1.17.0/26\n10.1.17.64/27\n10.1.17.96/28",
  );
  expect(run(text).endsWith("more: split the list to describe them all")).toBe(true);
  expect(run(text, { operation: "contains", addresses: "10.0.0.1" })).toMatch(
    /^10\.0\.0\.1 {2}in 10\.0\.0\.1\/32 \(line 2\)$/,
  );
  expect(performance.now() - started).toBeLessThan(8000);
});
