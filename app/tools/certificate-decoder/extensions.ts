// X.509 v3 extensions (RFC 5280 4.2, RFC 6962 3.3 for SCTs) read into lines of text, each by the
// name OpenSSL gives it. A malformed extension is reported in its own line, not as a failed page.
import {
  type DerNode,
  TAG,
  bitString,
  children,
  contents,
  decodeOid,
  decodeString,
  expectTag,
  isStringTag,
  readRoot,
  sequence,
  smallInteger,
  toHex,
} from "./der";
import {
  ACCESS_METHODS,
  EXTENDED_KEY_USAGES,
  EXTENSIONS,
  KEY_USAGES,
  POLICIES,
  oidName,
} from "./oids";
import { formatName, formatRelativeName } from "./names";
import { errorMessage } from "~/lib/tool-error";

export interface Extension {
  oid: string;
  name: string;
  critical: boolean;
  /** The value, one line per item (names, usages, URLs). */
  values: string[];
}

const hex = (bytes: Uint8Array) => toHex(bytes, ":");

function ipAddress(bytes: Uint8Array): string {
  if (bytes.length === 4) return bytes.join(".");
  if (bytes.length === 16) {
    const groups: string[] = [];
    for (let i = 0; i < 16; i += 2)
      groups.push(((bytes[i] << 8) | bytes[i + 1]).toString(16).toUpperCase());
    return groups.join(":");
  }
  // Name constraints carry an address and its mask.
  if (bytes.length === 8) return `${bytes.subarray(0, 4).join(".")}/${bytes.subarray(4).join(".")}`;
  if (bytes.length === 32)
    return `${ipAddress(bytes.subarray(0, 16))}/${ipAddress(bytes.subarray(16))}`;
  return hex(bytes);
}

/** The OtherName types OpenSSL names (RFC 4985, RFC 6120, RFC 7585, RFC 8398, Microsoft's UPN). */
const OTHER_NAMES: Record<string, string> = {
  "1.3.6.1.4.1.311.20.2.3": "UPN",
  "1.3.6.1.5.5.7.8.5": "XmppAddr",
  "1.3.6.1.5.5.7.8.7": "SRVName",
  "1.3.6.1.5.5.7.8.8": "NAIRealm",
  "1.3.6.1.5.5.7.8.9": "SmtpUTF8Mailbox",
};

/** One GeneralName (RFC 5280 4.2.1.6) as OpenSSL writes it: "DNS:example.com". */
export function generalName(node: DerNode, where: string): string {
  const text = () => new TextDecoder().decode(contents(node));
  switch (node.tag) {
    case 0xa0: {
      // OtherName: a type and, under [0], its value; OpenSSL names the common ones "UPN::value".
      const [type, value] = children(node, where);
      const oid = decodeOid(type, where);
      const inner = value ? children(value, where)[0] : undefined;
      const text = inner
        ? isStringTag(inner.tag)
          ? decodeString(inner)
          : hex(contents(inner))
        : "";
      return `othername: ${OTHER_NAMES[oid] ?? oid}::${text}`;
    }
    case 0x81:
      return `email:${text()}`;
    case 0x82:
      return `DNS:${text()}`;
    case 0xa4:
      return `DirName:${formatName(children(node, where)[0], where).text}`;
    case 0x86:
      return `URI:${text()}`;
    case 0x87:
      return `IP Address:${ipAddress(contents(node))}`;
    case 0x88:
      return `Registered ID:${decodeOid({ ...node, tag: TAG.oid }, where)}`;
    default:
      return `[${node.tag & 0x1f}]:${hex(contents(node))}`;
  }
}

const generalNames = (node: DerNode, where: string) =>
  children(node, where).map((name) => generalName(name, where));

function keyUsage(value: DerNode, where: string): string[] {
  const { data } = bitString(value, where);
  const set = KEY_USAGES.filter((_, bit) => (data[bit >> 3] ?? 0) & (0x80 >> (bit & 7)));
  return [set.join(", ")];
}

function basicConstraints(value: DerNode, where: string): string[] {
  const items = sequence(value, where);
  let ca = false;
  let index = 0;
  if (items[0]?.tag === TAG.boolean) {
    ca = contents(items[0])[0] !== 0;
    index = 1;
  }
  const pathLength = items[index] ? `, pathlen:${smallInteger(items[index], where)}` : "";
  return [`CA:${ca ? "TRUE" : "FALSE"}${pathLength}`];
}

function authorityKeyIdentifier(value: DerNode, where: string): string[] {
  return sequence(value, where).map((item) => {
    if (item.tag === 0x80) return `keyid:${hex(contents(item))}`;
    if (item.tag === 0xa1) return generalNames(item, where).join(", ");
    return `serial:${hex(contents(item))}`;
  });
}

function accessDescriptions(value: DerNode, where: string): string[] {
  return sequence(value, where).map((description) => {
    const [method, location] = sequence(description, where);
    return `${oidName(ACCESS_METHODS, decodeOid(method, where))} - ${generalName(location, where)}`;
  });
}

function crlDistributionPoints(value: DerNode, where: string): string[] {
  const lines: string[] = [];
  for (const point of sequence(value, where)) {
    for (const field of sequence(point, where)) {
      if (field.tag === 0xa0) {
        for (const name of children(field, where)) {
          if (name.tag === 0xa0) lines.push(`Full Name: ${generalNames(name, where).join(", ")}`);
          else lines.push(`Relative Name: ${formatRelativeName(name, where)}`);
        }
      } else if (field.tag === 0xa2) {
        lines.push(`CRL Issuer: ${generalNames(field, where).join(", ")}`);
      }
    }
  }
  return lines;
}

function certificatePolicies(value: DerNode, where: string): string[] {
  const lines: string[] = [];
  for (const policy of sequence(value, where)) {
    const [id, qualifiers] = sequence(policy, where);
    const oid = decodeOid(id, where);
    lines.push(`Policy: ${POLICIES[oid] ? `${oid} (${POLICIES[oid]})` : oid}`);
    for (const qualifier of qualifiers ? sequence(qualifiers, where) : []) {
      const [kind, content] = sequence(qualifier, where);
      const qualifierId = decodeOid(kind, where);
      if (qualifierId === "1.3.6.1.5.5.7.2.1") lines.push(`  CPS: ${decodeString(content)}`);
      if (qualifierId === "1.3.6.1.5.5.7.2.2") lines.push(...userNotice(content, where));
    }
  }
  return lines;
}

/** RFC 5280 4.2.1.4: UserNotice ::= SEQUENCE { noticeRef NoticeReference OPTIONAL, explicitText DisplayText OPTIONAL }. */
function userNotice(notice: DerNode, where: string): string[] {
  const lines = ["  User Notice:"];
  for (const part of sequence(notice, where)) {
    if (part.tag === TAG.sequence) {
      const [organization, numbers] = sequence(part, where);
      lines.push(`    Organization: ${decodeString(organization)}`);
      const list = sequence(numbers, where).map((n) => smallInteger(n, where));
      lines.push(`    Number${list.length > 1 ? "s" : ""}: ${list.join(", ")}`);
    } else {
      lines.push(`    Explicit Text: ${decodeString(part)}`);
    }
  }
  return lines;
}

function nameConstraints(value: DerNode, where: string): string[] {
  return sequence(value, where).map((subtrees) => {
    const kind = subtrees.tag === 0xa0 ? "Permitted" : "Excluded";
    const names = children(subtrees, where).map((tree) =>
      generalName(sequence(tree, where)[0], where),
    );
    return `${kind}: ${names.join(", ")}`;
  });
}

const TLS_FEATURES: Record<number, string> = { 5: "status_request", 17: "status_request_v2" };

/** RFC 6962 3.3: a TLS-encoded list of signed certificate timestamps inside an OCTET STRING. */
function signedCertificateTimestamps(value: DerNode, where: string): string[] {
  const list = contents(expectTag(value, TAG.octetString, where));
  const fail = (at: number) => new Error(`the SCT list is cut short at byte ${at}`);
  const u16 = (at: number) => {
    if (at + 2 > list.length) throw fail(at);
    return (list[at] << 8) | list[at + 1];
  };
  const lines: string[] = [];
  const total = u16(0);
  if (2 + total > list.length) throw fail(list.length);
  for (let at = 2; at < 2 + total;) {
    const length = u16(at);
    const sct = at + 2;
    if (sct + length > list.length || length < 47) throw fail(sct);
    const version = list[sct];
    const logId = list.subarray(sct + 1, sct + 33);
    let millis = 0;
    for (let i = 0; i < 8; i++) millis = millis * 256 + list[sct + 33 + i];
    const extensionsLength = u16(sct + 41);
    const algorithms = sct + 43 + extensionsLength;
    const hashes: Record<number, string> = { 2: "sha1", 4: "sha256", 5: "sha384", 6: "sha512" };
    const signatures: Record<number, string> = { 1: "RSA", 3: "ECDSA" };
    const algorithm =
      algorithms + 1 < sct + length
        ? `${signatures[list[algorithms + 1]] ?? "?"}-${hashes[list[algorithms]] ?? "?"}`
        : "?";
    const time = new Date(millis).toISOString().replace("T", " ").replace("Z", " UTC");
    lines.push(`SCT v${version + 1}, log ${hex(logId)}, ${time}, ${algorithm}`);
    at = sct + length;
  }
  return lines;
}

type ValueReader = (value: DerNode, where: string) => string[];

const READERS: Record<string, ValueReader> = {
  "2.5.29.14": (value, where) => [hex(contents(expectTag(value, TAG.octetString, where)))],
  "2.5.29.15": keyUsage,
  "2.5.29.17": (value, where) => generalNames(expectTag(value, TAG.sequence, where), where),
  "2.5.29.18": (value, where) => generalNames(expectTag(value, TAG.sequence, where), where),
  "2.5.29.19": basicConstraints,
  "2.5.29.30": nameConstraints,
  "2.5.29.31": crlDistributionPoints,
  "2.5.29.46": crlDistributionPoints,
  "2.5.29.32": certificatePolicies,
  "2.5.29.35": authorityKeyIdentifier,
  "2.5.29.37": (value, where) => [
    sequence(value, where)
      .map((usage) => oidName(EXTENDED_KEY_USAGES, decodeOid(usage, where)))
      .join(", "),
  ],
  "1.3.6.1.5.5.7.1.1": accessDescriptions,
  "1.3.6.1.5.5.7.1.11": accessDescriptions,
  "1.3.6.1.5.5.7.1.24": (value, where) => [
    sequence(value, where)
      .map(
        (feature) =>
          TLS_FEATURES[smallInteger(feature, where)] ?? String(smallInteger(feature, where)),
      )
      .join(", "),
  ],
  "1.3.6.1.4.1.11129.2.4.2": signedCertificateTimestamps,
  "1.3.6.1.4.1.11129.2.4.3": () => ["present (a precertificate, not for use)"],
  "2.16.840.1.113730.1.13": (value) => [decodeString(value)],
};

/** The extensions of a certificate ([3] of its TBS) or of a request's extensionRequest. */
export function readExtensions(list: DerNode, where: string): Extension[] {
  return sequence(list, where).map((extension, index) => {
    const at = `${where}, extension ${index + 1}`;
    const items = sequence(extension, at);
    const oid = decodeOid(items[0], at);
    const critical = items[1]?.tag === TAG.boolean && contents(items[1])[0] !== 0;
    const octets = expectTag(
      items[critical || items[1]?.tag === TAG.boolean ? 2 : 1],
      TAG.octetString,
      at,
    );
    const name = oidName(EXTENSIONS, oid);
    const reader = READERS[oid];
    let values: string[];
    try {
      values = reader
        ? reader(readRoot(contents(octets), `${at} (${name})`), at)
        : [hex(contents(octets))];
    } catch (error) {
      values = [`(cannot be read: ${errorMessage(error)})`];
    }
    return { oid, name, critical, values };
  });
}
