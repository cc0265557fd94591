// Distinguished names (RFC 5280 4.1.2.4) as OpenSSL's -text writes them: "C = US, O = Org, CN = x".
import {
  type DerNode,
  TAG,
  children,
  contents,
  decodeOid,
  decodeString,
  sequence,
  toHex,
} from "./der";
import { NAME_ATTRIBUTES, oidName } from "./oids";

export interface DistinguishedName {
  /** As OpenSSL prints it. */
  text: string;
  /** The common name, or the whole text when there is none: how a certificate is called. */
  label: string;
  /** For comparing an issuer with a subject: case and runs of spaces do not count (RFC 5280 7.1). */
  key: string;
}

/** The attributes of one relative distinguished name: "CN = x" or "OU = a + OU = b". */
function attributes(list: DerNode[], where: string, found: { commonName: string }): string {
  return list
    .map((attribute) => {
      const [type, value] = sequence(attribute, where);
      const oid = decodeOid(type, where);
      const name = oidName(NAME_ATTRIBUTES, oid);
      const text = value
        ? value.tag < 0x20 || value.tag === 0x1e
          ? decodeString(value)
          : `#${toHex(contents(value))}`
        : "";
      if (oid === "2.5.4.3") found.commonName = text;
      return `${name} = ${text}`;
    })
    .join(" + ");
}

export function formatName(node: DerNode, where: string): DistinguishedName {
  const found = { commonName: "" };
  const rdns = sequence(node, where).map((rdn) =>
    attributes(sequence(rdn, where, TAG.set), where, found),
  );
  const text = rdns.join(", ");
  return {
    text,
    label: found.commonName || text || "(empty name)",
    key: text.toLowerCase().replace(/\s+/g, " "),
  };
}

/** A relative name under another tag (a CRL distribution point's nameRelativeToCRLIssuer). */
export function formatRelativeName(node: DerNode, where: string): string {
  return attributes(children(node, where), where, { commonName: "" });
}
