import anyAscii from "any-ascii";
import { describe, expect, it } from "vitest";
import { isValidSlug, suggestionsAsSlugs } from "./ai-suggestions";
import { DEFAULT_SLUG_OPTIONS } from "./slug-options";

describe("suggestionsAsSlugs", () => {
  it("turns whatever a model answers into valid slugs, dropping empty ones and repeats", () => {
    const answered = [
      "Best tips: Paris!",
      "/best-tips-paris/",
      "  ",
      "🙂",
      "Paris Guide",
      "Café Paris",
    ];
    const slugs = suggestionsAsSlugs(answered, "paris-guide", DEFAULT_SLUG_OPTIONS, anyAscii);
    expect(slugs).toEqual(["best-tips-paris", "cafe-paris"]);
    for (const slug of slugs) expect(isValidSlug(slug, DEFAULT_SLUG_OPTIONS)).toBe(true);
  });

  it("applies the user's options: separator and max length", () => {
    const options = { ...DEFAULT_SLUG_OPTIONS, separator: "_", maxLength: 12 };
    expect(suggestionsAsSlugs(["Paris travel guide 2025"], "", options)).toEqual(["paris_travel"]);
  });
});

describe("isValidSlug", () => {
  it("accepts only letters, digits and single separators within the limit", () => {
    const options = { separator: "-", lowercase: true, maxLength: 10 };
    expect(isValidSlug("a-b-3", options)).toBe(true);
    for (const bad of ["", "-a", "a-", "a--b", "A-b", "a_b", "é", "abcdefghijk"])
      expect(isValidSlug(bad, options)).toBe(false);
    expect(isValidSlug("Ab", { ...options, lowercase: false })).toBe(true);
    expect(isValidSlug("ab", { ...options, separator: "" })).toBe(true);
  });
});
