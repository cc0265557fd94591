// From what a user pastes or opens to DER: PEM blocks (RFC 7468) with their labels and lines, bare
// Base64 of a DER structure, or a binary DER file turned into the PEM text the Input then shows.
import { decodeBase64, encodeBase64 } from "~/lib/text/base64";
import { ToolError } from "~/lib/tool-error";

/** A DER structure found in the input: its PEM label ("" for bare Base64) and first line. */
export interface DerBlock {
  /** 1-based place among the input's PEM blocks (skipped ones count). */
  number: number;
  label: string;
  line: number;
  der: Uint8Array;
}

/** A PEM block this page does not decode (a private key, a CRL): named in the report. */
export interface SkippedBlock {
  label: string;
  line: number;
}

export const DECODED_LABELS = new Set([
  "CERTIFICATE",
  "X509 CERTIFICATE",
  "TRUSTED CERTIFICATE",
  "CERTIFICATE REQUEST",
  "NEW CERTIFICATE REQUEST",
  "PKCS7",
  "CMS",
]);

export const NOTHING_FOUND_MESSAGE =
  "No certificate found: paste a PEM block (-----BEGIN CERTIFICATE-----) or Base64 DER, or open a .crt, .cer, .pem, .der, .csr or .p7b file";

const BASE64_LINE = /^[A-Za-z0-9+/]*={0,2}$/;

/** Bytes of Base64 text (whitespace already removed); `where` names it in an error. */
function base64Bytes(base64: string, where: string): Uint8Array {
  let end = base64.length;
  while (end > 0 && base64[end - 1] === "=") end--;
  const data = base64.slice(0, end);
  if (data.includes("=")) {
    throw new ToolError(`${where}: the Base64 goes on after its "=" padding`);
  }
  // Four Base64 characters make three bytes; one left over holds less than a byte.
  if (data.length % 4 === 1) {
    throw new ToolError(`${where}: the Base64 is cut short (${data.length} characters)`);
  }
  // The shared decoder, not atob: Node's atob took seconds on 200 KB.
  return decodeBase64(data);
}

/** The first character of `line` that is not Base64, and its column (1-based). */
function badCharacter(line: string): { char: string; column: number } {
  const index = line.search(/[^A-Za-z0-9+/=]/);
  const at = index < 0 ? line.indexOf("=") : index;
  return { char: String.fromCodePoint(line.codePointAt(at) ?? 0), column: at + 1 };
}

/**
 * Every PEM block in `text`, in order; text around them (openssl's "subject=" lines, bag
 * attributes) is ignored. Without any BEGIN line, the whole text is read as one Base64 DER.
 */
export function findBlocks(text: string): { blocks: DerBlock[]; skipped: SkippedBlock[] } {
  const lines = text.split(/\r\n|\r|\n/);
  const blocks: DerBlock[] = [];
  const skipped: SkippedBlock[] = [];
  let sawBegin = false;
  for (let i = 0; i < lines.length; i++) {
    const begin = /^-----BEGIN ([A-Z0-9 ]+)-----$/.exec(lines[i].trim());
    if (!begin) continue;
    sawBegin = true;
    const label = begin[1];
    const endLine = `-----END ${label}-----`;
    let end = i + 1;
    while (end < lines.length && lines[end].trim() !== endLine) {
      if (/^-----(BEGIN|END) /.test(lines[end].trim())) break;
      end++;
    }
    if (end >= lines.length || lines[end].trim() !== endLine) {
      throw new ToolError(`Line ${i + 1}: -----BEGIN ${label}----- has no ${endLine} after it`);
    }
    const where = `PEM block ${blocks.length + skipped.length + 1} (${label})`;
    if (!DECODED_LABELS.has(label)) {
      skipped.push({ label, line: i + 1 });
      i = end;
      continue;
    }
    const parts: string[] = [];
    let padded = false;
    for (let j = i + 1; j < end; j++) {
      const line = lines[j].trim();
      // RFC 1421 headers ("Proc-Type: …") belong to encrypted keys, never to certificates.
      if (!BASE64_LINE.test(line)) {
        const { char, column } = badCharacter(line);
        throw new ToolError(
          `${where}, line ${j + 1}, column ${column}: "${char}" is not a Base64 character`,
        );
      }
      if (padded && line !== "") {
        throw new ToolError(`${where}, line ${j + 1}: the Base64 goes on after its "=" padding`);
      }
      padded ||= line.endsWith("=");
      parts.push(line);
    }
    const base64 = parts.join("");
    if (base64 === "") throw new ToolError(`${where}, line ${i + 1}: the block is empty`);
    blocks.push({
      number: blocks.length + skipped.length + 1,
      label,
      line: i + 1,
      der: base64Bytes(base64, where),
    });
    i = end;
  }
  if (!sawBegin) {
    const base64 = text.replace(/\s+/g, "");
    if (base64 === "") return { blocks, skipped };
    const bad = base64.search(/[^A-Za-z0-9+/=]/);
    if (bad >= 0) throw new ToolError(NOTHING_FOUND_MESSAGE);
    const der = base64Bytes(base64, "The Base64 input");
    // Every structure read here is a SEQUENCE: Base64 that does not start with one is other text.
    if (der[0] !== 0x30) throw new ToolError(NOTHING_FOUND_MESSAGE);
    blocks.push({ number: 1, label: "", line: 1, der });
  }
  return { blocks, skipped };
}

/** Base64 of bytes, in lines of 64 characters as PEM writes it. */
export function base64Lines(bytes: Uint8Array): string {
  const base64 = encodeBase64(bytes, { alphabet: "standard", padding: true, wrapAt76: false });
  const lines: string[] = [];
  for (let at = 0; at < base64.length; at += 64) lines.push(base64.slice(at, at + 64));
  return lines.join("\n");
}

/** Whether a file's bytes are text (PEM, Base64) rather than binary DER. */
function looksLikeText(bytes: Uint8Array): boolean {
  // A DER structure starts with a SEQUENCE tag (0x30, which is "0" in ASCII) and a length byte
  // that is 0x80 or more for anything as long as a certificate; text never has such a byte there.
  if (bytes.length >= 2 && bytes[0] === 0x30 && bytes[1] >= 0x80) return false;
  const sample = bytes.subarray(0, 512);
  return sample.every((b) => b === 9 || b === 10 || b === 13 || (b >= 32 && b < 127) || b >= 0xc0);
}

/**
 * A chosen file as the text the Input shows: PEM files as they are, binary DER as a PEM block whose
 * label says what the DER is (certificate, request or PKCS#7), so the user sees what was read.
 */
export function fileAsInputText(
  bytes: Uint8Array,
  sniffLabel: (der: Uint8Array) => string,
): string {
  if (looksLikeText(bytes)) return new TextDecoder().decode(bytes);
  const label = sniffLabel(bytes);
  return `-----BEGIN ${label}-----\n${base64Lines(bytes)}\n-----END ${label}-----\n`;
}
