import { readFileSync } from "node:fs";
import path from "node:path";
import {
  type Base64Alphabet,
  type Base64EncodeOptions,
  DATA_URL_NOT_BASE64,
  DATA_URL_WITHOUT_COMMA,
  DEFAULT_BASE64_OPTIONS,
  MIME_LINE_BREAK,
  decodeBase64,
  encodeBase64,
  forgivingBase64Decode,
} from "./base64";
import { seededRandom } from "../../../test-support/random";
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import { ToolError } from "~/lib/tool-error";
import { trimTrailing } from "./trim-chars";

const CONFORMANCE = path.resolve(process.cwd(), "../shared/conformance/base64");

/** RFC 4648 §10 rows: input, base64, base64url (a lone "-" stands for the empty string). */
function rfc4648Vectors(): { input: string; base64: string; base64url: string }[] {
  const [, ...rows] = readFileSync(path.join(CONFORMANCE, "rfc4648_vectors.tsv"), "utf8")
    .split("\n")
    .filter((line) => line !== "");
  return rows.map((row) => {
    const [input, base64, base64url] = row.split("\t");
    const empty = (cell: string) => (cell === "-" ? "" : cell);
    return { input, base64: empty(base64), base64url: empty(base64url) };
  });
}

type WptCase = [string, number[] | null];
const wptCases = JSON.parse(
  readFileSync(path.join(CONFORMANCE, "wpt-forgiving-base64.json"), "utf8"),
) as WptCase[];

const bytesOf = (text: string) => new TextEncoder().encode(text);
const textOf = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const options = (overrides: Partial<Base64EncodeOptions> = {}): Base64EncodeOptions => ({
  alphabet: "standard",
  padding: true,
  wrapAt76: false,
  ...overrides,
});

describe("RFC 4648 test vectors", () => {
  const vectors = rfc4648Vectors();

  it("reads all seven vectors, the empty string included", () => {
    expect(vectors.map((v) => v.input)).toEqual(["", "f", "fo", "foo", "foob", "fooba", "foobar"]);
  });

  it.each(vectors)("encodes $input as $base64", ({ input, base64 }) => {
    expect(encodeBase64(bytesOf(input), options())).toBe(base64);
  });

  it.each(vectors)(
    "encodes $input with the URL-safe alphabet as $base64url",
    ({ input, base64url }) => {
      expect(encodeBase64(bytesOf(input), options({ alphabet: "url" }))).toBe(base64url);
    },
  );

  it.each(vectors)("decodes $base64 back to $input", ({ input, base64 }) => {
    expect(textOf(decodeBase64(base64))).toBe(input);
  });

  it.each(vectors)("decodes $base64 without its padding", ({ input, base64 }) => {
    expect(textOf(decodeBase64(trimTrailing(base64, "=")))).toBe(input);
  });
});

describe("encoding", () => {
  it("uses + and / in the standard alphabet and - and _ in the URL-safe one", () => {
    const bytes = Uint8Array.of(0xfb, 0xff, 0xbf);
    expect(encodeBase64(bytes, options())).toBe("+/+/");
    expect(encodeBase64(bytes, options({ alphabet: "url" }))).toBe("-_-_");
  });

  it("leaves the padding out when asked", () => {
    expect(encodeBase64(bytesOf("f"), options({ padding: false }))).toBe("Zg");
    expect(encodeBase64(bytesOf("fo"), options({ padding: false }))).toBe("Zm8");
  });

  it("breaks lines every 76 characters with a line feed, without a final line break", () => {
    const encoded = encodeBase64(new Uint8Array(200), options({ wrapAt76: true }));
    const lines = encoded.split("\n");
    expect(lines.map((line) => line.length)).toEqual([76, 76, 76, 40]);
    expect(encoded.endsWith("\n")).toBe(false);
  });

  it("does not add a line break when the output is exactly 76 characters", () => {
    expect(encodeBase64(new Uint8Array(57), options({ wrapAt76: true }))).toBe("A".repeat(76));
  });

  it("puts an unpadded short last group on its own line after a full line", () => {
    const encoded = encodeBase64(new Uint8Array(58), options({ wrapAt76: true, padding: false }));
    expect(encoded).toBe(`${"A".repeat(76)}\nAA`);
  });

  it("encodes several megabytes quickly and reports progress", () => {
    const bytes = new Uint8Array(6 * 1024 * 1024).map((_, i) => i * 7);
    const fractions: number[] = [];
    const started = performance.now();
    const encoded = encodeBase64(bytes, options(), (f) => fractions.push(f));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(encoded.length).toBe(8 * 1024 * 1024);
    expect(fractions.length).toBeGreaterThan(3);
    expect(fractions.every((f, i) => f > 0 && f < 1 && (i === 0 || f > fractions[i - 1]))).toBe(
      true,
    );
  });
});

describe("strict decoding", () => {
  it("accepts the URL-safe alphabet", () => {
    expect(decodeBase64("-_-_")).toEqual(Uint8Array.of(0xfb, 0xff, 0xbf));
  });

  it("ignores line breaks, spaces and tabs anywhere", () => {
    expect(textOf(decodeBase64(" Zm9v\r\nYm\tFy \n"))).toBe("foobar");
  });

  it("accepts a Base64 data URL and decodes only its data", () => {
    expect(textOf(decodeBase64("data:text/plain;charset=utf-8;base64,aGk="))).toBe("hi");
  });

  it("accepts a data URL without a media type, in any letter case", () => {
    expect(textOf(decodeBase64("  DATA:;BASE64,aGk"))).toBe("hi");
  });

  it("rejects a data URL that is not Base64", () => {
    expect(thrownMessage(() => decodeBase64("data:text/plain,hello"))).toBe(DATA_URL_NOT_BASE64);
  });

  it("rejects a data URL without a comma", () => {
    expect(thrownMessage(() => decodeBase64("data:text/plain;base64"))).toBe(
      DATA_URL_WITHOUT_COMMA,
    );
  });

  it("names the first invalid character and its 1-based position", () => {
    expect(thrownMessage(() => decodeBase64("Zm9vYmFy%Zm9"))).toBe(
      'Invalid Base64 character "%" at position 9',
    );
  });

  it("counts positions across line breaks and inside a data URL", () => {
    expect(thrownMessage(() => decodeBase64("data:;base64,Zm9v\nYm*"))).toBe(
      'Invalid Base64 character "*" at position 21',
    );
  });

  it("counts an emoji as one character and names it whole", () => {
    expect(thrownMessage(() => decodeBase64("ab😀cd"))).toBe(
      'Invalid Base64 character "😀" at position 3',
    );
    expect(thrownMessage(() => decodeBase64("data:😀;base64,ab.d"))).toBe(
      'Invalid Base64 character "." at position 17',
    );
  });

  it("names invisible characters by their code point", () => {
    expect(thrownMessage(() => decodeBase64("ab\u00a0cd"))).toBe(
      "Invalid Base64 character U+00A0 at position 3",
    );
    expect(thrownMessage(() => decodeBase64("abc\u0000"))).toBe(
      "Invalid Base64 character U+0000 at position 4",
    );
  });

  it("rejects data after the padding", () => {
    expect(thrownMessage(() => decodeBase64("Zg==Zm8="))).toBe(
      'Invalid Base64: "Z" at position 5 comes after the padding "="',
    );
  });

  it("rejects padding after a complete group", () => {
    expect(thrownMessage(() => decodeBase64("Zm9v="))).toBe(
      'Invalid Base64 padding "=" at position 5: the text already ends with a complete group of 4 and needs no "="',
    );
  });

  it("rejects a third padding character", () => {
    expect(thrownMessage(() => decodeBase64("Zg==="))).toBe(
      'Invalid Base64 padding "=" at position 5: its last group of 2 characters takes "==" or no padding',
    );
  });

  it("rejects half the padding of a two-character group", () => {
    expect(thrownMessage(() => decodeBase64("Zg="))).toBe(
      'Invalid Base64 padding "=" at position 3: its last group of 2 characters takes "==" or no padding',
    );
  });

  it("rejects two padding characters after a three-character group", () => {
    expect(thrownMessage(() => decodeBase64("Zm8=="))).toBe(
      'Invalid Base64 padding "=" at position 5: its last group of 3 characters takes "=" or no padding',
    );
  });

  it("rejects a lone final character, which cannot hold a byte", () => {
    expect(thrownMessage(() => decodeBase64("Zm9vY"))).toBe(
      "Invalid Base64 length: the last group is a single character (position 5); a group needs at least 2",
    );
    expect(thrownMessage(() => decodeBase64("Zm9vY=="))).toContain("(position 5)");
  });

  it("ignores the unused low bits of the last character, as atob does", () => {
    expect(decodeBase64("Zh")).toEqual(decodeBase64("Zg"));
  });

  it("decodes empty and whitespace-only text to no bytes", () => {
    expect(decodeBase64("")).toEqual(new Uint8Array(0));
    expect(decodeBase64(" \n ")).toEqual(new Uint8Array(0));
  });

  it("returns a compact array, not a view of a larger buffer", () => {
    const bytes = decodeBase64("Zm9v\n\n\n\n\nYg==");
    expect(bytes.byteLength).toBe(4);
    expect(bytes.buffer.byteLength).toBe(4);
  });
});

describe("WHATWG forgiving-base64 (web-platform-tests)", () => {
  it("reads all the cases", () => {
    expect(wptCases.length).toBeGreaterThanOrEqual(71);
  });

  it.each(wptCases)("decodes %j as %j", (input, expected) => {
    const result = forgivingBase64Decode(input);
    expect(result === null ? null : Array.from(result)).toEqual(expected);
  });

  it.each(wptCases)(
    "the strict decoder agrees on %j, rejecting with a message",
    (input, expected) => {
      if (expected === null) expect(() => decodeBase64(input)).toThrow(ToolError);
      else expect(Array.from(decodeBase64(input))).toEqual(expected);
    },
  );

  it("rejects the URL-safe alphabet, which atob does not know", () => {
    expect(forgivingBase64Decode("-_-_")).toBeNull();
  });
});

function randomBytes(random: () => number, length: number): Uint8Array {
  return Uint8Array.from({ length }, () => Math.floor(random() * 256));
}

describe("round trips", () => {
  const random = seededRandom(0x5eed_b64);
  // Every length from 0 to 200 crosses each remainder and the 76-column line boundary.
  const samples = [
    ...Array.from({ length: 201 }, (_, length) => randomBytes(random, length)),
    ...Array.from({ length: 40 }, () => randomBytes(random, Math.floor(random() * 5000))),
  ];
  const combinations: Base64EncodeOptions[] = (["standard", "url"] as Base64Alphabet[]).flatMap(
    (alphabet) =>
      [true, false].flatMap((padding) =>
        [true, false].map((wrapAt76) => ({ alphabet, padding, wrapAt76 })),
      ),
  );

  /** Lengths of the samples for which `holds` is false (one expect per test keeps the loop fast). */
  const failingLengths = (holds: (bytes: Uint8Array) => boolean) =>
    samples.filter((bytes) => !holds(bytes)).map((bytes) => bytes.length);
  const same = (a: Uint8Array | null, b: Uint8Array) => a !== null && Buffer.from(a).equals(b);

  it.each(combinations)("decode(encode(bytes)) gives the bytes back with %j", (combination) => {
    expect(
      failingLengths((bytes) => same(decodeBase64(encodeBase64(bytes, combination)), bytes)),
    ).toEqual([]);
  });

  it("the standard, padded encoding matches Node's Buffer", () => {
    expect(
      failingLengths(
        (bytes) => encodeBase64(bytes, options()) === Buffer.from(bytes).toString("base64"),
      ),
    ).toEqual([]);
  });

  it("the URL-safe, unpadded encoding matches Node's base64url", () => {
    const urlSafe = options({ alphabet: "url", padding: false });
    expect(
      failingLengths(
        (bytes) => encodeBase64(bytes, urlSafe) === Buffer.from(bytes).toString("base64url"),
      ),
    ).toEqual([]);
  });

  it("the forgiving decoder reads every standard encoding, wrapped or not", () => {
    expect(
      failingLengths((bytes) =>
        [true, false].every((wrapAt76) =>
          same(forgivingBase64Decode(encodeBase64(bytes, options({ wrapAt76 }))), bytes),
        ),
      ),
    ).toEqual([]);
  });
});

describe("progress of a long run, and what the defaults are", () => {
  const MIB = 1 << 20;
  /** The fractions reported: each in (0, 1), rising, about one per MiB of input. */
  function expectSteadyReports(reports: number[], inputLength: number) {
    expect(reports.length).toBe(Math.floor((inputLength - 1) / MIB));
    for (const [i, fraction] of reports.entries()) {
      expect(fraction).toBeGreaterThan(0);
      expect(fraction).toBeLessThan(1);
      // The n-th report comes at the first step past n MiB of input.
      expect(fraction * inputLength).toBeGreaterThanOrEqual((i + 1) * MIB);
      expect(fraction * inputLength).toBeLessThan((i + 1) * MIB + 4);
    }
  }

  it("encoding reports once per MiB read", () => {
    const bytes = new Uint8Array(5 * MIB + 7);
    const reports: number[] = [];
    encodeBase64(bytes, DEFAULT_BASE64_OPTIONS, (fraction) => reports.push(fraction));
    expectSteadyReports(reports, bytes.length);
  });

  it("decoding reports once per MiB of text after a data URL's header", () => {
    const header = "data:application/octet-stream;base64,";
    const text = header + "QUJD".repeat((5 * MIB) / 4 + 3);
    const reports: number[] = [];
    decodeBase64(text, (fraction) => reports.push(fraction));
    const length = text.length - header.length;
    expect(reports.length).toBe(Math.floor((length - 1) / MIB));
    for (const [i, fraction] of reports.entries()) {
      expect(fraction * length).toBeGreaterThanOrEqual((i + 1) * MIB);
      expect(fraction * length).toBeLessThan((i + 1) * MIB + 1);
    }
  });

  it("encodes with the standard alphabet, padded, on one line by default; MIME lines end with LF", () => {
    expect(DEFAULT_BASE64_OPTIONS).toEqual({
      alphabet: "standard",
      padding: true,
      wrapAt76: false,
    });
    expect(MIME_LINE_BREAK).toBe("\n");
  });

  it("names a character that cannot be seen by its code point, and one that can in quotes", () => {
    expect(() => decodeBase64("QU\u007fJD")).toThrow(
      "Invalid Base64 character U+007F at position 3",
    );
    expect(() => decodeBase64("QU\u00a0JD")).toThrow(
      "Invalid Base64 character U+00A0 at position 3",
    );
    expect(() => decodeBase64("QU\u0000JD")).toThrow(
      "Invalid Base64 character U+0000 at position 3",
    );
    expect(() => decodeBase64("QU!JD")).toThrow('Invalid Base64 character "!" at position 3');
    expect(() => decodeBase64("QUéJD")).toThrow('Invalid Base64 character "é" at position 3');
  });

  it("takes a data URL only when ;base64 ends its header", () => {
    expect(decodeBase64("data:;base64,SGk=")).toEqual(new TextEncoder().encode("Hi"));
    expect(decodeBase64("data:text/plain;charset=utf-8; BASE64 ,SGk=")).toEqual(
      new TextEncoder().encode("Hi"),
    );
    for (const header of [
      "data:;base64;charset=x,",
      "data:;xbase64,",
      "data:;base64x,",
      "data:text/plain,",
    ])
      expect(() => decodeBase64(`${header}SGk=`)).toThrow(DATA_URL_NOT_BASE64);
  });
});
