// A tool's state written into a link's fragment, and read back. The fragment (`#share=…`) is never
// sent to a server by browsers, so a shared link's input stays between the people who pass it on.
// The state is JSON, compressed (zlib's deflate, through the browser's own CompressionStream: its
// Adler-32 checksum finds a link edited or cut, which raw deflate would often decode into something
// else) and base64url-encoded behind a version prefix, so links made today keep working after the format
// changes: a reader knows which version it holds. The same JSON, uncompressed, is the state file
// offered when a link would be too long (docs/share-links.md).

import { FRAGMENT_KEY } from "./fragment";

export { FRAGMENT_KEY, STATE_FILE_SUFFIX, sharedValueIn } from "./fragment";

/** What a link or a state file holds: the tool's path and its fields' values, by name. */
export interface SharedState {
  tool: string;
  fields: Record<string, unknown>;
}

const VERSION = "v1";
/**
 * The longest link offered. Browsers take links of 2 MB (Chromium's limit) and more, but chat apps,
 * mail clients and forms cut far shorter ones: 32,000 characters is kept by the common ones, and a
 * longer state goes in a file instead.
 */
export const MAX_LINK_CHARACTERS = 32_000;
/**
 * A state larger than this is refused: no tool's state is so large. A link that inflates past it
 * stops inflating there (a zip bomb); a state file larger than it is refused by its size, unread.
 */
export const MAX_STATE_BYTES = 16 * 1024 * 1024;
/**
 * How much of a link's compressed bytes the inflater gets at a time. It inflates each piece it is
 * given whole, before anything can stop it: deflate expands at most ~1,032 times, so 1 KiB pieces
 * give at most ~1 MB past the cap (a link's whole 200 KB in one piece inflated 200 MB).
 */
export const INFLATE_STEP_BYTES = 1024;

export const LINK_DAMAGED_MESSAGE =
  "This link is damaged (cut short or edited), so nothing was changed. Ask for the link again.";
export const LINK_VERSION_MESSAGE =
  "This link was made by a newer version of this site, so nothing was changed. Reload the page to get the newest version, then open the link again.";
export const LINK_TOO_LARGE_MESSAGE =
  "This link unpacks to more than 16 MB, more than any tool's state, so it was not opened.";
export const STATE_FILE_MESSAGE =
  "This file is not a Bytesmith state file (or it is damaged), so nothing was changed.";
export const STATE_FILE_TOO_LARGE_MESSAGE =
  "This state file is larger than 16 MB, more than any tool's state, so it was not opened.";

export class SharedStateError extends Error {}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  // In slices: String.fromCharCode(...bytes) of a large array overflows the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  // Padding is at most two "=", so the trailing ones are cut by a fixed-length pattern.
  return btoa(binary)
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/={1,2}$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1)
    throw new SharedStateError(LINK_DAMAGED_MESSAGE);
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function collect(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  limit: number,
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new SharedStateError(LINK_TOO_LARGE_MESSAGE);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

async function compress(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new CompressionStream("deflate");
  const writer = stream.writable.getWriter();
  // Writing is not awaited: the reader below must run at once, or a large input blocks on
  // backpressure; a write error surfaces through the reader too.
  writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => {});
  writer.close().catch(() => {});
  return collect(stream.readable.getReader(), Infinity);
}

/**
 * Inflates `packed` up to `limit` bytes, feeding the inflater INFLATE_STEP_BYTES at a time as it is
 * read, so a zip bomb stops inflating at the cap instead of unpacking whole before it is refused.
 */
export async function inflateWithin(
  packed: Uint8Array,
  limit: number,
  stream: DecompressionStream = new DecompressionStream("deflate"),
): Promise<Uint8Array> {
  const writer = stream.writable.getWriter();
  // Each write waits until the reader has taken what the piece before gave (backpressure), and a
  // cancelled read makes the pending write fail, which ends the feeding.
  void (async () => {
    for (let at = 0; at < packed.length; at += INFLATE_STEP_BYTES)
      await writer.write(packed.subarray(at, at + INFLATE_STEP_BYTES) as Uint8Array<ArrayBuffer>);
    await writer.close();
  })().catch(() => {});
  return collect(stream.readable.getReader(), limit);
}

/** The state as JSON text (the state file's content). */
export function stateJson(state: SharedState): string {
  return JSON.stringify({ version: 1, tool: state.tool, fields: state.fields });
}

/** The fragment's value for `state`: "v1." and the compressed JSON in base64url. */
export async function encodeState(state: SharedState): Promise<string> {
  const { link } = await linkWithin("", state, Infinity);
  return link!.slice(`#${FRAGMENT_KEY}=`.length);
}

/** A full link to `toolUrl` (its origin and path) carrying `state`. */
export async function stateLink(toolUrl: string, state: SharedState): Promise<string> {
  return `${toolUrl}#${FRAGMENT_KEY}=${await encodeState(state)}`;
}

/**
 * The link to `toolUrl` carrying `state` when it has at most `maxCharacters`, else only the length
 * it would have (a long state is not base64-encoded just to be refused).
 */
export async function linkWithin(
  toolUrl: string,
  state: SharedState,
  maxCharacters = MAX_LINK_CHARACTERS,
): Promise<{ link: string; length: number } | { link: null; length: number }> {
  const json = new TextEncoder().encode(stateJson(state));
  const packed = await compress(json);
  const prefix = `${toolUrl}#${FRAGMENT_KEY}=${VERSION}.`;
  const length = prefix.length + Math.ceil((packed.length * 4) / 3);
  if (length > maxCharacters) return { link: null, length };
  const link = prefix + toBase64Url(packed);
  return { link, length: link.length };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The state in parsed JSON, or the message for a file or link that is not one. */
function stateOf(parsed: unknown, message: string): SharedState {
  if (!isRecord(parsed) || typeof parsed.tool !== "string" || !isRecord(parsed.fields))
    throw new SharedStateError(message);
  if (parsed.version !== 1) throw new SharedStateError(LINK_VERSION_MESSAGE);
  return { tool: parsed.tool, fields: parsed.fields };
}

/** The state a fragment value holds; a SharedStateError saying what is wrong otherwise. */
export async function decodeState(value: string): Promise<SharedState> {
  const dot = value.indexOf(".");
  const version = dot === -1 ? "" : value.slice(0, dot);
  if (!/^v\d+$/.test(version)) throw new SharedStateError(LINK_DAMAGED_MESSAGE);
  if (version !== VERSION) throw new SharedStateError(LINK_VERSION_MESSAGE);
  const packed = fromBase64Url(value.slice(dot + 1));
  let json: string;
  try {
    const bytes = await inflateWithin(packed, MAX_STATE_BYTES);
    json = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch (error) {
    if (error instanceof SharedStateError) throw error;
    throw new SharedStateError(LINK_DAMAGED_MESSAGE);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new SharedStateError(LINK_DAMAGED_MESSAGE);
  }
  return stateOf(parsed, LINK_DAMAGED_MESSAGE);
}

/** The state a state file holds (its text); a SharedStateError otherwise. */
export function readStateFile(text: string): SharedState {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new SharedStateError(STATE_FILE_MESSAGE);
  }
  return stateOf(parsed, STATE_FILE_MESSAGE);
}

/** Where a shared state comes from: a link's fragment value, or a state file (read where it is opened). */
export type SharedSource = { link: string } | { file: Blob };

/**
 * The state a link or a state file holds; a SharedStateError otherwise. A file over
 * MAX_STATE_BYTES is refused by its size, before any of it is read.
 */
export async function readShared(source: SharedSource): Promise<SharedState> {
  if ("link" in source) return decodeState(source.link);
  if (source.file.size > MAX_STATE_BYTES) throw new SharedStateError(STATE_FILE_TOO_LARGE_MESSAGE);
  return readStateFile(await source.file.text());
}
