import fc from "fast-check";
import { referenceDecoders } from "../../../test-support/whatwg-encoding";
import { decodeBytes } from "./text-decode";
import type { DecoderFactory } from "./text-encodings";

/** Node's own decoders: right for UTF-8 and UTF-16, the encodings tested with them here. */
const nodeDecoders: DecoderFactory = (encoding) => new TextDecoder(encoding, { ignoreBOM: true });

/**
 * A piece of input and where its malformed sequences start (relative offsets). Valid pieces
 * decode to `text`; no piece starts with a byte (or code unit) that could complete a sequence
 * left open before it, so the pieces' errors do not depend on their neighbours.
 */
interface Piece {
  bytes: number[];
  text?: string;
  errors: number[];
}

const gb18030Text = (...bytes: number[]) =>
  referenceDecoders("gb18030").decode(Uint8Array.from(bytes));
const valid = (text: string, ...bytes: number[]): Piece => ({ bytes, text, errors: [] });
const broken = (bytes: number[], ...errors: number[]): Piece => ({ bytes, errors });

const PIECES: Record<string, { valid: Piece[]; broken: Piece[]; padding: number[] }> = {
  "UTF-8": {
    valid: [
      valid("a", 0x61),
      valid("\n", 0x0a),
      valid("é", 0xc3, 0xa9),
      valid("€", 0xe2, 0x82, 0xac),
      valid("😀", 0xf0, 0x9f, 0x98, 0x80),
      valid("\uFFFD", 0xef, 0xbf, 0xbd),
    ],
    broken: [
      broken([0x61, 0x80], 1),
      broken([0xff], 0),
      broken([0xe2, 0x82], 0),
      broken([0xf0, 0x9f, 0x98], 0),
      broken([0xc0, 0xaf], 0, 1),
      broken([0xed, 0xa0, 0x80], 0, 1, 2),
      // The second lead byte breaks the first sequence and starts its own, broken one.
      broken([0xe2, 0xe2, 0x82], 0, 1),
    ],
    padding: [0x61],
  },
  "UTF-16LE": {
    valid: [
      valid("a", 0x61, 0x00),
      valid("😀", 0x3d, 0xd8, 0x00, 0xde),
      valid("\uFFFD", 0xfd, 0xff),
    ],
    // A lone low surrogate after a lone high one would make a pair: "a" keeps them apart.
    broken: [broken([0x61, 0x00, 0x00, 0xdc], 2), broken([0x3d, 0xd8], 0)],
    padding: [0x61, 0x00],
  },
  "UTF-16BE": {
    valid: [valid("a", 0x00, 0x61), valid("\uFFFD", 0xff, 0xfd)],
    broken: [broken([0x00, 0x61, 0xdc, 0x00], 2), broken([0xd8, 0x3d], 0)],
    padding: [0x00, 0x61],
  },
  Shift_JIS: {
    valid: [valid("a", 0x61), valid("あ", 0x82, 0xa0), valid("｡", 0xa1), valid("\u0080", 0x80)],
    // 0x85 0x40 is an empty cell: the ASCII "@" is put back and read as itself.
    broken: [broken([0xa0], 0), broken([0xfd], 0), broken([0x85, 0x40], 0)],
    padding: [0x61],
  },
  gb18030: {
    valid: [
      valid("a", 0x61),
      valid("丂", 0x81, 0x40),
      valid("€", 0x80),
      valid("\u0080", 0x81, 0x30, 0x81, 0x30),
      valid("\u{10000}", 0x90, 0x30, 0x81, 0x30),
      valid("\uFFFD", 0x84, 0x31, 0xa4, 0x37),
      // U+FFFD's code inside other sequences: 0x81 0x84, "1", then a four-byte astral code.
      valid(
        gb18030Text(0x81, 0x84, 0x31, 0xa4, 0x37, 0xfe, 0x39),
        0x81,
        0x84,
        0x31,
        0xa4,
        0x37,
        0xfe,
        0x39,
      ),
    ],
    // Pointers between the BMP's four-byte codes and the astral ones are empty.
    broken: [broken([0xff], 0), broken([0xe3, 0x32, 0x9a, 0x36], 0), broken([0x81, 0x30, 0x0a], 0)],
    padding: [0x61],
  },
};

function assemble(prefix: number[], pieces: Piece[]) {
  const bytes = [...prefix];
  const errors: number[] = [];
  for (const piece of pieces) {
    errors.push(...piece.errors.map((offset) => bytes.length + offset));
    bytes.push(...piece.bytes);
  }
  return { bytes: Uint8Array.from(bytes), errors };
}

const everything = 1_000_000;

describe.each(Object.keys(PIECES))("malformed %s input", (encoding) => {
  const { valid: good, broken: bad, padding } = PIECES[encoding];
  const piece = fc.constantFrom(...good, ...bad);
  // Small chunks put chunk boundaries everywhere, padding shifts the pieces across them.
  const chunkBytes = fc.oneof(fc.constant(64 * 1024), fc.integer({ min: 1, max: 24 }));
  const paddingUnits = fc.integer({ min: 0, max: 30 });
  // Listing only the first few leaves the rest to be counted from whole chunks.
  const maxListed = fc.constantFrom(everything, 1, 3);

  it("is counted and located exactly, whatever comes around it", () => {
    fc.assert(
      fc.property(
        paddingUnits,
        chunkBytes,
        maxListed,
        fc.array(piece, { maxLength: 12 }),
        (units, chunk, listed, pieces) => {
          // At least one padding unit keeps a byte order mark (EF BB BF, FF FE) off the start.
          const prefix = new Array<number[]>(units + 1).fill(padding).flat();
          const { bytes, errors } = assemble(prefix, pieces);
          const result = decodeBytes(bytes, encoding, referenceDecoders, {
            maxListed: listed,
            chunkBytes: chunk,
          });
          expect(result.malformed.map((m) => m.offset)).toEqual(errors.slice(0, listed));
          expect(result.malformedCount).toBe(errors.length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("leaves valid input's text whole and reports nothing", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...good), { maxLength: 12 }), (pieces) => {
        const { bytes } = assemble(padding, pieces);
        const result = decodeBytes(bytes, encoding, referenceDecoders);
        expect(result.text).toBe(["a", ...pieces.map((p) => p.text)].join(""));
        expect(result.malformedCount).toBe(0);
      }),
      { numRuns: 100 },
    );
  });
});

describe("with the platform's UTF-8 and UTF-16 decoders", () => {
  it.each(["UTF-8", "UTF-16LE"])("%s errors are located as with the reference", (encoding) => {
    const { valid: good, broken: bad, padding } = PIECES[encoding];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...good, ...bad), { maxLength: 12 }), (pieces) => {
        const { bytes, errors } = assemble(padding, pieces);
        const result = decodeBytes(bytes, encoding, nodeDecoders, {
          maxListed: everything,
          chunkBytes: 5,
        });
        expect(result.malformed.map((m) => m.offset)).toEqual(errors);
      }),
      { numRuns: 150 },
    );
  });
});

describe("decoding", () => {
  it("reads windows-1252 as the standard does: 0x80 is €", () => {
    expect(decodeBytes(Uint8Array.of(0x80, 0x41), "windows-1252", referenceDecoders).text).toBe(
      "€A",
    );
  });

  it("lets a byte order mark decide the encoding and drops it", () => {
    const result = decodeBytes(Uint8Array.of(0xff, 0xfe, 0x41, 0x00), "windows-1252", nodeDecoders);
    expect(result).toMatchObject({ text: "A", encoding: "UTF-16LE", byteOrderMarkLength: 2 });
  });

  it("keeps a second byte order mark as U+FEFF", () => {
    const bytes = Uint8Array.of(0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf, 0x41);
    expect(decodeBytes(bytes, "UTF-8", nodeDecoders).text).toBe("\uFEFFA");
  });

  it("gives offsets in the whole input, byte order mark included, with the byte found there", () => {
    const result = decodeBytes(Uint8Array.of(0xef, 0xbb, 0xbf, 0x41, 0xff), "UTF-8", nodeDecoders);
    expect(result.malformed).toEqual([{ offset: 4, byte: 0xff }]);
  });

  it("counts every malformed byte of a large input but lists only the first ones", () => {
    const bytes = new Uint8Array(200_000).fill(0xff);
    const result = decodeBytes(bytes, "UTF-8", nodeDecoders, { maxListed: 10 });
    expect(result.malformedCount).toBe(200_000);
    expect(result.malformed.map((m) => m.offset)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("does not count real U+FFFD characters of a large input as errors", () => {
    const real = [0xef, 0xbf, 0xbd];
    const bytes = Uint8Array.from([0xff, ...Array.from({ length: 50_000 }, () => real).flat()]);
    const result = decodeBytes(bytes, "UTF-8", nodeDecoders, { maxListed: 1 });
    expect(result.malformedCount).toBe(1);
  });

  it("reports an unfinished sequence at the end where it starts", () => {
    const result = decodeBytes(Uint8Array.of(0x41, 0x82), "Shift_JIS", referenceDecoders);
    expect(result.malformed).toEqual([{ offset: 1, byte: 0x82 }]);
  });
});
