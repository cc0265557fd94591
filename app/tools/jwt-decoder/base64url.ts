// Base64url (RFC 4648 §5, no padding) as JOSE writes it, with messages that name the character and
// where it is. Padding "=" is accepted on reading: some libraries emit it.
import { ToolError } from "~/lib/tool-error";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const VALUES = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) VALUES[ALPHABET.charCodeAt(i)] = i;
// "+" and "/" are standard Base64: read too, since a key or a hand-made token often has them.
VALUES["+".charCodeAt(0)] = 62;
VALUES["/".charCodeAt(0)] = 63;

/**
 * The bytes of `text`; `what` names the text in a message ("the payload"), and `offset` is where
 * the text starts in what the user pasted, so the position given is theirs.
 */
export function base64UrlToBytes(text: string, what: string, offset = 0): Uint8Array {
  const unpadded = text.replace(/={1,2}$/, "");
  const length = unpadded.length;
  if (length % 4 === 1)
    throw new ToolError(
      `${capitalise(what)} is not valid Base64url: its length (${length} characters) leaves one character over.`,
    );
  const bytes = new Uint8Array(Math.floor((length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let out = 0;
  for (let i = 0; i < length; i++) {
    const code = unpadded.charCodeAt(i);
    const value = code < 128 ? VALUES[code] : -1;
    if (value < 0)
      throw new ToolError(
        `${capitalise(what)} is not valid Base64url: ${JSON.stringify(unpadded[i])} at position ${offset + i + 1}.`,
      );
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[out++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
}

export function bytesToBase64Url(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let j = 0; j < chars; j++) text += ALPHABET[(n >> (18 - 6 * j)) & 63];
  }
  return text;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
