// Reads a JSON Web Token without a key: the compact JWS (RFC 7515) header, payload and signature,
// or a JWE's (RFC 7516) header. Implements the JWT Decoder's "decodes header and payload as pasted".
import { ToolError } from "~/lib/tool-error";
import { base64UrlToBytes } from "./base64url";

export type JsonObject = Record<string, unknown>;

/** The payload: a claims set (a JWT), other text (a JWS that is not a JWT), or bytes. */
export type Payload =
  | { kind: "claims"; claims: JsonObject }
  | { kind: "text"; text: string }
  | { kind: "bytes"; length: number };

export interface DecodedJws {
  kind: "jws";
  /** The token itself, without "Bearer " or an Authorization: header around it. */
  token: string;
  header: JsonObject;
  alg: string;
  payload: Payload;
  signatureLength: number;
  /** The decoded header and payload as JSON: what Copy and Download take. */
  output: string;
}

export interface DecodedJwe {
  kind: "jwe";
  token: string;
  header: JsonObject;
  /** Sizes in bytes of the encrypted key, IV, ciphertext and tag. */
  sizes: { encryptedKey: number; iv: number; ciphertext: number; tag: number };
  output: string;
}

export type DecodedToken = DecodedJws | DecodedJwe;

export const PAYLOAD_NOT_CLAIMS =
  "The payload is not a JSON object, so this is a JWS but not a JWT: it is shown as it is.";
export const JWE_NOTICE =
  "This is an encrypted token (JWE, 5 parts): only its header can be read; the payload needs the recipient's key.";

const JWE_PART_NAMES = ["header", "encrypted key", "IV", "ciphertext", "authentication tag"];

/**
 * The token in what was pasted: a bare token, "Bearer <token>", or a whole "Authorization: Bearer
 * <token>" line, quoted or not, and wrapped over lines (whitespace inside is dropped).
 */
export function extractToken(text: string): string {
  let token = text.trim();
  token = token.replace(/^authorization\s*:\s*/i, "");
  token = token.replace(/^bearer\s+/i, "");
  token = token.replace(/^(["'])(.*)\1$/s, "$2");
  return token.replace(/\s+/g, "");
}

function utf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readHeader(part: string, offset: number): JsonObject {
  if (part === "") throw new ToolError("The header (the part before the first dot) is empty.");
  const text = utf8(base64UrlToBytes(part, "the header", offset));
  if (text === null) throw new ToolError("The header is not UTF-8 text once decoded.");
  let header: unknown;
  try {
    header = JSON.parse(text);
  } catch (error) {
    throw new ToolError(`The header is not JSON: ${(error as Error).message}`);
  }
  if (!isObject(header)) throw new ToolError("The header is JSON but not an object.");
  return header;
}

function readPayload(part: string, offset: number): Payload {
  const bytes = base64UrlToBytes(part, "the payload", offset);
  const text = utf8(bytes);
  if (text === null) return { kind: "bytes", length: bytes.length };
  try {
    const value: unknown = JSON.parse(text);
    if (isObject(value)) return { kind: "claims", claims: value };
  } catch {
    // Not JSON: a JWS may sign any text (RFC 8037's example signs a sentence).
  }
  return { kind: "text", text };
}

function partCountMessage(count: number): string {
  return `The token has ${count} ${count === 1 ? "part" : "parts"} separated by dots; a JWT has 3 (header.payload.signature), or 5 when it is encrypted (JWE).`;
}

/** Where each part starts in the token (1-based positions in messages count from the token). */
function offsets(parts: string[]): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const part of parts) {
    starts.push(at);
    at += part.length + 1;
  }
  return starts;
}

export function decodeJwt(text: string): DecodedToken {
  const token = extractToken(text);
  if (token === "") throw new ToolError("Paste a token: the input holds only whitespace.");
  const parts = token.split(".");
  const starts = offsets(parts);
  if (parts.length === 5) return decodeJwe(token, parts, starts);
  if (parts.length !== 3) throw new ToolError(partCountMessage(parts.length));

  const header = readHeader(parts[0], starts[0]);
  if (typeof header.alg !== "string" || header.alg === "")
    throw new ToolError('The header has no "alg" (the algorithm that signed the token).');
  const payload = readPayload(parts[1], starts[1]);
  const signatureLength = base64UrlToBytes(parts[2], "the signature", starts[2]).length;
  const shown =
    payload.kind === "claims"
      ? payload.claims
      : payload.kind === "text"
        ? payload.text
        : `(${payload.length} bytes, not UTF-8 text)`;
  return {
    kind: "jws",
    token,
    header,
    alg: header.alg,
    payload,
    signatureLength,
    output: JSON.stringify({ header, payload: shown }, null, 2),
  };
}

function decodeJwe(token: string, parts: string[], starts: number[]): DecodedJwe {
  const header = readHeader(parts[0], starts[0]);
  if (typeof header.enc !== "string")
    throw new ToolError(
      'The token has 5 parts, as an encrypted JWE has, but its header has no "enc" (the content encryption).',
    );
  const [encryptedKey, iv, ciphertext, tag] = parts
    .slice(1)
    .map((part, i) => base64UrlToBytes(part, `the ${JWE_PART_NAMES[i + 1]}`, starts[i + 1]).length);
  const sizes = { encryptedKey, iv, ciphertext, tag };
  return {
    kind: "jwe",
    token,
    header,
    sizes,
    output: JSON.stringify({ header, encrypted: sizes }, null, 2),
  };
}
