// A chain's checks: each certificate's issuer is the next one's subject (and their key identifiers
// agree), the next one's key verifies its signature (Web Crypto), the order is leaf first, and the
// weakest link is the certificate with the lowest security strength of key and signature hash.
import { type DerNode, readRoot, sequence, unsignedInteger, webCryptoBytes } from "./der";
import type { Certificate, Decoded, PublicKey } from "./x509";

/** Why a signature was or was not verified, in words for the report. */
export type SignatureCheck = "verified" | "does not verify" | string;

function bytesOf(node: DerNode, size: number): Uint8Array {
  const value = unsignedInteger(node, "ECDSA signature");
  const out = new Uint8Array(size);
  out.set(value.subarray(Math.max(0, value.length - size)), Math.max(0, size - value.length));
  return out;
}

/** ECDSA signatures are DER SEQUENCE { r, s }; Web Crypto takes r and s side by side. */
function ecdsaRaw(signature: Uint8Array, curveBits: number): Uint8Array {
  const size = Math.ceil(curveBits / 8);
  const [r, s] = sequence(readRoot(signature, "ECDSA signature"), "ECDSA signature");
  const raw = new Uint8Array(size * 2);
  raw.set(bytesOf(r, size));
  raw.set(bytesOf(s, size), size);
  return raw;
}

/** Whether `key` verifies the signature of `signed`, or why it was not checked. */
export async function checkSignature(signed: Decoded, key: PublicKey): Promise<SignatureCheck> {
  const { signatureAlgorithm: algorithm, signature, signedPart } = signed;
  const name = algorithm.name;
  let importAlgorithm: AlgorithmIdentifier | RsaHashedImportParams | EcKeyImportParams;
  let verifyAlgorithm: AlgorithmIdentifier | RsaPssParams | EcdsaParams;
  let signatureBytes = signature;
  if (algorithm.oid.startsWith("1.2.840.113549.1.1.") && algorithm.saltLength === undefined) {
    if (!algorithm.hash) return `not checked (${name} is not available here)`;
    importAlgorithm = { name: "RSASSA-PKCS1-v1_5", hash: algorithm.hash };
    verifyAlgorithm = { name: "RSASSA-PKCS1-v1_5" };
  } else if (algorithm.saltLength !== undefined && algorithm.hash) {
    importAlgorithm = { name: "RSA-PSS", hash: algorithm.hash };
    verifyAlgorithm = { name: "RSA-PSS", saltLength: algorithm.saltLength };
  } else if (algorithm.oid.startsWith("1.2.840.10045.4.") && algorithm.hash && key.curve) {
    importAlgorithm = { name: "ECDSA", namedCurve: key.curve };
    verifyAlgorithm = { name: "ECDSA", hash: algorithm.hash };
    try {
      signatureBytes = ecdsaRaw(signature, key.bits);
    } catch {
      // A damaged certificate: its signature is not the SEQUENCE { r, s } ECDSA signs with.
      return "does not verify (the ECDSA signature is malformed)";
    }
  } else if (algorithm.name === "ED25519") {
    importAlgorithm = { name: "Ed25519" };
    verifyAlgorithm = { name: "Ed25519" };
  } else {
    return `not checked (${name} is not available here)`;
  }
  try {
    const publicKey = await crypto.subtle.importKey(
      "spki",
      webCryptoBytes(key.spki),
      importAlgorithm,
      false,
      ["verify"],
    );
    const ok = await crypto.subtle.verify(
      verifyAlgorithm,
      publicKey,
      webCryptoBytes(signatureBytes),
      webCryptoBytes(signedPart),
    );
    return ok ? "verified" : "does not verify";
  } catch {
    // A key of another type than the signature (a mismatched issuer), or an algorithm this
    // browser's Web Crypto lacks (Ed25519 in older engines).
    return `not checked (${key.description} cannot check ${name} in this browser)`;
  }
}

export interface Link {
  /** 0-based indexes of the certificate and of the one after it. */
  from: number;
  to: number;
  namesMatch: boolean;
  /** undefined when either certificate lacks the key identifier. */
  keyIdsMatch?: boolean;
  signature: SignatureCheck;
}

export interface ChainReport {
  links: Link[];
  /** The certificate whose own subject is its issuer and whose key verifies it. */
  selfSigned: Map<number, SignatureCheck>;
  /** Indexes in leaf-to-root order when the input is in another order; null when it is in order. */
  betterOrder: number[] | null;
  weakest: { index: number; securityBits: number; reason: string };
}

const issuedBy = (child: Certificate, parent: Certificate) =>
  child.issuer.key === parent.subject.key;

/** The leaf-first order of the same certificates, when they form one path; else null. */
function leafFirstOrder(certificates: Certificate[]): number[] | null {
  const count = certificates.length;
  const isIssuerOfAnother = (i: number) =>
    certificates.some((other, j) => j !== i && issuedBy(other, certificates[i]));
  const leaves = certificates.map((_, i) => i).filter((i) => !isIssuerOfAnother(i));
  if (leaves.length !== 1) return null;
  const order = [leaves[0]];
  while (order.length < count) {
    const current = certificates[order[order.length - 1]];
    const next = certificates.findIndex((c, j) => !order.includes(j) && issuedBy(current, c));
    if (next < 0) return null;
    order.push(next);
  }
  return order;
}

/** The security strength of a certificate: its key's, or its signature hash's when lower. */
export function strength(certificate: Certificate): { securityBits: number; reason: string } {
  const { publicKey, signatureAlgorithm } = certificate;
  if (signatureAlgorithm.hashBits < publicKey.securityBits) {
    return {
      securityBits: signatureAlgorithm.hashBits,
      reason: `signed with ${signatureAlgorithm.name} (${signatureAlgorithm.hashBits}-bit security)`,
    };
  }
  return {
    securityBits: publicKey.securityBits,
    reason: `${publicKey.description} key (${publicKey.securityBits}-bit security)`,
  };
}

export async function checkChain(certificates: Certificate[]): Promise<ChainReport> {
  const links: Link[] = [];
  for (let i = 0; i + 1 < certificates.length; i++) {
    const child = certificates[i];
    const parent = certificates[i + 1];
    const namesMatch = issuedBy(child, parent);
    links.push({
      from: i,
      to: i + 1,
      namesMatch,
      keyIdsMatch:
        child.authorityKeyId && parent.subjectKeyId
          ? child.authorityKeyId === parent.subjectKeyId
          : undefined,
      signature: namesMatch
        ? await checkSignature(child, parent.publicKey)
        : "not checked (another issuer)",
    });
  }
  const selfSigned = new Map<number, SignatureCheck>();
  for (const [index, certificate] of certificates.entries()) {
    if (issuedBy(certificate, certificate)) {
      selfSigned.set(index, await checkSignature(certificate, certificate.publicKey));
    }
  }
  const inOrder = links.every((link) => link.namesMatch);
  const order = inOrder ? null : leafFirstOrder(certificates);
  let weakest = { index: 0, ...strength(certificates[0]) };
  for (const [index, certificate] of certificates.entries()) {
    const own = strength(certificate);
    if (own.securityBits < weakest.securityBits) weakest = { index, ...own };
  }
  return { links, selfSigned, betterOrder: order, weakest };
}
