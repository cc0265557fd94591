// Certificate Decoder: X.509 certificates and chains, PKCS#10 requests and PKCS#7 bundles (PEM or
// DER) read into a text report: names, validity, key, extensions, fingerprints and the chain's links.
import { ToolError } from "~/lib/tool-error";
import { type ChainReport, checkChain, checkSignature } from "./chain";
import { toHex, webCryptoBytes } from "./der";
import { NOTHING_FOUND_MESSAGE, findBlocks, fileAsInputText } from "./pem";
import {
  type Certificate,
  type CertificateRequest,
  type Decoded,
  decodeCertificate,
  decodeRequest,
  pkcs7Certificates,
  sniffLabel,
} from "./x509";

export interface CertificateDecoderJob {
  text: string;
  /** Milliseconds since the epoch: "expires in N days" counts from it. */
  now: number;
}

export { NOTHING_FOUND_MESSAGE };

const DAY_MS = 86_400_000;

/** A chosen file (PEM or binary DER) as the text the Input shows. */
export const fileAsInput = (bytes: Uint8Array) => fileAsInputText(bytes, sniffLabel);

export function formatTime(millis: number): string {
  return new Date(millis)
    .toISOString()
    .replace("T", " ")
    .replace(/\.000Z$/, " UTC");
}

const days = (count: number) => `${count} ${count === 1 ? "day" : "days"}`;

/** "expires in 30 days", "expired 2 days ago", "not valid until 5 days from now". */
export function validityNote(notBefore: number, notAfter: number, now: number): string {
  if (now < notBefore) {
    const wait = Math.floor((notBefore - now) / DAY_MS);
    return `not valid yet: starts ${wait === 0 ? "today" : `in ${days(wait)}`}`;
  }
  if (now > notAfter) return `expired ${days(Math.floor((now - notAfter) / DAY_MS))} ago`;
  const left = Math.floor((notAfter - now) / DAY_MS);
  return left === 0 ? "expires today" : `expires in ${days(left)}`;
}

async function fingerprint(der: Uint8Array, hash: "SHA-1" | "SHA-256"): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest(hash, webCryptoBytes(der))), ":");
}

const row = (label: string, value: string) => `  ${`${label}:`.padEnd(22)}${value}`;

function extensionLines(decoded: Decoded): string[] {
  if (decoded.extensions.length === 0) return [];
  const lines = ["  Extensions:"];
  for (const extension of decoded.extensions) {
    lines.push(`    ${extension.name}${extension.critical ? " (critical)" : ""}:`);
    for (const value of extension.values) lines.push(`      ${value}`);
  }
  return lines;
}

function keyLine(decoded: Decoded): string {
  const { description, details } = decoded.publicKey;
  return details.length > 0 ? `${description}, ${details.join(", ")}` : description;
}

async function certificateLines(certificate: Certificate, now: number): Promise<string[]> {
  return [
    row("Subject", certificate.subject.text || "(empty)"),
    row("Issuer", certificate.issuer.text || "(empty)"),
    row("Serial number", certificate.serial),
    row("Version", String(certificate.version)),
    row("Not before", formatTime(certificate.notBefore)),
    row(
      "Not after",
      `${formatTime(certificate.notAfter)} (${validityNote(certificate.notBefore, certificate.notAfter, now)})`,
    ),
    row("Public key", keyLine(certificate)),
    row("Signature algorithm", certificate.signatureAlgorithm.name),
    row("SHA-256 fingerprint", await fingerprint(certificate.der, "SHA-256")),
    row("SHA-1 fingerprint", await fingerprint(certificate.der, "SHA-1")),
    ...extensionLines(certificate),
  ];
}

async function requestLines(request: CertificateRequest): Promise<string[]> {
  const selfCheck = await checkSignature(request, request.publicKey);
  return [
    row("Subject", request.subject.text || "(empty)"),
    row("Version", String(request.version)),
    row("Public key", keyLine(request)),
    row("Signature algorithm", request.signatureAlgorithm.name),
    row("Signature", selfCheck === "verified" ? "verified with the request's own key" : selfCheck),
    ...request.attributes.map((attribute) => row(attribute.name, attribute.value)),
    ...extensionLines(request),
  ];
}

function chainLines(certificates: Certificate[], chain: ChainReport): string[] {
  const name = (i: number) => `${i + 1} (${certificates[i].subject.label})`;
  const lines = ["", `Chain of ${certificates.length} certificates`];
  for (const link of chain.links) {
    const parts = [
      link.namesMatch
        ? "issuer matches the next subject"
        : "issuer does NOT match the next subject",
    ];
    if (link.keyIdsMatch !== undefined) {
      parts.push(link.keyIdsMatch ? "key identifiers match" : "key identifiers do NOT match");
    }
    parts.push(`signature ${link.signature}`);
    lines.push(`  ${name(link.from)} → ${name(link.to)}: ${parts.join("; ")}`);
  }
  for (const [index, check] of chain.selfSigned) {
    lines.push(`  ${name(index)}: self-signed root, signature ${check}`);
  }
  const last = certificates.length - 1;
  if (chain.betterOrder) {
    lines.push(
      `  Order: not leaf first; the right order is ${chain.betterOrder.map((i) => i + 1).join(", ")}`,
    );
  } else if (chain.links.every((link) => link.namesMatch)) {
    lines.push(
      `  Order: leaf first, each certificate issued by the next${chain.selfSigned.has(last) ? ", ending at a root" : `; the issuer of the last (${certificates[last].issuer.label}) is not included`}`,
    );
  } else {
    lines.push("  Order: these certificates do not form one chain");
  }
  lines.push(`  Weakest link: certificate ${name(chain.weakest.index)}, ${chain.weakest.reason}`);
  return lines;
}

/** One decoded item, whatever the block held, with the block it came from for messages. */
interface Item {
  decoded: Decoded;
  source: string;
}

function decodeBlock(der: Uint8Array, label: string, where: string, line: number): Item[] {
  if (label === "PKCS7" || label === "CMS") {
    const certificates = pkcs7Certificates(der, where);
    if (certificates.length === 0) {
      throw new ToolError(`${where}: the PKCS#7 bundle holds no certificates`);
    }
    return certificates.map((bytes, i) => ({
      decoded: decodeCertificate(bytes, `${where}, certificate ${i + 1}`),
      source: `from the PKCS#7 bundle at line ${line}`,
    }));
  }
  if (label.includes("REQUEST")) return [{ decoded: decodeRequest(der, where), source: "" }];
  return [{ decoded: decodeCertificate(der, where), source: "" }];
}

function decodeBlocks(text: string): { items: Item[]; notes: string[] } {
  const { blocks, skipped } = findBlocks(text);
  const items: Item[] = [];
  for (const block of blocks) {
    const label = block.label || sniffLabel(block.der);
    const where = block.label
      ? `PEM block ${block.number} (${block.label}, line ${block.line})`
      : "The Base64 input";
    try {
      items.push(...decodeBlock(block.der, label, where, block.line));
    } catch (error) {
      if (error instanceof ToolError) throw error;
      // A shape the reader did not foresee (a field missing deep inside) is still bad input.
      throw new ToolError(`${where}: this is not a valid ${label.toLowerCase()}`);
    }
  }
  const notes = skipped.map(
    (block) =>
      `Skipped the ${block.label} at line ${block.line}: this page reads certificates, requests and PKCS#7 bundles only.`,
  );
  if (items.length === 0) {
    throw new ToolError(
      skipped.length > 0 ? `${notes.join(" ")} ${NOTHING_FOUND_MESSAGE}` : NOTHING_FOUND_MESSAGE,
    );
  }
  return { items, notes };
}

export async function decodeCertificates({ text, now }: CertificateDecoderJob): Promise<string> {
  const { items, notes } = decodeBlocks(text);
  const certificates = items.flatMap((item) =>
    item.decoded.kind === "certificate" ? [item.decoded] : [],
  );
  const lines: string[] = [...notes];
  let certificateNumber = 0;
  let requestNumber = 0;
  for (const { decoded, source } of items) {
    if (lines.length > 0) lines.push("");
    if (decoded.kind === "certificate") {
      certificateNumber++;
      const of = certificates.length > 1 ? ` ${certificateNumber} of ${certificates.length}` : "";
      lines.push(`Certificate${of}${source ? ` (${source})` : ""}`);
      lines.push(...(await certificateLines(decoded, now)));
    } else {
      requestNumber++;
      lines.push(`Certificate request${requestNumber > 1 ? ` ${requestNumber}` : ""} (PKCS#10)`);
      lines.push(...(await requestLines(decoded)));
    }
  }
  if (certificates.length > 1)
    lines.push(...chainLines(certificates, await checkChain(certificates)));
  else if (certificates.length === 1) {
    const [only] = certificates;
    if (only.issuer.key === only.subject.key) {
      lines.push("", `Self-signed: signature ${await checkSignature(only, only.publicKey)}`);
    }
  }
  return `${lines.join("\n")}\n`;
}
