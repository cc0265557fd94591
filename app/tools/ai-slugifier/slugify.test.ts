import anyAscii from "any-ascii";
import { describe, expect, it } from "vitest";
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import {
  DEFAULT_SLUG_OPTIONS,
  MAX_LENGTH_MESSAGE,
  type SlugOptions,
  parseMaxLength,
} from "./slug-options";
import { applyReplacements, joinWithin, slugify, wordsOf } from "./slugify";
import { TABLE_MISSING_MESSAGE, needsTable } from "./transliterate";

const slug = (title: string, options: Partial<SlugOptions> = {}) =>
  slugify(title, { ...DEFAULT_SLUG_OPTIONS, ...options }, anyAscii);

describe("slugify: titles to slugs", () => {
  const table: [string, Partial<SlugOptions>, string][] = [
    ["Ärger über Straße", { language: "de" }, "aerger-ueber-strasse"],
    ["Ärger über Straße", { language: "en" }, "arger-uber-strasse"],
    ["Ärger über Straße", {}, "aerger-ueber-strasse"], // Auto: ß says German
    ["Привет, мир", {}, "privet-mir"],
    ["Καλημέρα κόσμε", {}, "kalimera-kosme"],
    ["北京欢迎你", {}, "bei-jing-huan-ying-ni"],
    ["Hello & World!", {}, "hello-and-world"],
    ["R&D @ home", {}, "r-and-d-at-home"],
    ["Crème brûlée, naïve café", { language: "fr" }, "creme-brulee-naive-cafe"],
    ["Señor Muñoz y el año", { language: "es" }, "senor-munoz-y-el-ano"],
    ["Ørsted Æble på Åland", { language: "da" }, "oersted-aeble-paa-aaland"],
    ["Ørsted Æble på Åland", { language: "nb" }, "oersted-aeble-paa-aaland"],
    ["Smörgåsbord är gött", { language: "sv" }, "smorgasbord-ar-gott"],
    ["Жёлтый Щукин Хабаровск", { language: "ru" }, "zheltyy-shchukin-khabarovsk"],
    ["Съешь объявление", { language: "ru" }, "sesh-obyavlenie"],
    // Ukrainian national standard (2010): Київ → Kyiv, зг → zgh, initial ї/ю/є/я/й.
    [
      "Київ Згорани Юрій Їжакевич Яготин",
      { language: "uk" },
      "kyiv-zghorany-yurii-yizhakevych-yahotyn",
    ],
    ["Знам'янка, Йосипівка, Єнакієве", { language: "uk" }, "znamianka-yosypivka-yenakiieve"],
    ["Київ", {}, "kyiv"], // Auto: і, ї, є or ґ say Ukrainian
    ["Гора", { language: "ru" }, "gora"],
    ["Гора", { language: "uk" }, "hora"],
    ["مرحبا بالعالم", {}, "mrhb-bllm"],
    ["한국어 문장", {}, "hangugeo-munjang"],
    ["Łódź, İstanbul, Þingvellir", {}, "lodz-istanbul-thingvellir"],
    ["ﬁrst ½ ①", {}, "first-1-2-1"],
    ["I ❤ NY 😀", {}, "i-ny"],
    ["Don't stop me now", {}, "dont-stop-me-now"],
    ["  --Already--a--slug--  ", {}, "already-a-slug"],
    ["!!!", {}, ""],
    ["Hello World", { separator: "_" }, "hello_world"],
    ["Hello World", { separator: "." }, "hello.world"],
    ["Hello World", { separator: "" }, "helloworld"],
    ["Hello World", { lowercase: false }, "Hello-World"],
    ["Top 10 tips for 2024 in HTML5", { keepNumbers: false }, "top-tips-for-in-html5"],
  ];
  it.each(table)("%j with %j → %j", (title, options, expected) => {
    expect(slug(title, options)).toBe(expected);
  });
});

describe("max length", () => {
  it("cuts at a word boundary, never mid-word or with a trailing separator", () => {
    const title = "A very long title that needs to be cut somewhere";
    expect(slug(title, { maxLength: 20 })).toBe("a-very-long-title");
    expect(slug(title, { maxLength: 17 })).toBe("a-very-long-title");
    expect(slug(title, { maxLength: 16 })).toBe("a-very-long");
  });

  it("cuts a first word longer than the limit, having no boundary before it", () => {
    expect(slug("Supercalifragilistic words", { maxLength: 5 })).toBe("super");
  });

  it("joinWithin with no limit joins every word", () => {
    expect(joinWithin(["a", "b", "c"], "-", 0)).toBe("a-b-c");
    expect(joinWithin([], "-", 10)).toBe("");
  });
});

describe("stop words", () => {
  it("drops the language's stop words", () => {
    expect(slug("The Lord of the Rings", { removeStopWords: true })).toBe("lord-rings");
    expect(
      slug("Der Herr der Ringe und das Schwert", { language: "de", removeStopWords: true }),
    ).toBe("herr-ringe-schwert");
    expect(slug("Война и мир", { language: "ru", removeStopWords: true })).toBe("voyna-mir");
    expect(slug("Тарас і Оксана", { removeStopWords: true })).toBe("taras-oksana");
    expect(slug("Το σπίτι και ο κήπος", { language: "el", removeStopWords: true })).toBe(
      "spiti-kipos",
    );
  });

  it("splits French elisions at the apostrophe, so l' and d' go as stop words", () => {
    expect(slug("L'été d'Amélie", { language: "fr" })).toBe("l-ete-d-amelie");
    expect(slug("L'été d'Amélie", { language: "fr", removeStopWords: true })).toBe("ete-amelie");
  });

  it("keeps a title made only of stop words", () => {
    expect(slug("The The", { removeStopWords: true })).toBe("the-the");
  });

  it("keeps stop words when the option is off", () => {
    expect(slug("The Lord of the Rings")).toBe("the-lord-of-the-rings");
  });
});

describe("custom replacements", () => {
  it("puts a replaced symbol as a word of its own", () => {
    expect(applyReplacements("R&D", [{ from: "&", to: "and" }])).toBe("R and D");
  });

  it("replaces letters inside words, in list order", () => {
    const replacements = [
      { from: "C++", to: "cpp" },
      { from: "ü", to: "u" },
    ];
    expect(slug("C++ für Anfänger", { replacements, language: "de" })).toBe("cpp-fur-anfaenger");
  });

  it("ignores an empty 'from'", () => {
    expect(slug("a b", { replacements: [{ from: "", to: "x" }] })).toBe("a-b");
  });

  it("with no replacements, & is punctuation", () => {
    expect(slug("Hello & World!", { replacements: [] })).toBe("hello-world");
  });
});

describe("words and the table", () => {
  it("makes each Chinese character a word and keeps apostrophes inside words", () => {
    expect(wordsOf("iPhone手机 don't 'quoted'")).toEqual(["iPhone", "手", "机", "don't", "quoted"]);
  });

  it("needs the full table only for what the built-in rules do not cover", () => {
    expect(needsTable("Ärger über Straße, Привет, Київ, Ørsted, Łódź, ﬁ, 😀")).toBe(false);
    expect(needsTable("Καλημέρα")).toBe(true);
    expect(needsTable("北京")).toBe(true);
  });

  it("without the table, text it covers still slugifies and other text says why it cannot", () => {
    const options = DEFAULT_SLUG_OPTIONS;
    expect(slugify("Привет, Ärger", options)).toBe("privet-arger");
    expect(thrownMessage(() => slugify("北京", options))).toBe(TABLE_MISSING_MESSAGE);
  });
});

describe("parseMaxLength", () => {
  it("reads empty as no limit and refuses anything but a whole number from 1 to 2000, 0 too", () => {
    expect(parseMaxLength("")).toBe(0);
    expect(parseMaxLength("60")).toBe(60);
    expect(parseMaxLength("1")).toBe(1);
    for (const bad of ["0", " 0 ", "000", "-1", "1.5", "lots", "2001", "99999999"])
      expect(thrownMessage(() => parseMaxLength(bad))).toBe(MAX_LENGTH_MESSAGE);
  });
});
