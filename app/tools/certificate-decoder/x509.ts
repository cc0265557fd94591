// X.509 certificates (RFC 5280 4.1), certificate requests (PKCS#10, RFC 2986) and the certificates of
// a PKCS#7 SignedData bundle (RFC 2315, the .p7b file), read from DER into typed fields.
import { ToolError } from "~/lib/tool-error";
import {
  type DerNode,
  TAG,
  bitLength,
  bitString,
  children,
  contents,
  decodeOid,
  decodeTime,
  encoding,
  readNode,
  readRoot,
  sequence,
  smallInteger,
  toHex,
  unsignedInteger,
} from "./der";
import { type Extension, readExtensions } from "./extensions";
import { type DistinguishedName, formatName } from "./names";
import {
  CSR_ATTRIBUTES,
  CURVES,
  EC_PUBLIC_KEY,
  HASH_ALGORITHMS,
  KEY_ALGORITHMS,
  PKCS7_SIGNED_DATA,
  RSA_ENCRYPTION,
  RSA_PSS,
  SIGNATURE_ALGORITHMS,
  oidName,
} from "./oids";

export interface PublicKey {
  /** "RSA", "EC", "Ed25519"… */
  type: string;
  bits: number;
  /** Security strength in bits (NIST SP 800-57 part 1, table 2). */
  securityBits: number;
  /** "RSA 2048 bits", "EC P-256 (256 bits)". */
  description: string;
  /** RSA's exponent, EC's curve: details after the description. */
  details: string[];
  /** The named curve (EC), for verifying with Web Crypto. */
  curve?: string;
  /** The whole SubjectPublicKeyInfo, for Web Crypto's importKey("spki"). */
  spki: Uint8Array;
}

export interface SignatureAlgorithm {
  oid: string;
  name: string;
  /** The hash's security in bits; 0 for MD5 and SHA-1, which collide. */
  hashBits: number;
  /** The Web Crypto hash name, when Web Crypto has it. */
  hash?: string;
  /** RSASSA-PSS salt length. */
  saltLength?: number;
}

interface Signed {
  der: Uint8Array;
  /** What the signature covers: the TBSCertificate or CertificationRequestInfo. */
  signedPart: Uint8Array;
  signature: Uint8Array;
  signatureAlgorithm: SignatureAlgorithm;
  subject: DistinguishedName;
  publicKey: PublicKey;
  extensions: Extension[];
}

export interface Certificate extends Signed {
  kind: "certificate";
  version: number;
  serial: string;
  issuer: DistinguishedName;
  notBefore: number;
  notAfter: number;
  subjectKeyId?: string;
  authorityKeyId?: string;
}

export interface CertificateRequest extends Signed {
  kind: "request";
  version: number;
  /** Attributes other than the requested extensions (which are in `extensions`). */
  attributes: { name: string; value: string }[];
}

export type Decoded = Certificate | CertificateRequest;

/** NIST SP 800-57 part 1 rev. 5, table 2: the strength of an RSA modulus. */
export function rsaSecurityBits(bits: number): number {
  if (bits >= 15360) return 256;
  if (bits >= 7680) return 192;
  if (bits >= 3072) return 128;
  if (bits >= 2048) return 112;
  if (bits >= 1024) return 80;
  return 0;
}

function algorithmIdentifier(node: DerNode, where: string): { oid: string; parameters?: DerNode } {
  const [id, parameters] = sequence(node, where);
  return { oid: decodeOid(id, where), parameters };
}

function pssParameters(parameters: DerNode | undefined, where: string) {
  // RFC 4055 3.1: the hash defaults to SHA-1 and the salt to 20 bytes.
  let hash = "SHA-1";
  let saltLength = 20;
  for (const field of parameters && parameters.tag === TAG.sequence
    ? children(parameters, where)
    : []) {
    if (field.tag === 0xa0)
      hash = oidName(HASH_ALGORITHMS, algorithmIdentifier(children(field, where)[0], where).oid);
    if (field.tag === 0xa2) saltLength = smallInteger(children(field, where)[0], where);
  }
  return { hash, saltLength };
}

function signatureAlgorithm(node: DerNode, where: string): SignatureAlgorithm {
  const { oid, parameters } = algorithmIdentifier(node, where);
  const known = SIGNATURE_ALGORITHMS[oid];
  if (oid === RSA_PSS) {
    const { hash, saltLength } = pssParameters(parameters, where);
    const hashBits = { "SHA-256": 128, "SHA-384": 192, "SHA-512": 256 }[hash] ?? 0;
    return { oid, name: `rsassaPss (${hash}, salt ${saltLength})`, hashBits, hash, saltLength };
  }
  return known ? { oid, ...known } : { oid, name: oid, hashBits: 0 };
}

function publicKey(node: DerNode, where: string): PublicKey {
  const [algorithm, key] = sequence(node, where);
  const { oid, parameters } = algorithmIdentifier(algorithm, where);
  const spki = encoding(node);
  const { data } = bitString(key, where);
  if (oid === RSA_ENCRYPTION || oid === RSA_PSS) {
    const [modulus, exponent] = sequence(readRoot(data, `${where}, RSA key`), `${where}, RSA key`);
    const bits = bitLength(unsignedInteger(modulus, where));
    const e = unsignedInteger(exponent, where);
    const type = oid === RSA_PSS ? "RSASSA-PSS" : "RSA";
    return {
      type,
      bits,
      securityBits: rsaSecurityBits(bits),
      description: `${type} ${bits} bits`,
      details: [`exponent ${e.length <= 6 ? parseInt(toHex(e), 16) : `0x${toHex(e)}`}`],
      spki,
    };
  }
  if (oid === EC_PUBLIC_KEY) {
    const curveOid = parameters?.tag === TAG.oid ? decodeOid(parameters, where) : "";
    const curve = CURVES[curveOid];
    if (!curve) {
      return {
        type: "EC",
        bits: 0,
        securityBits: 0,
        description: `EC (curve ${curveOid || "given explicitly"})`,
        details: [],
        spki,
      };
    }
    return {
      type: "EC",
      bits: curve.bits,
      securityBits: Math.min(256, Math.floor(curve.bits / 2)),
      description: `EC ${curve.name} (${curve.bits} bits)`,
      details: [`curve ${curve.opensslName}`],
      curve: curve.name,
      spki,
    };
  }
  const known = KEY_ALGORITHMS[oid];
  if (known) {
    return {
      type: known.name,
      bits: known.bits,
      securityBits: known.securityBits,
      description: `${known.name} (${known.bits} bits)`,
      details: [],
      spki,
    };
  }
  return {
    type: oid,
    bits: data.length * 8,
    securityBits: 0,
    description: `${oid} (${data.length * 8} bits)`,
    details: [],
    spki,
  };
}

/** Certificate, request and signature: the three parts of a signed structure. */
function signedParts(der: Uint8Array, where: string) {
  const [body, algorithm, signatureNode] = sequence(readRoot(der, where), where);
  if (!body || !algorithm || !signatureNode)
    throw new ToolError(`${where}: the structure is incomplete`);
  return {
    body,
    signedPart: encoding(body),
    signatureAlgorithm: signatureAlgorithm(algorithm, where),
    signature: bitString(signatureNode, where).data,
  };
}

export function decodeCertificate(der: Uint8Array, where: string): Certificate {
  const { body, ...signed } = signedParts(der, where);
  const fields = sequence(body, where);
  let version = 1;
  if (fields[0]?.tag === 0xa0) {
    version = smallInteger(children(fields.shift() as DerNode, where)[0], where) + 1;
  }
  const [serial, , issuer, validity, subject, spki, ...rest] = fields;
  if (!spki) throw new ToolError(`${where}: the certificate's fields are incomplete`);
  const [notBefore, notAfter] = sequence(validity, `${where}, validity`);
  const extensionsNode = rest.find((field) => field.tag === 0xa3);
  const extensions = extensionsNode
    ? readExtensions(children(extensionsNode, where)[0], where)
    : [];
  // The key identifier is the value written as hex, after "keyid:" in an authority key identifier
  // (which may also name the issuer, and its serial written "serial:…").
  const keyId = (oid: string) =>
    extensions
      .find((e) => e.oid === oid)
      ?.values.map((v) => v.replace(/^keyid:/, ""))
      .find((v) => /^[0-9A-F]{2}(:[0-9A-F]{2})*$/.test(v));
  return {
    kind: "certificate",
    der,
    ...signed,
    version,
    serial: toHex(unsignedInteger(serial, `${where}, serial number`), ":"),
    issuer: formatName(issuer, `${where}, issuer`),
    notBefore: decodeTime(notBefore, `${where}, validity`),
    notAfter: decodeTime(notAfter ?? notBefore, `${where}, validity`),
    subject: formatName(subject, `${where}, subject`),
    publicKey: publicKey(spki, `${where}, public key`),
    extensions,
    subjectKeyId: keyId("2.5.29.14"),
    authorityKeyId: keyId("2.5.29.35"),
  };
}

export function decodeRequest(der: Uint8Array, where: string): CertificateRequest {
  const { body, ...signed } = signedParts(der, where);
  const [version, subject, spki, attributesNode] = sequence(body, where);
  if (!spki) throw new ToolError(`${where}: the request's fields are incomplete`);
  let extensions: Extension[] = [];
  const attributes: { name: string; value: string }[] = [];
  for (const attribute of attributesNode ? children(attributesNode, where) : []) {
    const [type, values] = sequence(attribute, `${where}, attributes`);
    const oid = decodeOid(type, where);
    const [value] = sequence(values, where, TAG.set);
    if (oid === "1.2.840.113549.1.9.14" && value) extensions = readExtensions(value, where);
    else
      attributes.push({
        name: oidName(CSR_ATTRIBUTES, oid),
        value: value ? new TextDecoder().decode(contents(value)) : "",
      });
  }
  return {
    kind: "request",
    der,
    ...signed,
    version: smallInteger(version, where) + 1,
    subject: formatName(subject, `${where}, subject`),
    publicKey: publicKey(spki, `${where}, public key`),
    extensions,
    attributes,
  };
}

/** The certificates of a PKCS#7 SignedData (its [0] certificates field), as DER. */
export function pkcs7Certificates(der: Uint8Array, where: string): Uint8Array[] {
  const [type, content] = sequence(readRoot(der, where), where);
  const oid = decodeOid(type, where);
  if (oid !== PKCS7_SIGNED_DATA)
    throw new ToolError(`${where}: a PKCS#7 of type ${oid} holds no certificates`);
  const signedData = sequence(children(content, where)[0], where);
  const certificates = signedData.find((field) => field.tag === 0xa0);
  return certificates
    ? children(certificates, where)
        .map(encoding)
        .map((bytes) => bytes.slice())
    : [];
}

/** What a DER structure is, by its shape: the PEM label it would have. */
export function sniffLabel(der: Uint8Array): string {
  try {
    const top = children(readNode(der, 0, der.length, "DER"), "DER");
    if (top[0]?.tag === TAG.oid) return "PKCS7";
    const body = children(top[0], "DER");
    // A request's body is version, subject, key and [0] attributes; a certificate's has six or more.
    if (body.length === 4 && body[3].tag === 0xa0) return "CERTIFICATE REQUEST";
  } catch {
    // Not DER at all: called a certificate, decoding then says where it breaks.
  }
  return "CERTIFICATE";
}
