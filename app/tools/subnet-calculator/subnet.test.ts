// The subnet core against Debian's python `ipaddress` on a thousand random networks of each family
// (addresses, masks, sizes, hosts, RFC 5952 text, the kinds of special-purpose addresses,
// subnets, summaries, containment) and against sipcalc.
import {
  type PythonFlags,
  type PythonNetwork,
  askPython,
  sipcalc,
} from "../../../test-support/subnet-calculator/python-ipaddress";
import { seededRandom } from "../../../test-support/random";
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import { type Family, expandIpv6, formatAddress, formatIpv6, parseAddress } from "./ip";
import {
  type Span,
  describe as describeNetwork,
  contains,
  kindOf,
  networkText,
  parseNetwork,
  spanToNetworks,
  subnets,
  summarise,
} from "./subnet";

const where = (column?: number) => (column === undefined ? "Test" : `Test, column ${column}`);
const random = seededRandom(45_1);
const randomBig = (bits: number) => {
  let value = 0n;
  for (let i = 0; i < bits; i += 16) value = (value << 16n) | BigInt(Math.floor(random() * 65_536));
  return value & ((1n << BigInt(bits)) - 1n);
};
/** IPv6 values with runs of zero groups, which is where RFC 5952's rules matter. */
function randomIpv6(): bigint {
  let value = 0n;
  for (let g = 0; g < 8; g++) {
    const group =
      random() < 0.45
        ? 0
        : random() < 0.3
          ? Math.floor(random() * 16)
          : Math.floor(random() * 65_536);
    value = (value << 16n) | BigInt(group);
  }
  return value;
}
const address = (family: Family, value: bigint) => formatAddress({ family, value });
function randomNetwork(family: Family): string {
  const value = family === 4 ? randomBig(32) : randomIpv6();
  return `${address(family, value)}/${Math.floor(random() * (family === 4 ? 33 : 129))}`;
}
const facts = (text: string) => new Map(describeNetwork(parseNetwork(text, where)));

describe("addresses", () => {
  it("writes IPv6 as python does (RFC 5952) and reads back python's forms", () => {
    const values = Array.from({ length: 1000 }, randomIpv6);
    const texts = values.map((v) => expandIpv6(v));
    const python = askPython<PythonFlags>(texts.map((t) => ["flags", t]));
    values.forEach((value, i) => {
      // RFC 5952 section 5 writes IPv4-mapped addresses with their dotted quad; python 3.11 does not.
      if (value >> 32n !== 0xffffn) expect(formatIpv6(value), texts[i]).toBe(python[i].compressed);
      expect(expandIpv6(value)).toBe(python[i].exploded);
      expect(parseAddress(python[i].compressed, where).value).toBe(value);
      expect(parseAddress(python[i].exploded.toUpperCase(), where).value).toBe(value);
    });
    expect(formatIpv6(0xffff_c000_0201n)).toBe("::ffff:192.0.2.1");
    expect(parseAddress("::ffff:192.0.2.1", where).value).toBe(0xffff_c000_0201n);
    expect(parseAddress("64:ff9b::192.0.2.33", where).value).toBe(
      parseAddress("64:ff9b::c000:221", where).value,
    );
    expect(parseAddress("1:2:3:4:5:6:1.2.3.4", where).value).toBe(
      parseAddress("1:2:3:4:5:6:102:304", where).value,
    );
    expect(formatIpv6(parseAddress("1:0:0:2:0:0:0:3", where).value)).toBe("1:0:0:2::3");
    expect(formatIpv6(parseAddress("1:0:0:2:0:0:3:4", where).value)).toBe("1::2:0:0:3:4");
    expect(formatIpv6(parseAddress("1:2:3:4:5:6:0:8", where).value)).toBe("1:2:3:4:5:6:0:8");
  });

  it("says what is wrong with an address, and where", () => {
    const cases: [string, string][] = [
      [
        "192.168.1",
        'Test, column 1: "192.168.1" is not an IPv4 address: it needs four numbers separated by dots',
      ],
      ["192.168.256.1", 'Test, column 9: 256 in "192.168.256.1" is more than 255'],
      [
        "192.168.01.1",
        'Test, column 9: "01" in "192.168.01.1" has a leading zero, which some tools read as octal',
      ],
      ["192.168..1", 'Test, column 9: "" in "192.168..1" is not a number from 0 to 255'],
      ["example.com", 'Test, column 1: "example.com" is not an IPv4 or IPv6 address'],
      ["", "Test, column 1: an address is missing"],
      ["1::2::3", 'Test, column 5: "::" may appear only once in "1::2::3"'],
      [
        "1:2:3:4:5:6:7",
        'Test, column 1: "1:2:3:4:5:6:7" has 7 groups; an IPv6 address has 8 (or "::" for a run of zeros)',
      ],
      ["1:2:3:4:5:6:7:8::", 'Test, column 1: "1:2:3:4:5:6:7:8::" has more than 8 groups'],
      [
        "1:2:3:4:5:6:7:12345",
        'Test, column 15: "12345" is not a group of 1 to 4 hexadecimal digits',
      ],
      [
        ":1:2:3:4:5:6:7",
        'Test, column 1: an empty group in ":1:2:3:4:5:6:7" (only one "::" may stand for zeros)',
      ],
      [
        "fe80::1%eth0",
        "Test, column 8: a zone (%eth0) belongs to an interface, not to an address: remove it",
      ],
      ["::ffff:1.2.3.999", 'Test, column 14: 999 in "1.2.3.999" is more than 255'],
    ];
    for (const [text, message] of cases)
      expect(thrownMessage(() => parseAddress(text, where))).toBe(message);
  });
});

describe("networks", () => {
  it("gives python's network, broadcast, masks, size and hosts for 1,000 random networks of each family", () => {
    const texts = [
      ...Array.from({ length: 1000 }, () => randomNetwork(4)),
      ...Array.from({ length: 1000 }, () => randomNetwork(6)),
    ];
    const python = askPython<PythonNetwork>(texts.map((t) => ["network", t]));
    texts.forEach((text, i) => {
      const got = facts(text);
      const expected = python[i];
      expect(got.get("Network"), text).toBe(expected.network);
      if (text.includes(":")) {
        expect(got.get("First address"), text).toBe(
          formatIpv6(parseAddress(expected.exploded, where).value),
        );
        expect(got.get("Last address"), text).toBe(expected.broadcast);
        expect(got.get("Netmask"), text).toBe(
          expandIpv6(parseAddress(expected.netmask, where).value),
        );
        expect(
          got
            .get("Addresses")
            ?.replace(/^2\^\d+ \((.*)\)$/, "$1")
            .replaceAll(",", ""),
          text,
        ).toBe(expected.size);
      } else {
        const prefix = Number(text.split("/")[1]);
        expect(got.get("Netmask"), text).toBe(`${expected.netmask} (/${prefix})`);
        expect(got.get("Wildcard"), text).toBe(expected.hostmask);
        expect(got.get("Broadcast"), text).toBe(
          prefix >= 31 ? "none (RFC 3021 link or single host)" : expected.broadcast,
        );
        expect(got.get("First host"), text).toBe(expected.firstHost);
        expect(got.get("Last host"), text).toBe(expected.lastHost);
        expect(got.get("Addresses")?.replaceAll(",", ""), text).toBe(expected.size);
        const hosts = prefix >= 31 ? BigInt(expected.size) : BigInt(expected.size) - 2n;
        expect(got.get("Hosts")?.replaceAll(",", ""), text).toBe(String(hosts));
      }
    });
  });

  it("agrees with sipcalc", () => {
    for (const text of ["192.168.1.10/24", "10.20.30.40/13", "172.16.5.4/30", "8.8.8.8/32"]) {
      const expected = sipcalc(text);
      const got = facts(text);
      expect(got.get("Network")?.split("/")[0]).toBe(expected.get("Network address"));
      expect(got.get("Netmask")?.split(" ")[0]).toBe(expected.get("Network mask"));
      expect(got.get("Wildcard")).toBe(expected.get("Cisco wildcard"));
      expect(got.get("Addresses")?.replaceAll(",", "")).toBe(expected.get("Addresses in network"));
      expect(got.get("Integer")?.split(" ")[0]).toBe(expected.get("Host address (decimal)"));
      const hex = /\(0x([0-9A-F]+)\)/.exec(got.get("Integer") ?? "")?.[1] ?? "";
      expect(parseInt(hex, 16)).toBe(parseInt(expected.get("Host address (hex)") ?? "", 16));
      if (!text.endsWith("/32")) {
        expect(`${got.get("First host")} - ${got.get("Last host")}`).toBe(
          expected.get("Usable range"),
        );
        expect(got.get("Broadcast")).toBe(expected.get("Broadcast address"));
      }
    }
    const v6 = sipcalc("2001:db8:abcd:12::1/64");
    const got = facts("2001:db8:abcd:12::1/64");
    expect(got.get("Expanded")).toBe(v6.get("Expanded Address"));
    expect(got.get("Netmask")).toBe(
      expandIpv6(parseAddress(v6.get("Prefix address") ?? "", where).value),
    );
    expect(`${expandIpv6(parseAddress(got.get("First address") ?? "", where).value)} -`).toBe(
      v6.get("Network range"),
    );
  });

  it("reads masks, single addresses and prefix lengths, and names bad ones", () => {
    expect(networkText(parseNetwork("10.1.2.3 255.255.252.0", where).network)).toBe("10.1.0.0/22");
    expect(networkText(parseNetwork("10.1.2.3/255.255.0.0", where).network)).toBe("10.1.0.0/16");
    expect(networkText(parseNetwork("10.1.2.3", where).network)).toBe("10.1.2.3/32");
    expect(networkText(parseNetwork("2001:db8::1", where).network)).toBe("2001:db8::1/128");
    expect(thrownMessage(() => parseNetwork("10.0.0.0/33", where))).toBe(
      'Test, column 10: the prefix length "/33" is not a whole number from 0 to 32 (IPv4)',
    );
    expect(thrownMessage(() => parseNetwork("::/129", where))).toBe(
      'Test, column 4: the prefix length "/129" is not a whole number from 0 to 128 (IPv6)',
    );
    expect(thrownMessage(() => parseNetwork("10.0.0.0 255.0.255.0", where))).toBe(
      'Test, column 10: "255.0.255.0" is not a netmask (ones, then zeros: 255.255.255.0)',
    );
    expect(thrownMessage(() => parseNetwork("2001:db8:: ffff::", where))).toBe(
      "Test, column 12: an IPv6 network is written with a prefix length (2001:db8::/32), not a mask",
    );
  });

  it("describes the parts python does not: class, binary, reverse zone", () => {
    const v4 = facts("192.168.1.10/24");
    expect(v4.get("Address")).toBe("192.168.1.10");
    expect(v4.get("Class")).toBe("C");
    expect(v4.get("Kind")).toBe("Private (RFC 1918)");
    expect(v4.get("Binary mask")).toBe("11111111.11111111.11111111.00000000");
    expect(v4.get("Binary address")).toBe("11000000.10101000.00000001.00001010");
    expect(v4.get("Reverse DNS zone")).toBe("1.168.192.in-addr.arpa");
    expect(facts("10.0.0.0/8").has("Address")).toBe(false);
    expect(
      ["1.0.0.0/8", "128.0.0.0/16", "224.0.0.1", "250.0.0.1"].map((n) => facts(n).get("Class")),
    ).toEqual(["A", "B", "D (multicast)", "E (reserved)"]);
    const v6 = facts("2001:db8:abcd::1/48");
    expect(v6.get("Reverse DNS zone")).toBe("d.c.b.a.8.b.d.0.1.0.0.2.ip6.arpa");
    expect(v6.get("Addresses")).toBe("2^80 (1,208,925,819,614,629,174,706,176)");
    expect(v6.get("Kind")).toBe("Documentation (RFC 3849)");
  });
});

describe("kinds of addresses", () => {
  // Python 3.11's is_global predates RFC 9637 (3fff::/20) and RFC 9602 (5f00::/16), calls all of
  // the IPv6 space outside 2000::/3 global, and does not look inside IPv4-mapped addresses: there
  // the IANA registries, which this page follows, say otherwise.
  const PYTHON_LAGS = ["3fff::/20", "5f00::/16", "::ffff:0:0/96"].map(
    (n) => parseNetwork(n, where).network,
  );
  const lagging = (text: string) => {
    const { network } = parseNetwork(text, where);
    if (kindOf(network).name.startsWith("Reserved")) return true;
    return PYTHON_LAGS.some((range) => contains(range, network));
  };

  it("names loopback, link-local, multicast, unspecified and global addresses as python does", () => {
    const specials = [
      "0.0.0.0/8",
      "10.0.0.0/8",
      "100.64.0.0/10",
      "127.0.0.0/8",
      "169.254.0.0/16",
      "172.16.0.0/12",
      "192.0.0.0/24",
      "192.0.2.0/24",
      "192.88.99.0/24",
      "192.168.0.0/16",
      "198.18.0.0/15",
      "198.51.100.0/24",
      "203.0.113.0/24",
      "224.0.0.0/4",
      "240.0.0.0/4",
      "::/127",
      "::ffff:0:0/96",
      "64:ff9b::/96",
      "64:ff9b:1::/48",
      "100::/64",
      "2001::/23",
      "2001:db8::/32",
      "2002::/16",
      "fc00::/7",
      "fe80::/10",
      "ff00::/8",
      "2000::/3",
      "4000::/2",
    ].map((n) => parseNetwork(n, where).network);
    const texts: string[] = [
      "0.0.0.0",
      "255.255.255.255",
      "192.0.0.9",
      "192.0.0.10",
      "::",
      "::1",
      "2001:1::1",
    ];
    for (let i = 0; i < 1000; i++) {
      const family: Family = i % 2 === 0 ? 4 : 6;
      const inside = specials.filter((n) => n.family === family);
      const range = inside[Math.floor(random() * inside.length)];
      const bits = (family === 4 ? 32 : 128) - range.prefix;
      const value =
        i % 4 < 2 ? range.base + randomBig(bits) : family === 4 ? randomBig(32) : randomIpv6();
      texts.push(address(family, value));
    }
    const python = askPython<PythonFlags>(texts.map((t) => ["flags", t]));
    let compared = 0;
    texts.forEach((text, i) => {
      const { name, global } = kindOf(parseNetwork(text, where).network);
      const flags = python[i];
      expect([text, name.startsWith("Loopback")]).toEqual([text, flags.loopback]);
      expect([text, name.startsWith("Link-local")]).toEqual([text, flags.linkLocal]);
      expect([text, name.startsWith("Multicast")]).toEqual([text, flags.multicast]);
      expect([text, name.startsWith("Unspecified")]).toEqual([text, flags.unspecified]);
      if (lagging(text)) return;
      expect([text, name, global]).toEqual([text, name, flags.global]);
      compared++;
    });
    expect(compared).toBeGreaterThan(650);
  });

  it("names a network that holds several kinds", () => {
    expect(kindOf(parseNetwork("0.0.0.0/0", where).network).name).toBe(
      "Mixed: holds special-purpose ranges",
    );
    expect(kindOf(parseNetwork("8.8.8.0/24", where).network)).toEqual({
      name: "Public",
      global: true,
    });
    expect(kindOf(parseNetwork("2606:4700::/32", where).network)).toEqual({
      name: "Global unicast",
      global: true,
    });
  });
});

describe("splitting, summarising and containing", () => {
  it("splits as python's subnets() does", () => {
    const cases = Array.from({ length: 200 }, (_, i) => {
      const family: Family = i % 2 === 0 ? 4 : 6;
      const text = randomNetwork(family);
      const prefix = Number(text.split("/")[1]);
      const most = family === 4 ? 32 : 128;
      return [text, Math.min(most, prefix + Math.floor(random() * 5))] as [string, number];
    });
    const python = askPython<string[]>(cases.map((c) => ["subnets", c]));
    cases.forEach(([text, prefix], i) => {
      const { network } = parseNetwork(text, where);
      expect(subnets(network, prefix, 0n, 100).map(networkText), text).toEqual(python[i]);
    });
  });

  it("summarises networks and ranges into python's fewest CIDR blocks", () => {
    const lists = Array.from({ length: 200 }, (_, i) => {
      const family: Family = i % 2 === 0 ? 4 : 6;
      const base = family === 4 ? randomBig(32) & ~0xffffn : randomIpv6() & ~0xffffn;
      return Array.from({ length: 1 + Math.floor(random() * 6) }, () => {
        const first = base + randomBig(12);
        if (random() < 0.5)
          return `${address(family, first)}/${(family === 4 ? 32 : 128) - Math.floor(random() * 10)}`;
        return [address(family, first), address(family, first + randomBig(10))] as [string, string];
      });
    });
    const python = askPython<string[]>(lists.map((list) => ["summarise", list]));
    lists.forEach((list, i) => {
      const spans: Span[] = list.map((item) => {
        if (typeof item === "string") {
          const { network } = parseNetwork(item, where);
          return {
            family: network.family,
            first: network.base,
            last:
              network.base +
              (1n << BigInt((network.family === 4 ? 32 : 128) - network.prefix)) -
              1n,
          };
        }
        const [first, last] = item.map((a) => parseAddress(a, where));
        return { family: first.family, first: first.value, last: last.value };
      });
      expect(summarise(spans).map(networkText), JSON.stringify(list)).toEqual(python[i]);
    });
    expect(spanToNetworks({ family: 4, first: 0n, last: 0xffffffffn }).map(networkText)).toEqual([
      "0.0.0.0/0",
    ]);
  });
});
