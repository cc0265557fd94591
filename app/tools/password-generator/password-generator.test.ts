// Password Generator's batches: settings as typed (with the messages naming the field), passwords and
// passphrases by the rules, the EFF word list as published, and the summary the page shows.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  DEFAULT_SETTINGS,
  GENERATOR_KINDS,
  type GeneratorJob,
  type GeneratorSettings,
  MAX_COUNT,
  batchSummary,
  countMessage,
  generateBatch,
  parseWhole,
  readSettings,
} from "./password-generator";
import {
  CAPITALISATIONS,
  EFF_CREDIT,
  EFF_WORD_COUNT,
  WORD_LIST_MESSAGE,
  parseWordList,
  checkPassphraseRules,
  passphraseEntropyBits,
  separatorMessage,
  wordsMessage,
} from "./passphrase";

const WORD_LIST_FILE = path.join(import.meta.dirname, "eff_large_wordlist.txt");
const wordListText = readFileSync(WORD_LIST_FILE, "utf8");
const words = parseWordList(wordListText);
const loadWords = () => Promise.resolve(words);
const noProgress = () => {};

function job(settings: Partial<GeneratorSettings> = {}): GeneratorJob {
  return { ...DEFAULT_SETTINGS, ...settings, draw: 0 };
}

describe("the EFF long word list", () => {
  it("is the file the EFF publishes (its SHA-256 as given at eff.org/dice)", () => {
    expect(createHash("sha256").update(readFileSync(WORD_LIST_FILE)).digest("hex")).toBe(
      "addd35536511597a02fa0a9ff1e5284677b8883b83e986e43f15a3db996b903e",
    );
  });

  it("reads as 7,776 different words, in dice order", () => {
    // Read here, not only at the module's start: a mutation tool changes code after imports ran.
    expect(parseWordList(wordListText)).toEqual(words);
    expect(words).toHaveLength(EFF_WORD_COUNT);
    expect(new Set(words).size).toBe(EFF_WORD_COUNT);
    expect(words.slice(0, 2)).toEqual(["abacus", "abdomen"]);
    expect(words.at(-1)).toBe("zoom");
  });

  it("refuses a list cut short", () => {
    expect(() => parseWordList(wordListText.slice(0, 5_000))).toThrow(WORD_LIST_MESSAGE);
    expect(WORD_LIST_MESSAGE).toBe(
      "The word list did not load whole; reload the page and try again.",
    );
  });

  it("reads lines with Windows line ends, and only lines of five dice, a tab and a word", () => {
    expect(parseWordList(wordListText.replace(/\n/g, "\r\n"))).toEqual(words);
    const lines = wordListText.split("\n");
    for (const bad of ["x11111\tword", "11111\twordX", "1\tword", "71111\tword", "11111\tw0rd"]) {
      // One good line replaced by a bad one leaves a word out.
      const text = [bad, ...lines.slice(1)].join("\n");
      expect(() => parseWordList(text), bad).toThrow(WORD_LIST_MESSAGE);
    }
    expect(parseWordList(["11111\ta", ...lines.slice(1)].join("\n"))[0]).toBe("a");
    expect(EFF_CREDIT).toBe("Words from the EFF's long word list (CC BY 3.0 US)");
  });

  it("keeps Words to whole numbers from 3 to 20 and the separator to 10 characters", () => {
    const rules =
      (words: number, separator = "-") =>
      () =>
        checkPassphraseRules({ words, separator, capitalisation: "lower", addNumber: false });
    for (const ok of [3, 20]) expect(rules(ok)).not.toThrow();
    for (const bad of [2, 21, 3.5]) expect(rules(bad), String(bad)).toThrow(wordsMessage());
    expect(rules(6, "-".repeat(10))).not.toThrow();
    expect(rules(6, "-".repeat(11))).toThrow(separatorMessage());
  });

  it("offers the kinds and capitalisations the page lists, as it labels them", () => {
    expect(GENERATOR_KINDS).toEqual([
      { value: "password", label: "Password" },
      { value: "passphrase", label: "Passphrase" },
    ]);
    expect(CAPITALISATIONS).toEqual([
      { value: "lower", label: "lowercase" },
      { value: "capitalise", label: "Capitalised" },
      { value: "upper", label: "UPPERCASE" },
    ]);
    expect(DEFAULT_SETTINGS.kind).toBe("password");
    expect(DEFAULT_SETTINGS.capitalisation).toBe("lower");
  });
});

describe("reading the settings", () => {
  it("reads typed whole numbers, with separators", () => {
    expect(parseWhole(" 10,000 ", 1, MAX_COUNT, "bad")).toBe(10_000);
    expect(parseWhole("1_000", 1, MAX_COUNT, "bad")).toBe(1_000);
    expect(parseWhole("1", 1, MAX_COUNT, "bad")).toBe(1);
    for (const typed of ["", "0", "10001", "1.5", "-3", "5e3", "ten"])
      expect(() => parseWhole(typed, 1, MAX_COUNT, "bad")).toThrow("bad");
  });

  it("names How many, Length and Words when they are out of range", () => {
    expect(countMessage()).toBe("How many must be a whole number from 1 to 10,000.");
    expect(() => readSettings(job({ count: "10001" }))).toThrow(countMessage());
    expect(() => readSettings(job({ count: "" }))).toThrow(countMessage());
    expect(() => readSettings(job({ length: "3" }))).toThrow(
      "Length must be a whole number from 4 to 256.",
    );
    expect(() => readSettings(job({ length: "x" }))).toThrow(
      "Length must be a whole number from 4 to 256.",
    );
    expect(wordsMessage()).toBe("Words must be a whole number from 3 to 20.");
    expect(() => readSettings(job({ kind: "passphrase", words: "21" }))).toThrow(wordsMessage());
    expect(() => readSettings(job({ kind: "passphrase", words: "many" }))).toThrow(wordsMessage());
    expect(separatorMessage()).toBe("The separator can be at most 10 characters long.");
    expect(() => readSettings(job({ kind: "passphrase", separator: "-".repeat(11) }))).toThrow(
      separatorMessage(),
    );
  });

  it("ignores the password fields for a passphrase and the passphrase fields for a password", () => {
    expect(readSettings(job({ kind: "passphrase", length: "x" })).kind).toBe("passphrase");
    expect(readSettings(job({ words: "x", separator: "-".repeat(11) })).kind).toBe("password");
  });

  it("drops the at-least-one rule of a kind not used", () => {
    const read = readSettings(
      job({ digits: false, digitsAtLeastOne: true, exclude: "0123456789" }),
    );
    expect(read.kind === "password" && read.plan.required).toHaveLength(3);
  });

  it("gives the entropy of each password and passphrase", () => {
    expect(readSettings(job()).bitsEach).toBeCloseTo(130.92586701086623, 10);
    const passphrase = readSettings(job({ kind: "passphrase" }));
    expect(passphrase.bitsEach).toBeCloseTo(6 * Math.log2(7776), 10);
    expect(passphrase.bitsEach).toBeCloseTo(77.54887502163469, 10);
    expect(
      passphraseEntropyBits({ words: 6, separator: " ", capitalisation: "upper", addNumber: true }),
    ).toBeCloseTo(77.54887502163469 + Math.log2(60), 10);
  });
});

describe("generateBatch", () => {
  it("makes How many passwords of the length, one a line, every rule met", async () => {
    const batch = await generateBatch(
      job({ count: "200", length: "12", excludeLookAlikes: true, exclude: "xyz" }),
      noProgress,
      { loadWords },
    );
    const lines = batch.text.split("\n");
    expect(lines).toHaveLength(200);
    expect(new Set(lines).size).toBe(200);
    for (const password of lines) {
      expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z\d]).{12}$/);
      expect(password).not.toMatch(/[0Oo1lI|xyz]/);
    }
    expect(batch).toMatchObject({ count: 200, kind: "password" });
    expect(batch.bitsEach).toBeCloseTo(
      readSettings(job({ length: "12", excludeLookAlikes: true, exclude: "xyz" })).bitsEach,
      10,
    );
  });

  it("uses only the kinds chosen", async () => {
    const batch = await generateBatch(
      job({ count: "50", lower: false, upper: false, symbols: false, length: "8" }),
      noProgress,
      { loadWords },
    );
    for (const password of batch.text.split("\n")) expect(password).toMatch(/^\d{8}$/);
  });

  it("makes passphrases of listed words, separated and capitalised as asked", async () => {
    const listed = new Set(words);
    const lower = await generateBatch(job({ kind: "passphrase", count: "20" }), noProgress, {
      loadWords,
    });
    for (const phrase of lower.text.split("\n")) {
      // Four listed words hold a hyphen themselves ("t-shirt"), so a phrase may have more parts.
      expect(phrase.split("-").length).toBeGreaterThanOrEqual(6);
      expect(phrase).toMatch(/^[a-z-]+$/);
    }
    const spaced = await generateBatch(
      job({
        kind: "passphrase",
        count: "20",
        words: "4",
        separator: " ",
        capitalisation: "capitalise",
      }),
      noProgress,
      { loadWords },
    );
    for (const phrase of spaced.text.split("\n")) {
      const parts = phrase.split(" ");
      expect(parts).toHaveLength(4);
      for (const part of parts) {
        expect(part).toMatch(/^[A-Z][a-z-]*$/);
        expect(listed.has(part.toLowerCase())).toBe(true);
      }
    }
  });

  it("adds one digit after one word when asked", async () => {
    const listed = new Set(words);
    const batch = await generateBatch(
      job({
        kind: "passphrase",
        count: "300",
        words: "3",
        separator: ".",
        capitalisation: "upper",
        addNumber: true,
      }),
      noProgress,
      { loadWords },
    );
    const places = new Set<number>();
    const digits = new Set<string>();
    for (const phrase of batch.text.split("\n")) {
      const parts = phrase.split(".");
      expect(parts).toHaveLength(3);
      const numbered = parts.findIndex((part) => /\d$/.test(part));
      places.add(numbered);
      digits.add(parts[numbered].slice(-1));
      expect(parts.filter((part) => /\d/.test(part))).toHaveLength(1);
      for (const part of parts)
        expect(listed.has(part.replace(/\d$/, "").toLowerCase())).toBe(true);
      expect(phrase).toBe(phrase.toUpperCase());
    }
    expect([...places].sort()).toEqual([0, 1, 2]);
    expect(digits.size).toBe(10);
  });

  it("fetches the word list only for passphrases", async () => {
    let loads = 0;
    const counted = () => {
      loads++;
      return loadWords();
    };
    await generateBatch(job(), noProgress, { loadWords: counted });
    expect(loads).toBe(0);
    await generateBatch(job({ kind: "passphrase" }), noProgress, { loadWords: counted });
    expect(loads).toBe(1);
  });

  it("makes 10,000 passwords of 256 characters, reporting progress", async () => {
    const reported: number[] = [];
    const batch = await generateBatch(
      job({ count: "10000", length: "256" }),
      (fraction) => reported.push(fraction),
      { loadWords },
    );
    expect(batch.text).toHaveLength(10_000 * 257 - 1);
    expect(reported).toHaveLength(20);
    expect(reported[0]).toBe(0.05);
    expect(reported.at(-1)).toBe(1);
  });

  it("refuses bad settings with the field's message", async () => {
    await expect(generateBatch(job({ count: "0" }), noProgress, { loadWords })).rejects.toThrow(
      countMessage(),
    );
  });
});

describe("batchSummary", () => {
  it("says how many, of what, and the entropy of each", () => {
    expect(batchSummary({ count: 3, kind: "password", bitsEach: 157.20836 })).toBe(
      "3 passwords · 157.2 bits of entropy each",
    );
    expect(batchSummary({ count: 1, kind: "passphrase", bitsEach: 77.5488 })).toBe(
      "1 passphrase · 77.5 bits of entropy each",
    );
    expect(batchSummary({ count: 10_000, kind: "password", bitsEach: 130.93 })).toBe(
      "10,000 passwords · 130.9 bits of entropy each",
    );
  });
});
