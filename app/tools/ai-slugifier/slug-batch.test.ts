import anyAscii from "any-ascii";
import { describe, expect, it } from "vitest";
import { csvText } from "~/lib/csv/csv-table";
import { type SlugJob, UniqueSlugs, slugTable, slugifyLines, withSuffix } from "./slug-batch";
import { DEFAULT_SLUG_OPTIONS } from "./slug-options";

const job = (text: string, options: Partial<SlugJob> = {}): SlugJob => ({
  ...DEFAULT_SLUG_OPTIONS,
  text,
  ...options,
});

describe("slugifyLines", () => {
  it("gives one slug per line and numbers repeats in order", () => {
    const result = slugifyLines(job("Hello World\nhello world!\nOther\nHELLO, WORLD"), anyAscii);
    expect(result.slugs).toBe("hello-world\nhello-world-2\nother\nhello-world-3");
    expect(result).toMatchObject({ titles: 4, renamed: 2, empty: 0 });
  });

  it("keeps empty lines empty and does not number them", () => {
    const result = slugifyLines(job("A\n\n   \r\nA\n!!!\n!!!"), anyAscii);
    expect(result.slugs).toBe("a\n\n\na-2\n\n");
    expect(result).toMatchObject({ titles: 4, renamed: 1, empty: 2 });
  });

  it("skips a number another title already took", () => {
    const result = slugifyLines(job("Post\nPost 2\nPost\nPost"), anyAscii);
    expect(result.slugs).toBe("post\npost-2\npost-3\npost-4");
  });

  it("numbers with the chosen separator", () => {
    expect(slugifyLines(job("a b\na b", { separator: "_" })).slugs).toBe("a_b\na_b_2");
    expect(slugifyLines(job("a b\na b", { separator: "" })).slugs).toBe("ab\nab2");
  });

  it("keeps a numbered slug within the max length, cut at a word boundary", () => {
    const text = "Twelve chars here\nTwelve chars here";
    const result = slugifyLines(job(text, { maxLength: 15 }));
    expect(result.slugs).toBe("twelve-chars\ntwelve-chars-2");
    const tight = slugifyLines(job(text, { maxLength: 12 }));
    expect(tight.slugs).toBe("twelve-chars\ntwelve-2");
  });

  it("reports progress on long lists", () => {
    const fractions: number[] = [];
    slugifyLines(job("t\n".repeat(12_000)), undefined, (f) => fractions.push(f));
    expect(fractions.length).toBe(2);
    expect(fractions[0]).toBeGreaterThan(0);
    expect(fractions[1]).toBeLessThan(1);
  });
});

describe("withSuffix and UniqueSlugs", () => {
  it("cuts the base to make room for the number, or gives the number alone", () => {
    expect(withSuffix("a-b-c", "-", 2, 0)).toBe("a-b-c-2");
    expect(withSuffix("alpha-beta", "-", 2, 9)).toBe("alpha-2");
    expect(withSuffix("alphabet", "-", 2, 6)).toBe("alph-2");
    expect(withSuffix("alphabet", "-", 12, 3)).toBe("12");
  });

  it("stays unique when the limit leaves room only for the number", () => {
    const unique = new UniqueSlugs("-", 2);
    const taken = ["ab", "ab", "ab", "ab"].map((slug) => unique.take(slug));
    expect(new Set(taken).size).toBe(4);
  });
});

describe("slugTable", () => {
  it("pairs each title with its slug for the CSV, leaving out empty lines", () => {
    const text = "Hello, World\n\nHello World";
    const { slugs } = slugifyLines(job(text));
    expect(csvText(slugTable(text, slugs))).toBe(
      'title,slug\r\n"Hello, World",hello-world\r\nHello World,hello-world-2',
    );
  });
});
