// The kind of an address: the entry of IANA's IPv4 and IPv6 Special-Purpose Address Registries that
// holds it, with the registry's "Globally Reachable" column. In a file of its own: the registry list
// is built once per module, on first use, so the first test of a file to ask for a kind is the one
// that reads every entry; here that test checks every entry's name and flag.
import { kindOf, parseNetwork } from "./subnet";

const kind = (text: string) => kindOf(parseNetwork(text, () => "Test").network);

it("names each entry of IANA's special-purpose registries by an address inside it, and whether it is globally reachable", () => {
  // [address, name, IANA's "Globally Reachable"]; multicast, outside the registries, is global as
  // python's ipaddress says, and "N/A" entries (Teredo, 6to4) are not.
  const entries: [string, string, boolean][] = [
    ["0.0.0.0", "Unspecified (this host, RFC 1122)", false],
    ["0.1.2.3", "This network (RFC 791)", false],
    ["10.9.8.7", "Private (RFC 1918)", false],
    ["100.127.255.254", "Shared address space, carrier-grade NAT (RFC 6598)", false],
    ["127.0.0.1", "Loopback (RFC 1122)", false],
    ["169.254.10.20", "Link-local (RFC 3927)", false],
    ["172.31.255.255", "Private (RFC 1918)", false],
    ["192.0.0.9", "Port Control Protocol anycast (RFC 7723)", true],
    ["192.0.0.10", "Traversal Using Relays around NAT anycast (RFC 8155)", true],
    ["192.0.0.200", "IETF protocol assignments (RFC 6890)", false],
    ["192.0.2.55", "Documentation, TEST-NET-1 (RFC 5737)", false],
    ["192.31.196.1", "AS112-v4 (RFC 7535)", true],
    ["192.52.193.1", "Automatic Multicast Tunneling (RFC 7450)", true],
    ["192.88.99.1", "Deprecated 6to4 relay anycast (RFC 7526)", true],
    ["192.168.100.1", "Private (RFC 1918)", false],
    ["192.175.48.1", "Direct delegation AS112 service (RFC 7534)", true],
    ["198.19.255.1", "Benchmarking (RFC 2544)", false],
    ["198.51.100.7", "Documentation, TEST-NET-2 (RFC 5737)", false],
    ["203.0.113.7", "Documentation, TEST-NET-3 (RFC 5737)", false],
    ["239.255.255.250", "Multicast (RFC 5771)", true],
    ["255.255.255.255", "Limited broadcast (RFC 919)", false],
    ["250.1.2.3", "Reserved, formerly class E (RFC 1112)", false],
    ["8.8.8.8", "Public", true],
    ["::", "Unspecified (RFC 4291)", false],
    ["::1", "Loopback (RFC 4291)", false],
    ["::ffff:192.0.2.1", "IPv4-mapped (RFC 4291)", false],
    ["64:ff9b::c000:201", "IPv4/IPv6 translation (RFC 6052)", true],
    ["64:ff9b:1::1", "Local-use IPv4/IPv6 translation (RFC 8215)", false],
    ["100::1", "Discard-only (RFC 6666)", false],
    ["2001:1::1", "Port Control Protocol anycast (RFC 7723)", true],
    ["2001:1::2", "Traversal Using Relays around NAT anycast (RFC 8155)", true],
    ["2001:3::1", "AMT (RFC 7450)", true],
    ["2001:4:112::1", "AS112-v6 (RFC 7535)", true],
    ["2001:20::1", "ORCHIDv2 (RFC 7343)", true],
    ["2001:30::1", "Drone Remote ID entity tags (RFC 9374)", true],
    ["2001:db8::1", "Documentation (RFC 3849)", false],
    ["2001::1", "Teredo (RFC 4380)", false],
    ["2001:2::1", "IETF protocol assignments (RFC 2928)", false],
    ["2002:c000:201::1", "6to4 (RFC 3056)", false],
    ["3fff::1", "Documentation (RFC 9637)", false],
    ["5f00::1", "Segment Routing SIDs (RFC 9602)", false],
    ["fd12:3456::1", "Unique local (RFC 4193)", false],
    ["fe80::1", "Link-local unicast (RFC 4291)", false],
    ["ff02::1", "Multicast (RFC 4291)", true],
    ["2606:4700::1111", "Global unicast", true],
    ["4000::1", "Reserved by IETF (outside global unicast 2000::/3)", false],
  ];
  for (const [text, name, global] of entries)
    expect([text, kind(text)]).toEqual([text, { name, global }]);
});

it("calls a network holding special-purpose ranges mixed, and not globally reachable", () => {
  expect(kind("0.0.0.0/0")).toEqual({ name: "Mixed: holds special-purpose ranges", global: false });
  expect(kind("::/0")).toEqual({ name: "Mixed: holds special-purpose ranges", global: false });
});
