import { describe, expect, it } from "vitest";
import { compileGlob, globMatches } from "./glob-match";

const matches = (pattern: string, text: string) => globMatches(compileGlob(pattern), text);

describe("globMatches", () => {
  it.each([
    ["/blog/*", "/blog/post", true],
    ["/blog/*", "/blog/2024/post", true],
    ["/blog/*", "/blog/", true],
    ["/blog/*", "/blog", false],
    ["/blog/*", "/about/blog/x", false],
    ["*.pdf", "/files/a.pdf", true],
    ["*.pdf", "/files/a.pdf?x=1", false],
    ["/", "/", true],
    ["/", "/about", false],
    ["/search?q=*", "/search?q=x", true],
    ["/search?q=*", "/searchXq=x", false],
    ["*", "", true],
    ["*", "/anything", true],
    ["", "", true],
    ["", "/", false],
    ["/a*b*c", "/aXbYc", true],
    ["/a*b*c", "/aXcYb", false],
    ["/ab*ba", "/aba", false],
    ["*/tag/*", "/blog/tag/x", true],
    ["/x**y", "/xy", true],
  ])("%s against %s is %s", (pattern, text, expected) => {
    expect(matches(pattern, text)).toBe(expected);
  });

  it("agrees with an equivalent regular expression on random patterns", () => {
    const alphabet = ["a", "b", "/", "*", "?"];
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const word = (length: number, chars: string[]) =>
      Array.from({ length }, () => chars[next(chars.length)]).join("");
    for (let i = 0; i < 3000; i++) {
      const pattern = word(next(6), alphabet);
      const text = word(next(8), ["a", "b", "/", "?"]);
      // Test-only oracle: the alphabet's only regex metacharacters are * (any run) and ? (literal).
      const oracle = new RegExp(`^${pattern.replaceAll("?", "\\?").replaceAll("*", ".*")}$`, "s");
      expect(matches(pattern, text), `${pattern} / ${text}`).toBe(oracle.test(text));
    }
  });

  it("answers a long text against a pattern of many stars quickly", () => {
    const started = performance.now();
    expect(matches("*a*a*a*a*a*a*a*a*b", "a".repeat(100_000))).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
