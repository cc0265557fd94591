import { LANGUAGES, PLAIN_TEXT } from "./code-languages";
import { SAMPLE_CODE } from "./CodeRendererTool";
import { detectLanguage } from "./detect-language";
import LANGUAGE_SAMPLES from "../../../test-support/code-renderer/language-samples.json";

/** A sample of each language, with the tokens V8 colours it with (sample-tokens.test.ts). */
const SAMPLES: Record<string, string> = Object.fromEntries(
  Object.entries(LANGUAGE_SAMPLES).map(([language, { code }]) => [language, code]),
);

describe("detectLanguage", () => {
  it("tells the page's sample as TypeScript", () => {
    expect(detectLanguage(SAMPLE_CODE)).toBe("typescript");
  });

  it.each(Object.entries(SAMPLES))("tells %s", (language, code) => {
    expect(detectLanguage(code)).toBe(language);
  });

  it("has a sample for every language offered but plain text", () => {
    const offered = LANGUAGES.map((l) => l.value).filter((v) => v !== "auto" && v !== PLAIN_TEXT);
    expect(offered.filter((language) => !(language in SAMPLES))).toEqual([]);
  });

  it("says plain text when nothing tells", () => {
    expect(detectLanguage("")).toBe(PLAIN_TEXT);
    expect(detectLanguage("Dear team,\nthe meeting moves to Friday.\n")).toBe(PLAIN_TEXT);
  });

  it("answers for a long input with no line breaks", () => {
    expect(detectLanguage("a".repeat(2_000_000) + "\n" + "(".repeat(100_000))).toBe(PLAIN_TEXT);
  });
});
