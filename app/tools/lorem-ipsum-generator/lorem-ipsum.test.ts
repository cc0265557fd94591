import { thrownMessage } from "../../../test-support/thrown-tool-error";
import {
  DEFAULT_LOREM_OPTIONS,
  type LoremOptions,
  MAX_AMOUNT,
  amountMessage,
  generateLorem,
  loremFileName,
  parseAmount,
} from "./lorem-ipsum";

const generate = (options: Partial<LoremOptions>) =>
  generateLorem({ ...DEFAULT_LOREM_OPTIONS, ...options });

describe("amounts and units", () => {
  it("makes the asked number of paragraphs, separated by blank lines", () => {
    expect(generate({ unit: "paragraphs", amount: 4 }).split("\n\n")).toHaveLength(4);
  });

  it("makes the asked number of sentences", () => {
    const text = generate({ unit: "sentences", amount: 7 });
    expect(text.match(/\./g)).toHaveLength(7);
  });

  it("makes exactly the asked number of words", () => {
    for (const amount of [1, 2, 5, 6, 137]) {
      expect(generate({ unit: "words", amount }).split(" ")).toHaveLength(amount);
    }
  });

  it("makes exactly the asked number of bytes, not ending in a space", () => {
    for (const amount of [1, 10, 57, 1000]) {
      const text = generate({ unit: "bytes", amount });
      expect(new TextEncoder().encode(text).length).toBe(amount);
      expect(text.endsWith(" ")).toBe(false);
    }
  });

  it("ends each sentence with a full stop and starts it with a capital", () => {
    for (const sentence of generate({ unit: "sentences", amount: 20 }).split(". ")) {
      expect(sentence).toMatch(/^[A-Z][a-z, ]+\.?$/);
    }
  });

  it("makes the largest allowed amount quickly", () => {
    const started = performance.now();
    generate({ unit: "paragraphs", amount: MAX_AMOUNT.paragraphs });
    generate({ unit: "bytes", amount: MAX_AMOUNT.bytes });
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("the opening", () => {
  it('starts with "Lorem ipsum dolor sit amet" by default', () => {
    expect(
      generate({}).startsWith("Lorem ipsum dolor sit amet, consectetur adipiscing elit."),
    ).toBe(true);
    expect(generate({ unit: "words", amount: 5 })).toBe("Lorem ipsum dolor sit amet.");
    expect(generate({ unit: "words", amount: 2 })).toBe("Lorem ipsum.");
    expect(generate({ unit: "bytes", amount: 11 })).toBe("Lorem ipsum");
  });

  it("starts elsewhere when the option is off", () => {
    for (const seed of ["a", "b", "c"]) {
      expect(generate({ startWithLorem: false, seed }).startsWith("Lorem ipsum dolor")).toBe(false);
    }
  });
});

describe("seeds", () => {
  it("gives the same text for the same seed", () => {
    const options = { seed: "release-42", amount: 5, startWithLorem: false };
    expect(generate(options)).toBe(generate(options));
  });

  it("gives other text for another seed", () => {
    expect(generate({ seed: "one" })).not.toBe(generate({ seed: "two" }));
  });

  it("keeps a known seed's text from one version to the next", () => {
    expect(generate({ seed: "lorem", unit: "words", amount: 12, startWithLorem: false })).toBe(
      "Feugiat aliquam anim aute quam ultricies ullamco augue metus tellus condimentum convallis.",
    );
    expect(generate({ seed: "", unit: "words", amount: 3 })).toBe("Lorem ipsum dolor.");
  });
});

describe("formats", () => {
  it("wraps HTML paragraphs in <p>", () => {
    const html = generate({ format: "html", amount: 2 });
    const lines = html.split("\n");
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toMatch(/^<p>[A-Z].*\.<\/p>$/);
  });

  it("adds HTML headings and lists when asked", () => {
    const html = generate({ format: "html", amount: 3, headings: true, lists: true });
    expect(html.startsWith("<h2>")).toBe(true);
    expect(html.match(/<p>/g)).toHaveLength(3);
    expect(html).toMatch(/<ul>\n( {2}<li>[A-Z][a-z ]*<\/li>\n){3,5}<\/ul>/);
  });

  it("writes Markdown headings as ## and lists as - items", () => {
    const markdown = generate({ format: "markdown", amount: 2, headings: true, lists: true });
    const blocks = markdown.split("\n\n");
    expect(blocks[0]).toMatch(/^## [A-Z]/);
    expect(blocks[1]).toMatch(/^Lorem ipsum/);
    expect(blocks[3]).toMatch(/^- [A-Z]/);
    expect(blocks).toHaveLength(4);
  });

  it("leaves headings and lists out of plain text", () => {
    const text = generate({ format: "text", amount: 3, headings: true, lists: true });
    expect(text.split("\n\n")).toHaveLength(3);
    expect(text).not.toMatch(/[#<-]/);
  });

  it("names the download by format", () => {
    expect(loremFileName("html")).toBe("lorem-ipsum.html");
    expect(loremFileName("markdown")).toBe("lorem-ipsum.md");
    expect(loremFileName("text")).toBe("lorem-ipsum.txt");
  });
});

describe("amount checks", () => {
  it("reads typed amounts with thousands separators", () => {
    expect(parseAmount("3", "paragraphs")).toBe(3);
    expect(parseAmount(" 1,000 ", "words")).toBe(1000);
  });

  it.each(["", "0", "-1", "2.5", "abc", "1001"])("rejects %j paragraphs", (typed) => {
    expect(thrownMessage(() => parseAmount(typed, "paragraphs"))).toBe(
      "The amount must be a whole number from 1 to 1,000 paragraphs.",
    );
  });

  it("names each unit's own maximum", () => {
    expect(amountMessage("bytes")).toBe(
      "The amount must be a whole number from 1 to 1,000,000 bytes.",
    );
  });

  it("refuses amounts out of range given directly", () => {
    expect(thrownMessage(() => generate({ unit: "words", amount: 0 }))).toBe(
      amountMessage("words"),
    );
  });
});
