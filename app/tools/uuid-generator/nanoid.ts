// NanoID (github.com/ai/nanoid): random IDs of a chosen size over a chosen alphabet, by default 21
// characters of the URL-safe 64. Every character is drawn without modulo bias.
import { groupedCount } from "~/lib/number/count-text";
import { ToolError } from "~/lib/tool-error";
import { RandomPool } from "./uuid-bytes";

/** NanoID's default alphabet, A-Z a-z 0-9 _ -, in the library's own order. */
export const NANOID_ALPHABET = "useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict";
export const DEFAULT_NANOID_SIZE = 21;
export const MAX_NANOID_SIZE = 1_000;
/** One random byte picks a character, so an alphabet has at most 256. */
export const MAX_ALPHABET_SIZE = 256;

export const NANOID_SIZE_MESSAGE = `The size must be a whole number from 1 to ${groupedCount(MAX_NANOID_SIZE)} characters`;
export const ALPHABET_TOO_SHORT_MESSAGE = "The alphabet needs at least 2 different characters";
export const ALPHABET_TOO_LONG_MESSAGE = `The alphabet can have at most ${MAX_ALPHABET_SIZE} characters`;

export function repeatedCharacterMessage(character: string, first: number, again: number): string {
  return `The alphabet has "${character}" twice (positions ${first} and ${again}); each character may appear once, or IDs would favour it`;
}

/** The typed size: digits only, 1 to MAX_NANOID_SIZE. */
export function parseNanoIdSize(typed: string): number {
  const digits = typed.trim();
  const size = /^\d{1,5}$/.test(digits) ? Number(digits) : NaN;
  if (!(size >= 1 && size <= MAX_NANOID_SIZE)) throw new ToolError(NANOID_SIZE_MESSAGE);
  return size;
}

/** The alphabet's characters (code points, so an emoji is one), each at most once. */
export function readAlphabet(text: string): string[] {
  const characters = [...text];
  if (characters.length > MAX_ALPHABET_SIZE) throw new ToolError(ALPHABET_TOO_LONG_MESSAGE);
  const seen = new Map<string, number>();
  characters.forEach((character, i) => {
    const first = seen.get(character);
    if (first !== undefined) {
      throw new ToolError(repeatedCharacterMessage(character, first, i + 1), { column: i + 1 });
    }
    seen.set(character, i + 1);
  });
  if (characters.length < 2) throw new ToolError(ALPHABET_TOO_SHORT_MESSAGE);
  return characters;
}

/**
 * Draws each character from one random byte masked to the smallest power of two that covers the
 * alphabet, and draws again when the value is past its end: every character is then equally likely
 * (a plain `byte % length` would favour the first 256 % length characters).
 */
export class NanoIdGenerator {
  private readonly mask: number;

  constructor(
    private readonly pool: RandomPool,
    private readonly alphabet: readonly string[],
  ) {
    this.mask = (2 << (31 - Math.clz32(alphabet.length - 1))) - 1;
  }

  next(size: number): string {
    let id = "";
    let length = 0;
    while (length < size) {
      const index = this.pool.byte() & this.mask;
      if (index < this.alphabet.length) {
        id += this.alphabet[index];
        length++;
      }
    }
    return id;
  }
}
