import { randomTexts } from "../../../test-support/random";
import {
  STRING_OPERATIONS,
  type StringOperation,
  isStringOperation,
  splitWords,
  transformText,
} from "./string-utilities";

const convert = (operation: StringOperation) => (text: string) => transformText(text, operation);

describe("the operation list", () => {
  it("offers every operation once, case conversions before reversals", () => {
    const values = STRING_OPERATIONS.map((op) => op.value);
    expect(new Set(values).size).toBe(values.length);
    const groups = STRING_OPERATIONS.map((op) => op.group);
    expect(groups.lastIndexOf("Case")).toBeLessThan(groups.indexOf("Reverse"));
  });

  it("labels each identifier style in its own style", () => {
    const label = (value: StringOperation) =>
      STRING_OPERATIONS.find((op) => op.value === value)?.label;
    expect(label("camel")).toBe("camelCase");
    expect(label("snake")).toBe("snake_case");
    expect(label("kebab")).toBe("kebab-case");
  });

  it("recognises stored operation names and rejects unknown ones", () => {
    expect(isStringOperation("camel")).toBe(true);
    expect(isStringOperation("camelCase")).toBe(false);
    expect(isStringOperation(42)).toBe(false);
  });
});

describe("word splitting", () => {
  it.each([
    ["helloWorld", ["hello", "World"]],
    ["HTTPServer", ["HTTP", "Server"]],
    ["XMLHttpRequest", ["XML", "Http", "Request"]],
    ["getHTTPResponseCode", ["get", "HTTP", "Response", "Code"]],
    ["version2Update", ["version2", "Update"]],
    ["base64Decode", ["base64", "Decode"]],
  ])("splits %s at its case boundaries", (input, words) => {
    expect(splitWords(input)).toEqual(words);
  });

  it("splits on spaces, hyphens, underscores, dots and slashes", () => {
    expect(splitWords("one two-three_four.five/six")).toEqual([
      "one",
      "two",
      "three",
      "four",
      "five",
      "six",
    ]);
  });

  it("treats runs of separators and surrounding punctuation as one break", () => {
    expect(splitWords("  --hello__world!! ")).toEqual(["hello", "world"]);
  });

  it("keeps Unicode letters, including accents written as combining marks", () => {
    expect(splitWords("çaVaBien")).toEqual(["ça", "Va", "Bien"]);
    expect(splitWords("ÉcoleNormale")).toEqual(["École", "Normale"]);
    expect(splitWords("e\u0301te\u0301 chaud")).toEqual(["e\u0301te\u0301", "chaud"]);
    expect(splitWords("привет мирДруг")).toEqual(["привет", "мир", "Друг"]);
  });

  it("drops apostrophes inside words instead of splitting there", () => {
    expect(splitWords("don't stop")).toEqual(["dont", "stop"]);
  });

  it("finds no words in text without letters or digits", () => {
    expect(splitWords(" -_./ ")).toEqual([]);
  });
});

describe("prose case", () => {
  it("UPPER CASE upper-cases every letter, Unicode-correctly", () => {
    expect(transformText("Hello, straße!", "upper")).toBe("HELLO, STRASSE!");
  });

  it("lower case lower-cases every letter", () => {
    expect(transformText("Hello ÉCOLE", "lower")).toBe("hello école");
  });

  it("Title Case capitalises every word and lowers the rest", () => {
    expect(transformText("the QUICK brown fox", "title")).toBe("The Quick Brown Fox");
  });

  it("Title Case keeps contractions and hyphenated parts sensible", () => {
    expect(transformText("don't stop well-known", "title")).toBe("Don't Stop Well-Known");
  });

  it("Title Case leaves words that start with a digit alone", () => {
    expect(transformText("2nd place", "title")).toBe("2nd Place");
  });

  it("Sentence case capitalises the first letter of each sentence and lowers the rest", () => {
    expect(transformText("HELLO THERE. HOW ARE YOU? fine! ok", "sentence")).toBe(
      "Hello there. How are you? Fine! Ok",
    );
  });

  it("Sentence case starts a new sentence on each line and after a closing quote", () => {
    expect(transformText('first LINE\nsecond "ONE." then', "sentence")).toBe(
      'First line\nSecond "one." Then',
    );
  });

  it("Sentence case does not capitalise after a full stop inside a word", () => {
    expect(transformText("see EXAMPLE.COM now", "sentence")).toBe("See example.com now");
  });

  it("aLtErNaTiNg case alternates letters only, starting lower", () => {
    expect(transformText("hello world", "alternating")).toBe("hElLo WoRlD");
  });

  it("iNVERSE case swaps the case of each letter", () => {
    expect(transformText("Hello World 42", "inverse")).toBe("hELLO wORLD 42");
  });
});

describe("identifier case", () => {
  it.each<[StringOperation, string]>([
    ["camel", "helloWorldAgain"],
    ["pascal", "HelloWorldAgain"],
    ["snake", "hello_world_again"],
    ["kebab", "hello-world-again"],
    ["constant", "HELLO_WORLD_AGAIN"],
    ["dot", "hello.world.again"],
  ])("%s turns a phrase into %s", (operation, expected) => {
    expect(transformText("Hello world, again", operation)).toBe(expected);
  });

  it("converts between identifier styles", () => {
    expect(transformText("XMLHttpRequest", "snake")).toBe("xml_http_request");
    expect(transformText("user_id-value", "camel")).toBe("userIdValue");
    expect(transformText("HTTPServer", "camel")).toBe("httpServer");
    expect(transformText("HTTPServer", "pascal")).toBe("HttpServer");
    expect(transformText("version2Update", "kebab")).toBe("version2-update");
    expect(transformText("MAX_RETRY_COUNT", "pascal")).toBe("MaxRetryCount");
  });

  it("converts a list of names line by line, keeping blank lines and line breaks", () => {
    expect(transformText("first name\r\n\nlastName\nHTTP status", "snake")).toBe(
      "first_name\r\n\nlast_name\nhttp_status",
    );
  });

  it("keeps each line's indentation", () => {
    expect(transformText("  user name\n    zip code", "camel")).toBe("  userName\n    zipCode");
  });

  it("upper-cases Unicode identifiers correctly", () => {
    expect(transformText("straße name", "constant")).toBe("STRASSE_NAME");
    expect(transformText("école normale", "pascal")).toBe("ÉcoleNormale");
  });

  it("drops a line's punctuation-only content", () => {
    expect(transformText("--\nok", "kebab")).toBe("\nok");
  });
});

describe("reversing", () => {
  it("reverses characters", () => {
    expect(transformText("Hello, world", "reverse-characters")).toBe("dlrow ,olleH");
  });

  it("keeps emoji with skin tones, family emoji and flags whole", () => {
    expect(transformText("a👍🏽b👨‍👩‍👧‍👦c🇫🇷", "reverse-characters")).toBe("🇫🇷c👨‍👩‍👧‍👦b👍🏽a");
  });

  it("keeps combining accents on their letter", () => {
    expect(transformText("👍🏽 e\u0301", "reverse-characters")).toBe("e\u0301 👍🏽");
  });

  it("keeps a Windows line break as one character", () => {
    expect(transformText("ab\r\ncd", "reverse-characters")).toBe("dc\r\nba");
  });

  it("reverses the word order of each line, keeping the whitespace in place", () => {
    expect(transformText("one  two three\n  four five", "reverse-words")).toBe(
      "three  two one\n  five four",
    );
  });

  it("reverses the order of lines, keeping a final line break last", () => {
    expect(transformText("one\ntwo\nthree\n", "reverse-lines")).toBe("three\ntwo\none\n");
  });

  it("keeps blank lines at the start and end in place", () => {
    expect(transformText("\n\none\ntwo\n\n", "reverse-lines")).toBe("\n\ntwo\none\n\n");
  });

  it("reverses lines with mixed line breaks", () => {
    expect(transformText("a\r\nb\nc", "reverse-lines")).toBe("c\nb\r\na");
  });
});

describe("empty and trivial input", () => {
  it.each(STRING_OPERATIONS.map((op) => op.value))("%s turns empty text into empty text", (op) => {
    expect(transformText("", op)).toBe("");
  });

  it.each(STRING_OPERATIONS.map((op) => op.value))("%s keeps whitespace-only text", (op) => {
    // Only the two reversals that move whole lines or characters rearrange it.
    const expected: Partial<Record<StringOperation, string>> = {
      "reverse-characters": " \t\n ",
      "reverse-lines": "\t \n ",
    };
    expect(transformText(" \n\t ", op)).toBe(expected[op] ?? " \n\t ");
  });
});

// Whole graphemes that never merge with a neighbour in either order. A lone combining mark or
// a lone \r would: "\u0301b" reversed is "b\u0301", one letter, so it cannot come back.
const GRAPHEMES = [
  "a",
  "Z",
  "7",
  " ",
  "\t",
  "-",
  "_",
  ".",
  "\n",
  "\r\n",
  "é",
  "e\u0301",
  "ß",
  "中",
  "👍🏽",
  "👨‍👩‍👧‍👦",
  "🇫🇷",
];
const ASCII = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 _-.,!?\n";

/** `count` strings of 0 to 39 pieces of `alphabet`, the same on every run. */
const randomStrings = (seed: number, alphabet: readonly string[], count = 300) =>
  randomTexts(seed, alphabet, count, 39);

describe("properties over random strings", () => {
  it("reversing characters twice gives back the original", () => {
    for (const text of randomStrings(1, GRAPHEMES)) {
      expect(transformText(transformText(text, "reverse-characters"), "reverse-characters")).toBe(
        text,
      );
    }
  });

  it("reversing lines twice gives back the original", () => {
    for (const text of randomStrings(2, GRAPHEMES)) {
      expect(transformText(transformText(text, "reverse-lines"), "reverse-lines")).toBe(text);
    }
  });

  it("UPPER CASE then lower case equals lower case for ASCII", () => {
    for (const text of randomStrings(3, [...ASCII])) {
      expect(transformText(transformText(text, "upper"), "lower")).toBe(
        transformText(text, "lower"),
      );
    }
  });

  it("snake_case of snake_case output changes nothing", () => {
    const snake = convert("snake");
    for (const text of randomStrings(4, GRAPHEMES)) expect(snake(snake(text))).toBe(snake(text));
  });

  it("reversing characters of a long mixed text stays grapheme-safe across chunk cuts", () => {
    const text = randomStrings(5, GRAPHEMES, 400).join("");
    const reverse = convert("reverse-characters");
    expect(text.length).toBeGreaterThan(5000);
    expect(reverse(reverse(text))).toBe(text);
  });
});
