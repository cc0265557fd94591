// Debian's Python `ipaddress` module and `sipcalc` as reference tools for the IP Subnet Calculator's
// tests. One Python process answers a whole list of questions; a missing tool fails the test.
import { execFileSync } from "node:child_process";

/** Debian's Python (the `python3` on PATH may be another one, without Debian's patches). */
const DEBIAN_PYTHON = "/usr/bin/python3";

export interface PythonNetwork {
  network: string;
  broadcast: string;
  netmask: string;
  hostmask: string;
  exploded: string;
  size: string;
  /** IPv4: the first and last of hosts(); null for IPv6. */
  firstHost: string | null;
  lastHost: string | null;
}

export interface PythonFlags {
  global: boolean;
  loopback: boolean;
  linkLocal: boolean;
  multicast: boolean;
  unspecified: boolean;
  compressed: string;
  exploded: string;
}

const SCRIPT = String.raw`
import ipaddress as ip, json, sys
def network(text):
    n = ip.ip_network(text, strict=False)
    first = last = None
    if n.version == 4:
        if n.prefixlen >= 31:
            first, last = n.network_address, n.broadcast_address
        else:
            first, last = n.network_address + 1, n.broadcast_address - 1
        first, last = str(first), str(last)
    return {"network": str(n), "broadcast": str(n.broadcast_address), "netmask": str(n.netmask),
            "hostmask": str(n.hostmask), "exploded": n.network_address.exploded,
            "size": str(n.num_addresses), "firstHost": first, "lastHost": last}
def flags(text):
    a = ip.ip_address(text)
    return {"global": a.is_global, "loopback": a.is_loopback, "linkLocal": a.is_link_local,
            "multicast": a.is_multicast, "unspecified": a.is_unspecified,
            "compressed": a.compressed, "exploded": a.exploded}
def summarise(items):
    nets = []
    for item in items:
        if isinstance(item, list):
            nets += ip.summarize_address_range(ip.ip_address(item[0]), ip.ip_address(item[1]))
        else:
            nets.append(ip.ip_network(item, strict=False))
    out = []
    for version in (4, 6):
        out += [str(n) for n in ip.collapse_addresses([n for n in nets if n.version == version])]
    return out
out = []
for q in json.load(sys.stdin):
    kind, arg = q
    if kind == "network": out.append(network(arg))
    elif kind == "flags": out.append(flags(arg))
    elif kind == "subnets":
        out.append([str(s) for s in ip.ip_network(arg[0], strict=False).subnets(new_prefix=arg[1])])
    elif kind == "summarise": out.append(summarise(arg))
    elif kind == "contains":
        inner = ip.ip_network(arg[1], strict=False)
        out.append([i for i, n in enumerate(arg[0]) if inner.version == ip.ip_network(n, strict=False).version and inner.subnet_of(ip.ip_network(n, strict=False))])
json.dump(out, sys.stdout)
`;

export type PythonQuestion =
  | ["network", string]
  | ["flags", string]
  | ["subnets", [string, number]]
  | ["summarise", (string | [string, string])[]]
  | ["contains", [string[], string]];

/** Python's answers, in the order of the questions. */
export function askPython<T = unknown>(questions: PythonQuestion[]): T[] {
  const output = execFileSync(DEBIAN_PYTHON, ["-c", SCRIPT], {
    input: JSON.stringify(questions),
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  return JSON.parse(output) as T[];
}

/** sipcalc's lines for one network, by label ("Network address" → "192.168.1.0"). */
export function sipcalc(network: string): Map<string, string> {
  const output = execFileSync("sipcalc", [network], { encoding: "utf8" });
  const fields = new Map<string, string>();
  for (const line of output.split("\n")) {
    const match = /^([^\t]+)\t+- (.*)$/.exec(line);
    if (match && !fields.has(match[1])) fields.set(match[1], match[2].trim());
  }
  return fields;
}
