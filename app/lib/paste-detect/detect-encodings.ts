// Detectors for encoded values: JWT, Base64 (and what it decodes to), URLs and URL-encoded text,
// hex, hash digests and PEM blocks. Each returns its findings, or null when the text is not its kind.
import { decodeBase64 } from "~/lib/text/base64";
import { sniffImage, IMAGE_KIND_LABEL } from "~/lib/image/image-format";
import type { Finding } from "./paste-kinds";
import { readableText, utcDateTime, type TextFacts } from "./text-facts";

/** How many decodings deep Base64 of Base64 of … is followed. */
const MAX_DECODING_DEPTH = 3;

const BASE64URL_PART = /^[A-Za-z0-9_-]*$/;

function decodeJsonPart(part: string): Record<string, unknown> | null {
  try {
    const text = readableText(decodeBase64(part));
    const value: unknown = text === null ? null : JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function detectJwt({ text, isOneToken }: TextFacts): Finding | null {
  if (!isOneToken) return null;
  const parts = text.replace(/^Bearer\s+/i, "").split(".");
  if ((parts.length !== 3 && parts.length !== 5) || !parts.every((p) => BASE64URL_PART.test(p)))
    return null;
  const header = decodeJsonPart(parts[0]);
  if (!header || typeof header.alg !== "string") return null;
  if (parts.length === 5)
    return { kind: "jwt", confidence: 0.97, description: `Encrypted JWT (JWE, ${header.alg})` };
  const payload = decodeJsonPart(parts[1]);
  const expires =
    payload && typeof payload.exp === "number" ? utcDateTime(payload.exp * 1000) : null;
  const expiry = expires ? `, expires ${expires.slice(0, 16)} UTC` : "";
  return { kind: "jwt", confidence: 0.99, description: `JWT (${header.alg})${expiry}` };
}

const BASE64_TEXT = /^[A-Za-z0-9+/\-_\s]+={0,2}$/;
const DIGEST_BYTES: Readonly<Record<number, string>> = {
  16: "an MD5 digest or a 128-bit key",
  20: "a SHA-1 digest",
  32: "a SHA-256 digest or a 256-bit key",
  64: "a SHA-512 digest",
};

/** Names a binary decoding by its first bytes (a PNG, a PDF), or null. */
function binaryName(bytes: Uint8Array): string | null {
  const image = sniffImage(bytes);
  if (image.readable && image.kind !== "svg") return `a ${IMAGE_KIND_LABEL[image.kind]} image`;
  if (bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46)
    return "a PDF";
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return "gzip data";
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4)
    return "a ZIP file";
  if (bytes[0] === 0x30 && (bytes[1] === 0x82 || bytes[1] === 0x81)) return "DER (ASN.1) data";
  return null;
}

export function detectBase64(facts: TextFacts): Finding | null {
  const { text } = facts;
  const comma = text.indexOf(",");
  const dataUrl = comma > 0 && /^data:[^,]*;base64$/i.test(text.slice(0, comma));
  const mediaType = dataUrl ? /^data:([\w.+-]+\/[\w.+-]+)/i.exec(text)?.[1] : undefined;
  const body = dataUrl ? text.slice(comma + 1) : text;
  if (body.length < 8 || !BASE64_TEXT.test(body) || /^\d+$/.test(body)) return null;
  // Wrapped Base64 (PEM bodies, MIME) breaks lines; words in a sentence are not Base64.
  if (
    !facts.isOneToken &&
    !dataUrl &&
    !/^[A-Za-z0-9+/\-_]+={0,2}(\r?\n[A-Za-z0-9+/\-_]+={0,2})*$/.test(text)
  )
    return null;
  const urlSafe = /[-_]/.test(body);
  if (urlSafe && /[+/]/.test(body)) return null;
  let bytes: Uint8Array;
  try {
    bytes = decodeBase64(body);
  } catch {
    return null;
  }
  const alphabet = urlSafe ? "Base64URL" : "Base64";
  const typeNote = mediaType ? ` (${mediaType})` : "";
  const mixedCase = /[a-z]/.test(body) && /[A-Z]/.test(body);
  const decodedText = readableText(bytes);
  if (decodedText !== null) {
    const inner = facts.depth < MAX_DECODING_DEPTH ? facts.detectInner(decodedText)[0] : undefined;
    if (inner && inner.kind !== "text" && inner.confidence >= 0.6)
      return {
        kind: "base64",
        confidence: 0.94,
        description: `${dataUrl ? "Data URL" : alphabet} of ${inner.description}${typeNote}`,
        inner,
      };
    // Letters and digits alone ("Password1") decode to text only by chance; real Base64 of text
    // has mixed case and usually padding or a length a multiple of four.
    const wordLike = /^[A-Za-z]+\d*$/.test(body);
    if (wordLike && !dataUrl) return null;
    const preview = decodedText.length > 40 ? `${decodedText.slice(0, 40)}…` : decodedText;
    return {
      kind: "base64",
      confidence: dataUrl ? 0.95 : mixedCase ? 0.85 : 0.5,
      description: `${dataUrl ? "Data URL" : alphabet} of text: "${preview.replace(/\s+/g, " ")}"`,
    };
  }
  const named = binaryName(bytes);
  if (named) {
    const kind = named.endsWith("image") ? "image" : null;
    return {
      kind: "base64",
      confidence: 0.93,
      description: `${dataUrl ? "Data URL" : alphabet} of ${named}${typeNote}`,
      ...(kind
        ? { tools: ["/base64-encoder-decoder", "/image-converter", "/qr-code-reader"] }
        : {}),
    };
  }
  const digest = DIGEST_BYTES[bytes.length];
  const randomLooking = mixedCase && /\d/.test(body);
  if (!randomLooking && !dataUrl) return null;
  return {
    kind: "base64",
    confidence: dataUrl ? 0.9 : body.endsWith("=") || body.length >= 16 ? 0.7 : 0.4,
    description: `${dataUrl ? "Data URL" : alphabet} of ${bytes.length} bytes${digest ? ` (${digest})` : ""}${typeNote}`,
  };
}

const SCHEME = /^([a-z][a-z\d+.-]*):/i;
const KNOWN_SCHEMES = new Set([
  "http",
  "https",
  "ftp",
  "ws",
  "wss",
  "file",
  "mailto",
  "tel",
  "data",
]);

export function detectUrl({ text, isOneToken }: TextFacts): Finding | null {
  if (!isOneToken) return null;
  const scheme = SCHEME.exec(text)?.[1].toLowerCase();
  const bareHost = !scheme && /^www\.[a-z\d-]+\.[a-z]/i.test(text);
  if (!bareHost && (!scheme || (!KNOWN_SCHEMES.has(scheme) && !text.includes("://")))) return null;
  if (scheme === "data") return null; // a data URL is its payload's kind (Base64 of a PNG)
  let host: string;
  try {
    host = new URL(bareHost ? `https://${text}` : text).host;
  } catch {
    // Runtimes differ on edge cases (an IDNA label node refuses); the shape is still a URL's.
    return text.includes("://")
      ? { kind: "url", confidence: 0.6, description: "URL that this browser cannot parse" }
      : null;
  }
  const where = host ? ` to ${host}` : "";
  const encoded = /%[\da-f]{2}/i.test(text) ? ", with percent-encoded parts" : "";
  return {
    kind: "url",
    confidence: bareHost ? 0.75 : 0.96,
    description: `${scheme ? scheme.toUpperCase() : "Web"} URL${where}${encoded}`,
  };
}

const PERCENT_ESCAPE = /%[\da-f]{2}/gi;
const FORM_PAIRS = /^[\w.\-~%+[\]]+=[^&=\s]*(&[\w.\-~%+[\]]+=[^&=\s]*)+$/;

/** URL-encoded text is judged by its first 4 KB: a megabyte of escapes costs a decode otherwise. */
const URL_ENCODED_SAMPLE = 4096;

/** The first `length` characters, less a cut escape and the escapes of a cut UTF-8 sequence. */
function asciiCut(text: string, length: number): string {
  let end = length;
  while (end > 0 && text.lastIndexOf("%", end - 1) >= end - 2) end = text.lastIndexOf("%", end - 1);
  while (end >= 3 && text[end - 3] === "%" && /^[89a-f]$/i.test(text[end - 2])) end -= 3;
  return text.slice(0, end);
}

export function detectUrlEncoded({ text }: TextFacts): Finding | null {
  const sample = text.length > URL_ENCODED_SAMPLE ? asciiCut(text, URL_ENCODED_SAMPLE) : text;
  const escapes = sample.match(PERCENT_ESCAPE)?.length ?? 0;
  const formPairs = FORM_PAIRS.test(sample.replace(/^\?/, ""));
  if (escapes === 0 && !formPairs) return null;
  try {
    decodeURIComponent(sample.replace(/\+/g, " "));
  } catch {
    return null;
  }
  if (formPairs)
    return {
      kind: "url-encoded",
      confidence: 0.85,
      description: `URL query string (${text.split("&").length} parameters)`,
    };
  // "100%" or one escape in a long sentence is not URL-encoded text.
  const dense = escapes >= 2 && /\s/.test(sample) === false;
  return dense || escapes * 3 >= sample.length / 4
    ? { kind: "url-encoded", confidence: 0.82, description: "URL-encoded (percent-encoded) text" }
    : null;
}

const HASH_NAMES: Readonly<Record<number, string>> = {
  32: "MD5 digest (32 hex digits)",
  40: "SHA-1 digest (40 hex digits)",
  56: "SHA-224 digest (56 hex digits)",
  64: "SHA-256 digest (64 hex digits)",
  96: "SHA-384 digest (96 hex digits)",
  128: "SHA-512 digest (128 hex digits)",
};
const HEX_DIGITS = /^[\da-f]+$/i;

export function detectHash({ text, isOneToken }: TextFacts): Finding | null {
  if (!isOneToken) return null;
  if (/^\$2[abxy]?\$\d\d\$[./A-Za-z\d]{53}$/.test(text))
    return {
      kind: "hash",
      confidence: 0.97,
      description: "bcrypt password hash",
      tools: ["/password-hash"],
    };
  if (/^\$argon2(id|i|d)\$/.test(text))
    return {
      kind: "hash",
      confidence: 0.97,
      description: "Argon2 password hash",
      tools: ["/password-hash"],
    };
  const name = HASH_NAMES[text.length];
  if (!name || !HEX_DIGITS.test(text)) return null;
  // A digest is printed in one case; mixed case or digits alone are something else.
  const oneCase = text === text.toLowerCase() || text === text.toUpperCase();
  const lettersAndDigits = /\d/.test(text) && /[a-f]/i.test(text);
  if (!oneCase || !lettersAndDigits) return null;
  return { kind: "hash", confidence: 0.88, description: name };
}

export function detectHex({ text }: TextFacts): Finding | null {
  const prefixed = /^0x[\da-f]+$/i.test(text);
  if (prefixed)
    return {
      kind: "hex",
      confidence: 0.9,
      description:
        text.length <= 15
          ? `Hexadecimal number ${Number.parseInt(text.slice(2), 16)}`
          : `Hexadecimal number (${text.length - 2} digits)`,
    };
  // A hex dump can be long: its first kilobyte says whether the rest is worth reading.
  if (!/^[\da-f\s:]*$/i.test(text.slice(0, 1024))) return null;
  const digits = text.replace(/[\s:]/g, "");
  if (digits.length < 4 || digits.length % 2 !== 0 || !HEX_DIGITS.test(digits)) return null;
  // Separators, when present, split it into bytes: "de ad be ef", "de:ad:be:ef".
  const separated = digits.length !== text.length;
  if (separated && !/^[\da-f]{2}([\s:][\da-f]{2})*$/i.test(text.replace(/\s+/g, " "))) return null;
  if (!/[a-f]/i.test(digits)) return null; // digits alone are a number
  const bytes = new Uint8Array(digits.length / 2);
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Number.parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  const asText = readableText(bytes);
  const printable = asText !== null && /^[\x20-\x7e\s]+$/.test(asText);
  return {
    kind: "hex",
    confidence: separated ? 0.85 : printable ? 0.7 : 0.5,
    description: printable
      ? `Hex of text: "${asText.length > 40 ? `${asText.slice(0, 40)}…` : asText}"`
      : `Hex bytes (${bytes.length} bytes)`,
  };
}

// At a line's start: openssl's -print_certs writes "subject=…" lines before each block.
const PEM_BEGIN = /^-----BEGIN ([A-Z\d ]+)-----/m;
const PEM_NAMES: readonly (readonly [RegExp, string, readonly string[]])[] = [
  [/^(X509 |TRUSTED )?CERTIFICATE$/, "certificate", ["/certificate-decoder"]],
  [/CERTIFICATE REQUEST$/, "certificate signing request (CSR)", ["/certificate-decoder"]],
  [/^PKCS7$/, "PKCS #7 certificate bundle", ["/certificate-decoder"]],
  [/PRIVATE KEY$/, "private key", ["/jwt-decoder", "/certificate-decoder"]],
  [/PUBLIC KEY$/, "public key", ["/jwt-decoder", "/certificate-decoder"]],
];

export function detectPem({ text }: TextFacts): Finding | null {
  const begin = PEM_BEGIN.exec(text);
  if (!begin || !text.includes(`-----END ${begin[1]}-----`)) return null;
  const known = PEM_NAMES.find(([label]) => label.test(begin[1]));
  const count = text.split("-----BEGIN ").length - 1;
  const what = known ? known[1] : begin[1].toLowerCase();
  const algorithm = /^(RSA|EC|DSA|OPENSSH|ENCRYPTED) /.exec(begin[1])?.[1];
  return {
    kind: "pem",
    confidence: 0.99,
    description:
      count > 1 && what === "certificate"
        ? `PEM certificate chain (${count} certificates)`
        : `PEM ${algorithm && !what.startsWith(algorithm.toLowerCase()) ? `${algorithm} ` : ""}${what}`,
    ...(known ? { tools: known[2] } : {}),
  };
}
