// Regular expressions as JavaScript's engine reads them (the flavour of /regex-tester).
import type { Cheatsheet } from "../cheatsheet-types";

export const regexSheet: Cheatsheet = {
  id: "regex",
  title: "Regular expressions",
  summary: "Regular expression syntax as JavaScript's RegExp understands it.",
  links: [{ label: "Try a pattern in the Regex Tester", href: "/regex-tester" }],
  sections: [
    {
      title: "Characters and classes",
      entries: [
        { code: ".", description: "Any character except line breaks (any at all with the s flag)" },
        { code: "\\d", description: "A digit 0–9 (\\D: anything but a digit)" },
        {
          code: "\\w",
          description: "A word character: letter, digit or underscore (\\W: the opposite)",
        },
        {
          code: "\\s",
          description: "Whitespace: space, tab, line break and Unicode spaces (\\S: the opposite)",
        },
        { code: "[abc]", description: "One character from the set" },
        { code: "[^abc]", description: "One character not in the set" },
        { code: "[a-z0-9]", description: "One character from the ranges" },
        { code: "\\p{L}", description: "A Unicode letter of any script (needs the u or v flag)" },
        { code: "\\p{Script=Greek}", description: "A character of one script (u or v flag)" },
        { code: "\\t \\n \\r", description: "Tab, line feed, carriage return" },
        { code: "\\u{1F600}", description: "A code point by its hex value (u flag)" },
        { code: "\\.", description: "A literal dot: escape any of . * + ? ^ $ { } ( ) | [ ] \\ /" },
      ],
    },
    {
      title: "Anchors and boundaries",
      entries: [
        { code: "^", description: "Start of the input (of each line with the m flag)" },
        { code: "$", description: "End of the input (of each line with the m flag)" },
        { code: "\\b", description: "Word boundary, between \\w and \\W" },
        { code: "\\B", description: "Not a word boundary" },
      ],
    },
    {
      title: "Quantifiers",
      entries: [
        { code: "*", description: "Zero or more of the previous item, as many as possible" },
        { code: "+", description: "One or more, as many as possible" },
        { code: "?", description: "Zero or one (optional)" },
        { code: "{3}", description: "Exactly three" },
        { code: "{2,5}", description: "Two to five" },
        { code: "{2,}", description: "Two or more" },
        { code: "*? +? ??", description: "Lazy forms: as few as possible" },
      ],
    },
    {
      title: "Groups and references",
      entries: [
        {
          code: "(abc)",
          description: "Capturing group, numbered from 1 by its opening parenthesis",
        },
        { code: "(?:abc)", description: "Non-capturing group" },
        { code: "(?<year>\\d{4})", description: "Named capturing group" },
        { code: "\\1", description: "Back-reference to the text group 1 matched" },
        { code: "\\k<year>", description: "Back-reference to a named group" },
        { code: "a|b", description: "Alternation: a or b" },
      ],
    },
    {
      title: "Lookaround",
      entries: [
        { code: "(?=abc)", description: "Lookahead: followed by abc, without consuming it" },
        { code: "(?!abc)", description: "Negative lookahead: not followed by abc" },
        { code: "(?<=abc)", description: "Lookbehind: preceded by abc" },
        { code: "(?<!abc)", description: "Negative lookbehind: not preceded by abc" },
      ],
    },
    {
      title: "Flags",
      entries: [
        { code: "g", description: "Global: find every match, not only the first" },
        { code: "i", description: "Ignore case" },
        { code: "m", description: "Multiline: ^ and $ match at line starts and ends" },
        { code: "s", description: "dotAll: . also matches line breaks" },
        { code: "u", description: "Unicode: code points, \\p{…} and \\u{…}" },
        {
          code: "v",
          description: "unicodeSets: u plus set operations in classes, e.g. [\\p{L}--[a-z]]",
        },
        { code: "y", description: "Sticky: match only at lastIndex" },
        {
          code: "d",
          description: "Indices: report the start and end of each group (match.indices)",
        },
      ],
    },
    {
      title: "Replacement patterns",
      entries: [
        { code: "$1", description: "In a replacement: the text of group 1" },
        { code: "$<name>", description: "In a replacement: the text of a named group" },
        { code: "$&", description: "In a replacement: the whole match" },
        { code: "$` $'", description: "In a replacement: the text before / after the match" },
        { code: "$$", description: "In a replacement: a literal dollar sign" },
      ],
    },
    {
      title: "Common patterns",
      entries: [
        {
          code: "^\\d{4}-\\d{2}-\\d{2}$",
          description: "A date written YYYY-MM-DD (format only, not validity)",
        },
        { code: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$", description: "A rough email address check" },
        { code: "^#?(?:[0-9a-fA-F]{3}){1,2}$", description: "A hex colour, #abc or #aabbcc" },
        { code: "^\\s+|\\s+$", description: "Leading or trailing whitespace (use with g to trim)" },
        { code: "https?://[^\\s/$.?#].[^\\s]*", description: "A rough http(s) URL inside text" },
      ],
    },
  ],
};
