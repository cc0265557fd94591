import { randomText, seededRandom } from "../../../test-support/random";
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import { ToolError } from "~/lib/tool-error";
import {
  URL_VARIANTS,
  type UrlVariant,
  convertUrl,
  decodeUrl,
  encodeUrl,
  isUrlMode,
  isUrlVariant,
} from "./url-encoding";

const VARIANTS = URL_VARIANTS.map((v) => v.value);

describe("the option lists", () => {
  it("labels the variants Component, Whole URL and Form data", () => {
    expect(URL_VARIANTS.map((v) => v.label)).toEqual(["Component", "Whole URL", "Form data"]);
  });

  it("recognises stored values and rejects unknown ones", () => {
    expect(isUrlMode("decode")).toBe(true);
    expect(isUrlMode("Decode")).toBe(false);
    expect(isUrlVariant("form")).toBe(true);
    expect(isUrlVariant(3)).toBe(false);
  });
});

describe("encoding", () => {
  const text = "a b&c=d/é?#~!'()*";

  it("as a component escapes every reserved character, like encodeURIComponent", () => {
    expect(encodeUrl(text, "component")).toBe("a%20b%26c%3Dd%2F%C3%A9%3F%23~!'()*");
  });

  it("as a whole URL keeps the characters that structure a URL, like encodeURI", () => {
    expect(encodeUrl("https://example.com/a b?q=é#top", "uri")).toBe(
      "https://example.com/a%20b?q=%C3%A9#top",
    );
  });

  it("as form data writes a space as + and escapes ! ' ( ) ~", () => {
    expect(encodeUrl(text, "form")).toBe("a+b%26c%3Dd%2F%C3%A9%3F%23%7E%21%27%28%29*");
  });

  it("as form data matches what URLSearchParams writes", () => {
    const samples = ["a b+c", "100% sure", "x=1&y=2", "emoji 😀", "line\nbreak", "*-._~!'()"];
    for (const sample of samples) {
      const expected = new URLSearchParams({ v: sample }).toString().slice(2);
      expect(encodeUrl(sample, "form")).toBe(expected);
    }
  });

  it("writes non-ASCII characters as their UTF-8 bytes", () => {
    expect(encodeUrl("€😀", "component")).toBe("%E2%82%AC%F0%9F%98%80");
  });

  it.each(VARIANTS)("as %s, names a lone surrogate and its position instead of crashing", (v) => {
    expect(thrownMessage(() => encodeUrl("ab😀\ud800cd", v))).toBe(
      "Lone surrogate U+D800 at position 4 cannot be encoded as UTF-8: it is half of a character",
    );
  });
});

describe("decoding", () => {
  it("decodes UTF-8 escapes, in either letter case", () => {
    expect(decodeUrl("caf%C3%A9%20%e2%82%ac", "component")).toBe("café €");
  });

  it("as a component keeps + as it is", () => {
    expect(decodeUrl("a+b%2B", "component")).toBe("a+b+");
  });

  it("as form data reads + as a space, and %2B as +", () => {
    expect(decodeUrl("a+b%2Bc", "form")).toBe("a b+c");
  });

  it("as a whole URL keeps escapes of reserved characters, like decodeURI", () => {
    expect(decodeUrl("https://x.y/a%2Fb%3Fc%20d%23e%C3%A9", "uri")).toBe(
      "https://x.y/a%2Fb%3Fc d%23eé",
    );
  });

  it("leaves a lone surrogate in the text as it is and decodes the escapes around it", () => {
    expect(decodeUrl("\ud800%41%C3%A9", "component")).toBe("\ud800Aé");
    expect(decodeUrl("\udc00%2F%41", "uri")).toBe("\udc00%2FA");
  });

  it("keeps a byte order mark", () => {
    expect(decodeUrl("%EF%BB%BFx", "component")).toBe("\ufeffx");
  });

  it("names a character cut short by a bad escape, from its first byte", () => {
    expect(thrownMessage(() => decodeUrl("abcdef%E0%A4%A", "component"))).toBe(
      'Malformed percent-encoding at position 7: "%E0%A4%A"',
    );
  });

  it('names a "%" without two hex digits', () => {
    expect(thrownMessage(() => decodeUrl("100%zz done", "component"))).toBe(
      'Malformed percent-encoding at position 4: "%zz"',
    );
  });

  it('names a "%" at the very end', () => {
    expect(thrownMessage(() => decodeUrl("50%", "component"))).toBe(
      'Malformed percent-encoding at position 3: "%"',
    );
  });

  it("names a byte that cannot start a UTF-8 character", () => {
    expect(thrownMessage(() => decodeUrl("ok%41%FF", "component"))).toBe(
      'Malformed percent-encoding at position 6: "%FF"',
    );
  });

  it("names an incomplete character followed by plain text", () => {
    expect(thrownMessage(() => decodeUrl("%C3x", "form"))).toBe(
      'Malformed percent-encoding at position 1: "%C3"',
    );
  });

  it("names a character interrupted by another escape", () => {
    expect(thrownMessage(() => decodeUrl("%C3%28", "component"))).toBe(
      'Malformed percent-encoding at position 1: "%C3%28"',
    );
  });

  it("names an encoded surrogate, which UTF-8 forbids", () => {
    expect(thrownMessage(() => decodeUrl("%ED%A0%80", "uri"))).toBe(
      'Malformed percent-encoding at position 1: "%ED%A0"',
    );
  });

  it("counts positions in characters, an emoji being one", () => {
    expect(thrownMessage(() => decodeUrl("😀%G1", "component"))).toBe(
      'Malformed percent-encoding at position 2: "%G1"',
    );
  });

  it("does not quote past the end of the line", () => {
    expect(thrownMessage(() => decodeUrl("a%4\nb", "component"))).toBe(
      'Malformed percent-encoding at position 2: "%4"',
    );
  });

  it("reports the first problem when there are several", () => {
    expect(thrownMessage(() => decodeUrl("%FF%zz", "component"))).toBe(
      'Malformed percent-encoding at position 1: "%FF"',
    );
  });
});

describe("one value per line", () => {
  it("encodes each line and keeps the line breaks", () => {
    expect(
      convertUrl({ text: "a b\r\nc&d\n\ne", mode: "encode", variant: "component", perLine: true }),
    ).toBe("a%20b\r\nc%26d\n\ne");
  });

  it("without it, line breaks are encoded too", () => {
    expect(convertUrl({ text: "a\nb", mode: "encode", variant: "component", perLine: false })).toBe(
      "a%0Ab",
    );
  });

  it("decodes each line", () => {
    expect(convertUrl({ text: "a+b\nc%20d", mode: "decode", variant: "form", perLine: true })).toBe(
      "a b\nc d",
    );
  });

  it("names the line and the position within it", () => {
    const job = { text: "ok\nfine\nbad%E0%A4%A", mode: "decode", variant: "component" } as const;
    expect(thrownMessage(() => convertUrl({ ...job, perLine: true }))).toBe(
      'Malformed percent-encoding at line 3, position 4: "%E0%A4%A"',
    );
    expect(thrownMessage(() => convertUrl({ ...job, perLine: false }))).toBe(
      'Malformed percent-encoding at position 12: "%E0%A4%A"',
    );
  });

  it("names the line of a lone surrogate", () => {
    expect(
      thrownMessage(() =>
        convertUrl({ text: "a\r\n\udc00", mode: "encode", variant: "form", perLine: true }),
      ),
    ).toBe(
      "Lone surrogate U+DC00 at line 2, position 1 cannot be encoded as UTF-8: it is half of a character",
    );
  });
});

// Characters that each variant treats differently, plus multi-byte and astral characters.
const PIECES = [
  ..."aZ09 -_.!~*'()+%&=/?#:;@$,[]\"<>\\^`{|}",
  "\n",
  "\r\n",
  "\t",
  "é",
  "€",
  "中",
  "😀",
  "👍🏽",
  "\u0000",
  "\ufeff",
];

describe("round trips", () => {
  const random = seededRandom(0xc0ffee);
  const samples = Array.from({ length: 500 }, () => randomText(random, PIECES, 29));
  const cases = VARIANTS.flatMap((variant) =>
    [false, true].map((perLine) => ({ variant, perLine })),
  );

  it.each(cases)("decode(encode(text)) gives the text back for %j", ({ variant, perLine }) => {
    const failures = samples.filter((text) => {
      const encoded = convertUrl({ text, mode: "encode", variant, perLine });
      return convertUrl({ text: encoded, mode: "decode", variant, perLine }) !== text;
    });
    expect(failures).toEqual([]);
  });

  it("form encoding matches URLSearchParams for every sample", () => {
    const failures = samples.filter(
      (text) => encodeUrl(text, "form") !== new URLSearchParams({ v: text }).toString().slice(2),
    );
    expect(failures).toEqual([]);
  });

  it.each(VARIANTS)(
    "text with a lone surrogate is a ToolError naming its position, never a URIError (%s)",
    (variant: UrlVariant) => {
      const surrogates = ["\ud800", "\udbff", "\udc00", "\udfff"];
      for (let n = 0; n < 200; n++) {
        const before = randomText(random, PIECES, 29);
        const text = before + surrogates[n % 4] + randomText(random, PIECES, 29);
        const position = Array.from(before).length + 1;
        expect(() => encodeUrl(text, variant)).toThrow(`at position ${position} cannot`);
      }
    },
  );
});

describe("agreement with the built-in decoders", () => {
  const random = seededRandom(42);
  // Escapes of random bytes (often not UTF-8), valid characters, and stray or short escapes.
  function randomEscapes(): string {
    const length = 1 + Math.floor(random() * 8);
    return Array.from({ length }, () => {
      const roll = random();
      if (roll < 0.6)
        return `%${Math.floor(random() * 256)
          .toString(16)
          .padStart(2, "0")}`;
      if (roll < 0.8) return encodeURIComponent(PIECES[Math.floor(random() * PIECES.length)]);
      if (roll < 0.9) return "%";
      return "a";
    }).join("");
  }
  const samples = Array.from({ length: 3000 }, randomEscapes);

  function builtIn(decode: (s: string) => string, text: string): string | null {
    try {
      return decode(text);
    } catch {
      return null;
    }
  }
  function ours(variant: UrlVariant, text: string): string | null {
    try {
      return decodeUrl(text, variant);
    } catch (error) {
      if (!(error instanceof ToolError)) throw error;
      return null;
    }
  }

  it("decodes and rejects exactly what decodeURIComponent does", () => {
    const differences = samples.filter(
      (text) => ours("component", text) !== builtIn(decodeURIComponent, text),
    );
    expect(differences).toEqual([]);
  });

  it("decodes and rejects exactly what decodeURI does", () => {
    const differences = samples.filter((text) => ours("uri", text) !== builtIn(decodeURI, text));
    expect(differences).toEqual([]);
  });

  it("decodes a megabyte of escapes quickly", () => {
    const text = encodeURIComponent("héllo wörld, ünïcödé & friends 😀 ".repeat(20_000));
    expect(text.length).toBeGreaterThan(1_000_000);
    const started = performance.now();
    decodeUrl(text, "component");
    expect(performance.now() - started).toBeLessThan(500);
  });
});
