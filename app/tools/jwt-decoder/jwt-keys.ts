// Reads what is pasted as a key: a secret (text or Base64), a PEM (public key, certificate, PKCS#8,
// PKCS#1 or SEC1 private key), a JWK or a JWKS, and says what kind of key it is, for verifying and
// signing JWTs. Messages name the field and, for a PEM, the line that is wrong.
import { ToolError } from "~/lib/tool-error";
import { base64UrlToBytes, bytesToBase64Url } from "./base64url";
import {
  DerError,
  type Tlv,
  children,
  elementBytes,
  oidText,
  readTlv,
  root,
  slice,
  tlv,
} from "./der";

export type SecretFormat = "text" | "base64";

export interface Jwk {
  kty?: unknown;
  crv?: unknown;
  kid?: unknown;
  n?: unknown;
  d?: unknown;
  k?: unknown;
  use?: unknown;
  [member: string]: unknown;
}

export type KeyMaterial =
  | { kind: "secret"; bytes: Uint8Array }
  | { kind: "jwk"; jwk: Jwk }
  | { kind: "jwks"; keys: Jwk[] }
  | { kind: "spki"; der: Uint8Array }
  | { kind: "pkcs8"; der: Uint8Array };

/** What a key is: its JWK key type, curve and RSA size, and whether it is private. */
export interface KeyType {
  kty: "RSA" | "EC" | "OKP" | "oct" | "other";
  crv?: string;
  bits?: number;
  private?: boolean;
  /** An algorithm name for keys this page does not use (RSA-PSS-only, Ed448, X25519…). */
  name?: string;
}

const OIDS: Readonly<Record<string, KeyType>> = {
  "1.2.840.113549.1.1.1": { kty: "RSA" },
  "1.2.840.113549.1.1.10": { kty: "other", name: "RSA-PSS (restricted to PSS)" },
  "1.3.101.112": { kty: "OKP", crv: "Ed25519" },
  "1.3.101.113": { kty: "OKP", crv: "Ed448" },
  "1.3.101.110": { kty: "other", name: "X25519 (an encryption key)" },
  "1.3.101.111": { kty: "other", name: "X448 (an encryption key)" },
};
const EC_PUBLIC_KEY = "1.2.840.10045.2.1";
const CURVES: Readonly<Record<string, string>> = {
  "1.2.840.10045.3.1.7": "P-256",
  "1.3.132.0.34": "P-384",
  "1.3.132.0.35": "P-521",
  "1.3.132.0.10": "secp256k1",
};
const NAMED_CURVES = new Set(Object.values(CURVES));

function oidBytes(oid: string): Uint8Array {
  const arcs = oid.split(".").map(Number);
  const out = [40 * arcs[0] + arcs[1]];
  for (const arc of arcs.slice(2)) {
    const groups = [arc & 0x7f];
    for (let n = arc >>> 7; n > 0; n >>>= 7) groups.unshift((n & 0x7f) | 0x80);
    out.push(...groups);
  }
  return tlv(0x06, Uint8Array.from(out));
}

const RSA_ALGORITHM_ID = tlv(0x30, oidBytes("1.2.840.113549.1.1.1"), Uint8Array.of(0x05, 0x00));

function bitLength(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length && bytes[i] === 0) i++;
  return i === bytes.length ? 0 : (bytes.length - i - 1) * 8 + (32 - Math.clz32(bytes[i]));
}

/** The key type in an AlgorithmIdentifier (a SPKI's or a PKCS#8's). */
function algorithmType(der: Uint8Array, algorithmId: ReturnType<typeof readTlv>): KeyType {
  const [oid, params] = children(der, algorithmId);
  const id = oidText(der, oid);
  if (id === EC_PUBLIC_KEY) {
    // A curve this page does not name is described by its OID; explicit parameters by saying so.
    const crv =
      params?.tag === 0x06
        ? (CURVES[oidText(der, params)] ?? `curve OID ${oidText(der, params)}`)
        : "no named curve";
    return { kty: "EC", crv };
  }
  // A copy: the caller adds the key's own size to it, and the table is shared by every key.
  const known = OIDS[id];
  return known ? { ...known } : { kty: "other", name: `an algorithm with OID ${id}` };
}

/** The elements of a SEQUENCE, when it has at least `count` of them. */
function fields(der: Uint8Array, count: number, what: string): Tlv[] {
  const list = children(der, root(der));
  if (list.length < count) throw new DerError(`it is not ${what}`);
  return list;
}

export function spkiType(der: Uint8Array): KeyType {
  const [algorithmId, bitString] = fields(der, 2, "a SubjectPublicKeyInfo");
  const type = algorithmType(der, algorithmId);
  if (type.kty === "RSA") {
    const rsaKey = readTlv(der, bitString.start + 1, bitString.end);
    const [modulus] = children(der, rsaKey);
    type.bits = bitLength(slice(der, modulus));
  }
  return type;
}

export function pkcs8Type(der: Uint8Array): KeyType {
  const [, algorithmId, privateKey] = fields(der, 3, "a PKCS#8 private key");
  const type = algorithmType(der, algorithmId);
  if (type.kty === "RSA") {
    const [, modulus] = children(der, readTlv(der, privateKey.start, privateKey.end));
    type.bits = bitLength(slice(der, modulus));
  }
  return { ...type, private: true };
}

/** The SubjectPublicKeyInfo inside an X.509 certificate (RFC 5280 §4.1). */
function certificateSpki(der: Uint8Array): Uint8Array {
  const [tbs] = fields(der, 1, "a certificate");
  const parts = children(der, tbs);
  const first = parts[0]?.tag === 0xa0 ? 1 : 0; // the optional [0] version
  const spki = parts[first + 5];
  if (!spki || spki.tag !== 0x30) throw new DerError("the certificate has no public key");
  return elementBytes(der, spki);
}

/** A SEC1 "EC PRIVATE KEY" (RFC 5915) as PKCS#8, with the curve it names. */
function sec1ToPkcs8(der: Uint8Array): Uint8Array {
  const params = children(der, root(der)).find((field) => field.tag === 0xa0);
  const curve = params ? readTlv(der, params.start, params.end) : undefined;
  if (!curve) throw new DerError("the EC private key does not name its curve");
  const algorithmId = tlv(0x30, oidBytes(EC_PUBLIC_KEY), elementBytes(der, curve));
  return tlv(0x30, Uint8Array.of(0x02, 0x01, 0x00), algorithmId, tlv(0x04, der));
}

/** PEM labels read, and what each becomes. */
const PEM_READERS: Readonly<Record<string, (der: Uint8Array) => KeyMaterial>> = {
  "PUBLIC KEY": (der) => ({ kind: "spki", der }),
  "RSA PUBLIC KEY": (der) => ({
    kind: "spki",
    der: tlv(0x30, RSA_ALGORITHM_ID, tlv(0x03, Uint8Array.of(0), der)),
  }),
  CERTIFICATE: (der) => ({ kind: "spki", der: certificateSpki(der) }),
  "PRIVATE KEY": (der) => ({ kind: "pkcs8", der }),
  "RSA PRIVATE KEY": (der) => ({
    kind: "pkcs8",
    der: tlv(0x30, Uint8Array.of(0x02, 0x01, 0x00), RSA_ALGORITHM_ID, tlv(0x04, der)),
  }),
  "EC PRIVATE KEY": (der) => ({ kind: "pkcs8", der: sec1ToPkcs8(der) }),
};

const BASE64_LINE = /^[A-Za-z0-9+/]*={0,2}$/;

/** What is wrong with a PEM body line: a character outside Base64, or data after "=" padding. */
function pemLineFault(line: string): string {
  const bad = /[^A-Za-z0-9+/=]/.exec(line);
  if (bad) return `${JSON.stringify(bad[0])} at column ${bad.index + 1}`;
  const padding = line.indexOf("=");
  return padding >= 0
    ? `"=" at column ${padding + 1}, padding before the end`
    : "it follows the padding that ends the data";
}

function readPem(text: string, field: string): KeyMaterial {
  const lines = text.split(/\r\n|\r|\n/);
  const beginAt = lines.findIndex((line) => line.trim().startsWith("-----BEGIN "));
  const label = /^-----BEGIN ([^-]+)-----$/.exec(lines[beginAt].trim())?.[1];
  if (!label)
    throw new ToolError(`${field}: line ${beginAt + 1} is not a PEM "-----BEGIN …-----" line.`);
  const end = `-----END ${label}-----`;
  const endAt = lines.findIndex((line, i) => i > beginAt && line.trim() === end);
  if (endAt < 0)
    throw new ToolError(`${field}: the PEM begun on line ${beginAt + 1} has no "${end}" line.`);
  if (label === "ENCRYPTED PRIVATE KEY")
    throw new ToolError(
      `${field}: the private key is encrypted; decrypt it first (openssl pkcs8 -in key.pem).`,
    );
  const read = PEM_READERS[label];
  if (!read)
    throw new ToolError(
      `${field}: a PEM "${label}" is not a key this page reads (PUBLIC KEY, CERTIFICATE, PRIVATE KEY, RSA or EC PRIVATE KEY).`,
    );
  let base64 = "";
  for (let i = beginAt + 1; i < endAt; i++) {
    const line = lines[i].trim();
    if (line.includes(":"))
      throw new ToolError(
        `${field}: line ${i + 1} of the PEM is a header; encrypted PEM keys are not supported.`,
      );
    if (!BASE64_LINE.test(line) || (base64.includes("=") && line !== "")) {
      throw new ToolError(
        `${field}: line ${i + 1} of the PEM is not Base64 (${pemLineFault(line)}).`,
      );
    }
    base64 += line;
  }
  try {
    const material = read(base64UrlToBytes(base64, "the PEM"));
    // Read the key's type now, so a malformed structure is reported here, as the PEM's fault.
    if (material.kind === "spki") spkiType(material.der);
    if (material.kind === "pkcs8") pkcs8Type(material.der);
    return material;
  } catch (error) {
    // A missing element surfaces as a TypeError while the structure is walked.
    if (error instanceof DerError || error instanceof TypeError) {
      const reason = error instanceof DerError ? error.message : "its DER structure is malformed";
      throw new ToolError(`${field}: the PEM "${label}" does not hold a valid key (${reason}).`);
    }
    throw error;
  }
}

function readJson(text: string, field: string): KeyMaterial {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ToolError(`${field}: the JWK is not JSON: ${(error as Error).message}`);
  }
  // readKey passes only text that begins with "{", which JSON.parse reads as an object or refuses.
  const object = value as Jwk & { keys?: unknown };
  if (Array.isArray(object.keys)) {
    const keys = object.keys.filter((key): key is Jwk => typeof key === "object" && key !== null);
    if (keys.length === 0) throw new ToolError(`${field}: the JWKS has no keys.`);
    return { kind: "jwks", keys };
  }
  if (typeof object.kty !== "string")
    throw new ToolError(`${field}: the JWK has no "kty" (RSA, EC, OKP or oct).`);
  return { kind: "jwk", jwk: object };
}

/** The key pasted in the field called `field`. A secret is text, or Base64 when `format` says. */
export function readKey(text: string, format: SecretFormat, field: string): KeyMaterial {
  const trimmed = text.trim();
  if (trimmed.startsWith("-----BEGIN")) return readPem(text, field);
  if (trimmed.startsWith("{")) return readJson(trimmed, field);
  // A secret keeps its spaces: only the line break a paste may bring along is dropped.
  const secret = text.replace(/\r?\n$/, "");
  if (format === "text") return { kind: "secret", bytes: new TextEncoder().encode(secret) };
  try {
    return { kind: "secret", bytes: base64UrlToBytes(secret.replace(/\s+/g, ""), "the secret") };
  } catch (error) {
    throw new ToolError(`${field}: ${(error as Error).message}`);
  }
}

export function jwkType(jwk: Jwk): KeyType {
  const isPrivate = jwk.d !== undefined;
  switch (jwk.kty) {
    case "RSA":
      return {
        kty: "RSA",
        bits: typeof jwk.n === "string" ? bitLength(base64UrlToBytes(jwk.n, "n")) : undefined,
        private: isPrivate,
      };
    case "EC":
    case "OKP":
      return { kty: jwk.kty, crv: String(jwk.crv), private: isPrivate };
    case "oct":
      return { kty: "oct", private: true };
    default:
      return { kty: "other", name: `a JWK of kty ${JSON.stringify(jwk.kty)}` };
  }
}

export function describeKey(type: KeyType): string {
  const privacy = type.private ? "private" : "public";
  switch (type.kty) {
    case "RSA":
      return `an RSA ${privacy} key${type.bits ? ` (${type.bits} bits)` : ""}`;
    case "EC":
      return NAMED_CURVES.has(type.crv ?? "")
        ? `an EC ${type.crv} ${privacy} key`
        : `an EC ${privacy} key (${type.crv})`;
    case "OKP":
      return `an ${type.crv} ${privacy} key`;
    case "oct":
      return "a shared secret";
    default:
      return type.name ?? "an unknown key";
  }
}

/** A PEM of `der` under `label`, 64 characters a line. */
export function toPem(der: Uint8Array, label: string): string {
  const base64 = bytesToBase64Url(der).replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const lines = padded.match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join("\n")}\n-----END ${label}-----\n`;
}
