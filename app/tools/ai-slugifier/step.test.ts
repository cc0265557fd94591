// The AI Slugifier's chain step: the plain slugifier (never the AI suggestions) on one title per
// line, with the page's options by their stored names, and a max length the field refuses fails
// with the page's own message.
import anyAscii from "any-ascii";
import { defaultOptions } from "~/lib/chain/step-declaration";
import { slugifyLines } from "./slug-batch";
import { DEFAULT_SLUG_OPTIONS, MAX_LENGTH_MESSAGE } from "./slug-options";
import { step } from "./step";

const defaults = defaultOptions(step.options);
const TITLES = [
  "10 Tips & Tricks for Clean URLs in 2025",
  "",
  "The Best Café in Straße & Co",
  "10 Tips & Tricks for Clean URLs in 2025",
  "Привет, мир",
].join("\n");

describe("the AI Slugifier's step", () => {
  it("slugifies each line with the page's defaults, as the page and its worker do", async () => {
    const output = await step.run(TITLES, defaults);
    expect(defaults).toEqual({
      language: "auto",
      separator: "hyphen",
      maxLength: "",
      lowercase: true,
      stopWords: false,
      keepNumbers: true,
    });
    expect(output).toBe(slugifyLines({ ...DEFAULT_SLUG_OPTIONS, text: TITLES }, anyAscii).slugs);
    expect(output).toBe(
      [
        "10-tips-and-tricks-for-clean-urls-in-2025",
        "",
        "the-best-cafe-in-strasse-and-co",
        "10-tips-and-tricks-for-clean-urls-in-2025-2",
        "privet-mir",
      ].join("\n"),
    );
  });

  it("loads the transliteration table for titles the built-in rules do not cover", async () => {
    expect(await step.run("北京 Καλημέρα", defaults)).toBe(
      slugifyLines({ ...DEFAULT_SLUG_OPTIONS, text: "北京 Καλημέρα" }, anyAscii).slugs,
    );
    expect(await step.run("北京", defaults)).toBe("bei-jing");
  });

  it("changes the slug as each of the page's options does", async () => {
    const title = "The 10 Best Tips for Paris";
    const slug = (options: Partial<typeof defaults>) =>
      step.run(title, { ...defaults, ...options });
    expect(await slug({})).toBe("the-10-best-tips-for-paris");
    expect(await slug({ separator: "underscore" })).toBe("the_10_best_tips_for_paris");
    expect(await slug({ separator: "none" })).toBe("the10besttipsforparis");
    expect(await slug({ lowercase: false })).toBe("The-10-Best-Tips-for-Paris");
    expect(await slug({ stopWords: true })).toBe("10-best-tips-paris");
    expect(await slug({ keepNumbers: false })).toBe("the-best-tips-for-paris");
    expect(await slug({ maxLength: "12" })).toBe("the-10-best");
    expect(await step.run("Grüße aus Köln", { ...defaults, language: "de" })).toBe(
      "gruesse-aus-koeln",
    );
    expect(await step.run("Grüße aus Köln", { ...defaults, language: "en" })).toBe(
      "grusse-aus-koln",
    );
  });

  it("gives nothing for blank lines only, as the page's Output shows nothing", async () => {
    expect(await step.run("\n  \n", defaults)).toBe("");
  });

  it("fails on a max length the page refuses with its own message", async () => {
    await expect(step.run("A title", { ...defaults, maxLength: "0" })).rejects.toThrow(
      MAX_LENGTH_MESSAGE,
    );
    await expect(step.run("A title", { ...defaults, maxLength: "lots" })).rejects.toThrow(
      "Max length must be a whole number from 1 to 2000, or empty for no limit.",
    );
  });
});
