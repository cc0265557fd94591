import anyAscii from "any-ascii";
import { describe, expect, it } from "vitest";
import {
  SLUG_TITLE_MAX_CHARS,
  firstTitle,
  isValidSlug,
  slugSuggestionMessages,
  slugSuggestions,
  suggestionsAsSlugs,
} from "./ai-suggestions";
import { replaceLine } from "./slug-batch";
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

describe("slugSuggestions", () => {
  it("reads a chatty numbered answer into at most five valid slugs", () => {
    const answer =
      "Here are some slugs:\n1. `paris-travel-tips`\n2. Paris Guide!\n3. paris-travel-tips\n4. a\n5. b\n6. c\n7. d";
    const slugs = slugSuggestions(answer, "tips", DEFAULT_SLUG_OPTIONS, anyAscii);
    expect(slugs).toEqual(["paris-travel-tips", "paris-guide", "a", "b", "c"]);
    for (const slug of slugs) expect(isValidSlug(slug, DEFAULT_SLUG_OPTIONS)).toBe(true);
  });
});

describe("the request", () => {
  it("sends the first title only, capped", () => {
    expect(firstTitle("\n  \n  My Title \nSecond")).toEqual({ index: 2, title: "My Title" });
    expect(firstTitle(" \n")).toBeNull();
    const user = slugSuggestionMessages("x".repeat(1000))[1].content;
    expect(user.endsWith("x".repeat(SLUG_TITLE_MAX_CHARS))).toBe(true);
    expect(user).not.toContain("x".repeat(SLUG_TITLE_MAX_CHARS + 1));
  });

  it("a chosen slug replaces its title's line, keeping the line breaks", () => {
    expect(replaceLine("a\r\nb\r\nc", 1, "slug")).toBe("a\r\nslug\r\nc");
    expect(replaceLine("a", 4, "slug")).toBe("a");
  });
});
