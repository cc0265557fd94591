// What a first visit shows: dates with named groups, a replacement that reorders them, and two
// test strings, so every part of the page has something to show.
import type { RegexTestCase } from "./regex-job";

export const DEFAULTS = {
  pattern: String.raw`(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})`,
  flags: "g",
  text: "Releases: 2024-01-15, 2024-03-02 and 2025-11-30.\nNot a date: 2024-1-5.",
  replacement: "$<day>/$<month>/$<year>",
  template: "$<year>: $&",
  tests: [
    { id: "sample-1", text: "Due 2026-02-28", expect: "match" },
    { id: "sample-2", text: "28/02/2026", expect: "no-match" },
  ] satisfies RegexTestCase[],
};
