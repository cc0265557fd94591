import { randomTexts } from "../../../test-support/random";
import { countReport, countText, formatDuration, isAscii } from "./character-counter";

const options = { ignoreStopWords: false, topWords: 10 };
const count = (text: string) => countText(text, options);

describe("characters", () => {
  it("counts 👍🏽 as 1 character, 2 code points, 4 UTF-16 units and 8 UTF-8 bytes", () => {
    const counts = count("👍🏽");
    expect(counts.characters).toBe(1);
    expect(counts.codePoints).toBe(2);
    expect(counts.utf16Units).toBe(4);
    expect(counts.utf8Bytes).toBe(8);
  });

  it("counts a letter with a combining accent as one character of two code points", () => {
    const counts = count("e\u0301");
    expect(counts.characters).toBe(1);
    expect(counts.codePoints).toBe(2);
    expect(counts.utf8Bytes).toBe(3);
  });

  it("counts family emoji and flags as one character each", () => {
    expect(count("👨‍👩‍👧‍👦🇫🇷").characters).toBe(2);
  });

  it("counts a Windows line break as one character", () => {
    expect(count("a\r\nb").characters).toBe(3);
  });

  it("counts characters without spaces, line breaks included", () => {
    const counts = count("a b\tc\r\nd 👍🏽");
    expect(counts.characters).toBe(9);
    expect(counts.charactersWithoutSpaces).toBe(5);
  });

  it("counts UTF-8 bytes of 1 to 4 bytes per code point", () => {
    expect(count("aé中😀").utf8Bytes).toBe(1 + 2 + 3 + 4);
  });

  it("counts a lone surrogate as the 3 bytes of U+FFFD", () => {
    const counts = count("a\uD800b");
    expect(counts.utf8Bytes).toBe(5);
    expect(counts.codePoints).toBe(3);
  });

  it("finds nothing in empty text", () => {
    expect(count("")).toMatchObject({
      characters: 0,
      words: 0,
      lines: 0,
      paragraphs: 0,
      sentences: 0,
      utf8Bytes: 0,
      topWords: [],
    });
  });
});

describe("words", () => {
  it("counts naïve café as 2 words", () => {
    expect(count("naïve café").words).toBe(2);
  });

  it("keeps contractions, decimals and underscores inside one word", () => {
    expect(count("Don't pay 3.14 or 1,000 for snake_case").words).toBe(7);
  });

  it("counts Chinese and Japanese by dictionary words, not by characters or spaces", () => {
    const chinese = count("我喜欢学习中文").words;
    expect(chinese).toBeGreaterThan(1);
    expect(chinese).toBeLessThan(7);
    const japanese = count("私は日本語を勉強しています").words;
    expect(japanese).toBeGreaterThan(1);
    expect(japanese).toBeLessThan(13);
  });

  it("does not count punctuation, emoji or spaces as words", () => {
    expect(count(" -- !! 👍🏽 ... ").words).toBe(0);
  });

  it("counts ASCII text exactly as Intl.Segmenter does", () => {
    const segmenter = new Intl.Segmenter("en", { granularity: "word" });
    const alphabet = [..."ab1_:.',; -\n\t!?\"()"];
    for (const text of randomTexts(7, alphabet, 3000, 30)) {
      const expected = [...segmenter.segment(text)].filter((s) => s.isWordLike).length;
      expect(count(text).words, JSON.stringify(text)).toBe(expected);
    }
  });
});

describe("lines, spaces, paragraphs and sentences", () => {
  it("counts lines as an editor shows them, whatever the line breaks", () => {
    expect(count("one").lines).toBe(1);
    expect(count("one\ntwo\r\nthree\rfour").lines).toBe(4);
    expect(count("one\n").lines).toBe(2);
  });

  it("counts spaces and tabs but not line breaks as spaces", () => {
    expect(count("a b\t c\n\u00a0d").spaces).toBe(4);
  });

  it("counts lines with text as paragraphs, skipping blank ones", () => {
    expect(count("First.\n\n  \nSecond line\nThird").paragraphs).toBe(3);
  });

  it("counts sentences ended by . ! ? or by a blank line", () => {
    expect(count("Hello there. How are you? Fine!").sentences).toBe(3);
    expect(count("A heading\n\nSome text without a stop").sentences).toBe(2);
    expect(count("No stop at the end").sentences).toBe(1);
  });

  it("does not end a sentence inside 3.14, example.com or before a closing quote", () => {
    expect(count('Pi is 3.14 on example.com. "Really?" she asked.').sentences).toBe(3);
  });

  it("counts Chinese sentences ended by 。without spaces", () => {
    expect(count("你好。我很好。").sentences).toBe(2);
  });

  it("does not count stops without words as sentences", () => {
    expect(count("... !!! ???").sentences).toBe(0);
  });
});

describe("reading and speaking time", () => {
  it("reads 238 and speaks 150 words a minute", () => {
    const text = "word ".repeat(476);
    expect(count(text).readingSeconds).toBe(120);
    expect(count(text).speakingSeconds).toBe(190);
  });

  it.each([
    [0, "0 s"],
    [45, "45 s"],
    [120, "2 min"],
    [200, "3 min 20 s"],
    [3900, "1 h 5 min"],
    [7200, "2 h"],
  ])("formats %i seconds as %s", (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe("most frequent words", () => {
  it("lists words lower-cased, most frequent first, then alphabetically", () => {
    const counts = count("Beta alpha the BETA the gamma alpha the 42 42 42 42");
    expect(counts.topWords).toEqual([
      { word: "the", count: 3 },
      { word: "alpha", count: 2 },
      { word: "beta", count: 2 },
      { word: "gamma", count: 1 },
    ]);
  });

  it("leaves stop words out when asked", () => {
    const counts = countText("the cat and the hat and the bat", {
      ignoreStopWords: true,
      topWords: 2,
    });
    expect(counts.topWords).toEqual([
      { word: "bat", count: 1 },
      { word: "cat", count: 1 },
    ]);
  });
});

describe("long and adversarial input", () => {
  it("counts a run of 200,000 letters as one word in linear time", () => {
    const started = performance.now();
    const counts = count("a".repeat(200_000));
    expect(counts.words).toBe(1);
    expect(counts.characters).toBe(200_000);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it.each([" ", ".", "\n", "é", "中", "👍🏽", "a.", "1,", "\r"])(
    "counts 100,000 repetitions of %j quickly",
    (unit) => {
      const started = performance.now();
      const counts = count(unit.repeat(100_000));
      expect(counts.utf16Units).toBe(unit.length * 100_000);
      expect(performance.now() - started).toBeLessThan(5000);
    },
  );

  it("gives the same counts for a long mixed text as for its pieces added up", () => {
    const alphabet = ["a", "b", " ", "\n", "é", "中", "👍🏽", ".", "e\u0301"];
    const pieces = randomTexts(11, alphabet, 40, 2000).map((p) => p + "\n");
    const whole = count(pieces.join(""));
    const summed = pieces.map(count).reduce((sum, c) => sum + c.words, 0);
    expect(whole.words).toBe(summed);
    expect(whole.characters).toBe(pieces.map(count).reduce((sum, c) => sum + c.characters, 0));
  });

  it("reports progress up to 1", () => {
    const fractions: number[] = [];
    countText("word ".repeat(10_000), options, (f) => fractions.push(f));
    expect(fractions.at(-1)).toBe(1);
  });
});

describe("the report", () => {
  it("lists each count on its own line, then the most frequent words", () => {
    const report = countReport(count("Hello hello world"));
    expect(report).toContain("Characters: 17\n");
    expect(report).toContain("Words: 3\n");
    expect(report).toContain("UTF-8 bytes: 17\n");
    expect(report.endsWith("Most frequent words:\nhello: 2\nworld: 1\n")).toBe(true);
  });
});

describe("the ASCII check that picks the fast path", () => {
  it("tells ASCII text from text with any other character", () => {
    expect(isAscii("plain text, 100%\n")).toBe(true);
    expect(isAscii("naïve")).toBe(false);
    expect(isAscii("abc é", 0, 4)).toBe(true);
  });
});
