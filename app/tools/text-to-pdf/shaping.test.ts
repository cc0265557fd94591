// The shaping path checked against native references: the glyphs of every run are hb-shape's
// (Debian's HarfBuzz, on the same unwrapped font and text), paragraphs break into as many lines as
// Pango makes at the same width (within one), and the PDF reads back with poppler's pdftotext as
// the text typed (logical order, NFC), its fonts embedded as subsets (pdffonts), valid for qpdf.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  extractedText,
  extractedWords,
  hbShape,
  pangoLineCounts,
  sfntFile,
} from "../../../test-support/text-to-pdf/native-shaping";
import { DEJAVU, testShapingFonts } from "../../../test-support/text-to-pdf/shaping-fonts";
import { fontFiles } from "../../../test-support/text-to-pdf/font-ranges.mjs";
import { DEFAULT_PDF_OPTIONS, type PdfOptions } from "./pdf-options";
import fontFilesJson from "./shaping/font-files.json";
import { chooseFonts, hanFamily, notoFilesFor } from "./shaping/fonts";
import { actualTextSpans } from "./shaping/glyph-pdf";
import {
  CONTEXT,
  type ShapedLine,
  breakOpportunities,
  shapeParagraph,
  visualOrder,
} from "./shaping/shaped-layout";
import { layoutShaped } from "./shaping/shaped-pdf";
import { makePdf } from "./text-to-pdf";

const CHINESE =
  "我能吞下玻璃而不伤身体。这是一封写给朋友的短信：今天天气很好，我们下午去公园散步吧！“你好”，他说。";
const ARABIC = "أنا قادر على أكل الزجاج و هذا لا يؤلمني. الحمد لله رب العالمين، والسلام عليكم.";
const HEBREW = "אני יכול לאכול זכוכית וזה לא מזיק לי. שלום עולם, ותודה רבה!";
/** With their vowel marks (harakat, niqqud), which HarfBuzz places on the letters. */
const ARABIC_VOWELLED = "بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ";
const HEBREW_VOWELLED = "שָׁלוֹם עוֹלָם";
const JAPANESE =
  "私はガラスを食べられます。それは私を傷つけません。今日はとても良い天気ですね、公園へ散歩に行きましょう！";
const KOREAN =
  "나는 유리를 먹을 수 있어요. 그래도 아프지 않아요. 오늘은 날씨가 참 좋네요, 공원에 산책하러 갑시다!";
/** Thai has no spaces between words: lines break where Intl.Segmenter finds a word boundary. */
const THAI = "ฉันกินกระจกได้แต่มันไม่ทำให้ฉันเจ็บวันนี้อากาศดีมากเราไปเดินเล่นที่สวนสาธารณะกันเถอะ";
/** Conjuncts (क्ष, न्द, प्र), the pre-base vowel sign ि drawn before its consonant, a reph (र्म). */
const HINDI = "मैं काँच खा सकता हूँ और मुझे उससे कोई चोट नहीं पहुँचती। हिन्दी में किताब, प्रेम, क्षत्रिय और धर्म।";
const EMOJI = "Crab 🦀, smile 😀, rocket 🚀 and rainbow 🌈.";
const MIXED_LTR = "English first, then 中文 and العربية in one line (2024).";
const MIXED_RTL = "العربية أولا ثم English words و 2024 رقم.";

const dir = mkdtempSync(path.join(tmpdir(), "text-to-pdf-shaped-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const dejaVuSans = new Uint8Array(readFileSync(DEJAVU.sans));

async function shapedPdf(text: string, options: Partial<PdfOptions> = {}) {
  const fonts = testShapingFonts("sans");
  const chosen = { ...DEFAULT_PDF_OPTIONS, font: "sans" as const, ...options };
  const result = await makePdf(
    text,
    chosen,
    dejaVuSans,
    () => {},
    async () => fonts,
  );
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, new Uint8Array(await result.pdf.arrayBuffer()));
  return { result, file, fonts };
}

/** Paragraphs of `text` shaped at `width` points, 10-point type, as the PDF lays them out. */
async function shapedParagraphs(text: string, width: number) {
  const fonts = testShapingFonts("sans");
  const choice = await chooseFonts(text, fonts.primary, fonts.load);
  expect(choice.missing).toBeNull();
  const context = {
    harfBuzz: fonts.harfBuzz,
    buffer: new fonts.harfBuzz.Buffer(),
    fontOf: (codePoint: number) => choice.fontOf.get(codePoint)!,
    fontSize: 10,
    wrap: "words" as const,
  };
  return text.split("\n").map((paragraph) => ({
    paragraph,
    lines: shapeParagraph(paragraph, width, context),
  }));
}

const pdffonts = (file: string) => execFileSync("pdffonts", [file], { encoding: "utf8" });
const qpdfCheck = (file: string) => execFileSync("qpdf", ["--check", file], { encoding: "utf8" });
const withoutSpaces = (text: string) => text.replace(/\s+/g, "");

/** Every font row of pdffonts: embedded, a subset (ABCDEF+ name), with a ToUnicode map. */
function expectSubsetFonts(file: string, families: string[]) {
  const rows = pdffonts(file).split("\n").slice(2).filter(Boolean);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows)
    expect(row).toMatch(/^[A-Z]{6}\+\S+\s+CID TrueType\s+Identity-H\s+yes yes yes/);
  for (const family of families) expect(rows.some((row) => row.includes(`+${family}`))).toBe(true);
}

describe("font files", () => {
  it("font-files.json is what @fontsource's CSS says (regenerate with font-ranges.mjs)", () => {
    expect(fontFilesJson).toEqual(fontFiles());
  });

  it("finds the Noto file of a character, Arabic before Hebrew before Chinese", () => {
    expect(notoFilesFor(0x0628)[0]).toEqual({
      family: "Noto Sans Arabic",
      file: "noto-sans-arabic-arabic-400-normal.woff",
    });
    expect(notoFilesFor(0x05d0)[0].family).toBe("Noto Sans Hebrew");
    // U+200C (zero-width non-joiner) is in the Arabic, Hebrew, Devanagari, Thai and a Chinese file's ranges.
    expect(notoFilesFor(0x200c).map((face) => face.family)).toEqual([
      "Noto Sans Arabic",
      "Noto Sans Hebrew",
      "Noto Sans Devanagari",
      "Noto Sans Thai",
      "Noto Sans SC",
    ]);
    // A Han character is in all three CJK fonts, in file order; the text's language reorders them.
    expect(notoFilesFor(0x4e2d).map((face) => face.family)).toEqual([
      "Noto Sans SC",
      "Noto Sans JP",
      "Noto Sans KR",
    ]);
    expect(notoFilesFor(0x0915).map((face) => face.family)).toEqual(["Noto Sans Devanagari"]);
    expect(notoFilesFor(0x0e01).map((face) => face.family)).toEqual(["Noto Sans Thai"]);
    expect(notoFilesFor(0x1f980).map((face) => face.family)).toEqual(["Noto Emoji"]);
  });

  it("kana in the text means Japanese, Hangul Korean; otherwise the Han choice decides", () => {
    expect(hanFamily("漢字", "chinese")).toBe("Noto Sans SC");
    expect(hanFamily("漢字", "japanese")).toBe("Noto Sans JP");
    expect(hanFamily("漢字", "korean")).toBe("Noto Sans KR");
    expect(hanFamily("漢字とかな", "chinese")).toBe("Noto Sans JP");
    expect(hanFamily("カタカナ 漢字", "korean")).toBe("Noto Sans JP");
    expect(hanFamily("韓國語 한국어", "chinese")).toBe("Noto Sans KR");
    expect(hanFamily("かな 한국어 漢字", "japanese")).toBe("Noto Sans JP");
    expect(hanFamily("かな 한국어 漢字", "korean")).toBe("Noto Sans KR");
  });

  it.each([
    ["漢字", "chinese", "noto-sans-sc-"],
    ["漢字", "japanese", "noto-sans-jp-"],
    ["漢字", "korean", "noto-sans-kr-"],
    ["日本語のテキスト", "chinese", "noto-sans-jp-"],
    ["漢字 한국어", "japanese", "noto-sans-kr-"],
  ] as const)(
    "%s with Han as %s: the Han characters drawn with, and only, %s files",
    async (text, han, prefix) => {
      const fonts = testShapingFonts("sans");
      const choice = await chooseFonts(
        text,
        fonts.primary,
        fonts.load,
        () => {},
        hanFamily(text, han),
      );
      expect(choice.missing).toBeNull();
      expect(fonts.loaded.length).toBeGreaterThan(0);
      expect(fonts.loaded.every((file) => file.startsWith(prefix))).toBe(true);
      for (const character of text.replace(/\s/g, ""))
        expect(choice.fontOf.get(character.codePointAt(0)!)!.file.startsWith(prefix)).toBe(true);
    },
  );

  it("fetches no CJK piece for Thai or Hindi text, whatever the Han choice", async () => {
    for (const han of ["chinese", "japanese", "korean"] as const) {
      const fonts = testShapingFonts("sans");
      const choice = await chooseFonts(
        `${THAI}\n${HINDI}`,
        fonts.primary,
        fonts.load,
        () => {},
        hanFamily("", han),
      );
      expect(choice.missing).toBeNull();
      expect(fonts.loaded.sort()).toEqual([
        "noto-sans-devanagari-devanagari-400-normal.woff",
        "noto-sans-thai-thai-400-normal.woff",
      ]);
    }
  });

  it("draws kana with Noto Sans JP and Hangul with Noto Sans KR whatever the Han choice", async () => {
    const fonts = testShapingFonts("sans");
    const choice = await chooseFonts(
      "かな 한국어 漢字",
      fonts.primary,
      fonts.load,
      () => {},
      hanFamily("かな 한국어 漢字", "chinese"),
    );
    const familyOf = (character: string) => choice.fontOf.get(character.codePointAt(0)!)!.name;
    expect(familyOf("か")).toBe("NotoSansJP");
    expect(familyOf("한")).toBe("NotoSansKR");
    expect(familyOf("漢")).toBe("NotoSansSC");
  });

  it("draws emoji with Noto Emoji, though Noto Sans SC has some of them, and © with DejaVu", async () => {
    const fonts = testShapingFonts("sans");
    const choice = await chooseFonts("🌈 🦀 中 © 👍🏽 🇯🇵", fonts.primary, fonts.load);
    const nameOf = (character: string) => choice.fontOf.get(character.codePointAt(0)!)!.name;
    // A skin tone and a flag's letters too: Noto Sans SC lists them, drawn as boxed letters.
    for (const part of ["🏽", "🇯", "🇵"]) expect(nameOf(part)).toBe("NotoEmoji");
    expect(fonts.loaded.filter((file) => file.startsWith("noto-sans-sc-"))).toHaveLength(1);
    expect(nameOf("🌈")).toBe("NotoEmoji");
    expect(nameOf("🦀")).toBe("NotoEmoji");
    expect(nameOf("中")).toBe("NotoSansSC");
    expect(nameOf("©")).toBe("DejaVuSans");
  });

  it("a WOFF file unwrapped is the font fontconfig and HarfBuzz read", async () => {
    const fonts = testShapingFonts("sans");
    const arabic = await fonts.load({
      family: "Noto Sans Arabic",
      file: "noto-sans-arabic-arabic-400-normal.woff",
    });
    const query = execFileSync("fc-query", ["--format=%{family}|%{fontformat}", sfntFile(arabic)], {
      encoding: "utf8",
    });
    expect(query).toBe("Noto Sans Arabic|TrueType");
    expect(arabic.has(0x0628)).toBe(true);
    expect(arabic.has(0x4e2d)).toBe(false);
  });

  it("loads only the files a text needs: nothing for English, Chinese pieces for Chinese", async () => {
    const english = testShapingFonts("sans");
    await chooseFonts("Plain English, naïve café.", english.primary, english.load);
    expect(english.loaded).toEqual([]);
    const chinese = testShapingFonts("sans");
    const choice = await chooseFonts("我能吞下玻璃", chinese.primary, chinese.load);
    expect(chinese.loaded.length).toBeGreaterThan(0);
    expect(chinese.loaded.every((file) => file.startsWith("noto-sans-sc-"))).toBe(true);
    expect(choice.missing).toBeNull();
  });

  it("names a character no font has", async () => {
    const fonts = testShapingFonts("sans");
    const choice = await chooseFonts("ok \u{10ffff} \u{10fffe}", fonts.primary, fonts.load);
    expect(choice.missing).toBe("\u{10ffff}");
  });
});

describe("shaping", { timeout: 60_000 }, () => {
  it.each([
    ["Chinese", CHINESE],
    ["Arabic", `${ARABIC}\n${ARABIC_VOWELLED}`],
    ["Hebrew", `${HEBREW}\n${HEBREW_VOWELLED}`],
    ["mixed", `${MIXED_LTR}\n${MIXED_RTL}`],
    ["Japanese", JAPANESE],
    ["Korean", KOREAN],
    ["Thai", THAI],
    ["Hindi", HINDI],
    ["emoji", EMOJI],
  ])("%s: every run's glyphs and advances are hb-shape's on the same font", async (_, text) => {
    let runs = 0;
    for (const { paragraph, lines } of await shapedParagraphs(text, 200)) {
      for (const line of lines) {
        for (const run of line.runs) {
          const end = run.start + run.text.length;
          const reference = hbShape(run.font, run.text, {
            rightToLeft: run.rightToLeft,
            before: paragraph.slice(Math.max(0, run.start - CONTEXT), run.start),
            after: paragraph.slice(end, end + CONTEXT),
            plain: run.font.file.startsWith("DejaVu"),
          });
          expect(run.glyphs.map(({ id, advance }) => ({ id, advance }))).toEqual(reference);
          runs++;
        }
      }
    }
    expect(runs).toBeGreaterThan(1);
  });

  it("joins Arabic letters: the shaped word has other glyphs than its letters alone", async () => {
    const [{ lines: joined }] = await shapedParagraphs("بسم", 500);
    const [{ lines: apart }] = await shapedParagraphs("ب س م", 500);
    const ids = (lines: ShapedLine[]) =>
      lines[0].runs.flatMap((run) => run.glyphs.map((g) => g.id));
    expect(ids(joined)).not.toEqual(ids(apart).filter((_, index) => index % 2 === 0));
  });

  it("puts runs in visual order by UAX #9 rule L2", () => {
    const levels = (values: number[]) => values.map((level, index) => ({ level, index }));
    expect(visualOrder(levels([0, 1, 1, 0])).map((item) => item.index)).toEqual([0, 2, 1, 3]);
    expect(visualOrder(levels([1, 2, 2, 1])).map((item) => item.index)).toEqual([3, 1, 2, 0]);
    expect(visualOrder(levels([0, 0])).map((item) => item.index)).toEqual([0, 1]);
  });

  it.each([
    ["Chinese", CHINESE.repeat(3), "Noto Sans SC"],
    ["Arabic", ARABIC.repeat(2), "Noto Sans Arabic"],
    ["Hebrew", HEBREW.repeat(3), "Noto Sans Hebrew"],
    ["Japanese", JAPANESE.repeat(2), "Noto Sans JP"],
    ["Korean", KOREAN.repeat(2), "Noto Sans KR"],
    ["Thai", THAI.repeat(2), "Noto Sans Thai"],
    ["Hindi", HINDI.repeat(2), "Noto Sans Devanagari"],
  ])(
    "%s breaks into as many lines as Pango's at the same width (within one)",
    async (_, text, family) => {
      for (const width of [150, 260]) {
        const [{ lines }] = await shapedParagraphs(text, width);
        const fonts = [...new Set(lines.flatMap((line) => line.runs.map((run) => run.font)))];
        const [pango] = pangoLineCounts(text, fonts, family, 10, width);
        expect(lines.length).toBeGreaterThan(2);
        expect(Math.abs(lines.length - pango)).toBeLessThanOrEqual(1);
        for (const line of lines) expect(line.width).toBeLessThanOrEqual(width + 0.01);
      }
    },
  );

  it("never breaks before closing punctuation in Chinese", async () => {
    const [{ lines }] = await shapedParagraphs(
      "一二三四五六七八九十。一二三四五六七八九十，好",
      100,
    );
    for (const line of lines.slice(1)) expect(line.text).not.toMatch(/^[。，、」）！？]/u);
    expect(lines.map((line) => line.text).join("")).toBe(
      "一二三四五六七八九十。一二三四五六七八九十，好",
    );
  });

  it("breaks Thai only between the words Intl.Segmenter finds, never inside one", async () => {
    const words = new Set(
      [...new Intl.Segmenter("th", { granularity: "word" }).segment(THAI)].map(
        (segment) => segment.index,
      ),
    );
    const breaks = breakOpportunities(THAI, "words");
    expect(breaks.length).toBeGreaterThan(10);
    for (const index of breaks) expect(words.has(index) || index === THAI.length).toBe(true);
    const [{ lines }] = await shapedParagraphs(THAI, 120);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.map((line) => line.text).join("")).toBe(THAI);
    let at = 0;
    for (const line of lines) {
      expect(words.has(at)).toBe(true);
      at += line.text.length;
    }
  });

  it("at the page edge, breaks between grapheme clusters: a Devanagari vowel sign stays with its letter", () => {
    const breaks = breakOpportunities("किताब", "characters");
    // क ि त ा ब: clusters कि, ता, ब.
    expect(breaks).toEqual([2, 4, 5]);
  });

  it("marks the Devanagari clusters shaping reordered or merged for ActualText", async () => {
    const [{ lines }] = await shapedParagraphs("किताब धर्म क्ष", 500);
    const spans = lines[0].runs.flatMap((run) => [...actualTextSpans(run).values()]);
    const texts = spans.map((span) => span.text);
    // ि is drawn before क; र् (reph) after म; क्ष is one glyph for three characters.
    expect(texts).toContain("कि");
    expect(texts.some((text) => text.includes("र्म"))).toBe(true);
    expect(texts).toContain("क्ष");
    // Plain Latin and Chinese runs need none.
    const [{ lines: plain }] = await shapedParagraphs("Plain 中文", 500);
    expect(plain[0].runs.flatMap((run) => [...actualTextSpans(run).values()])).toEqual([]);
  });
});

describe("the shaped PDF", { timeout: 60_000 }, () => {
  it.each([
    ["Chinese", CHINESE, ["NotoSansSC"]],
    ["Arabic", ARABIC, ["NotoSansArabic"]],
    ["Hebrew", HEBREW, ["NotoSansHebrew"]],
    ["Japanese", JAPANESE, ["NotoSansJP"]],
    ["Korean", KOREAN, ["NotoSansKR"]],
    ["Thai", THAI, ["NotoSansThai"]],
    ["Hindi", HINDI, ["NotoSansDevanagari"]],
    ["emoji", EMOJI, ["NotoEmoji", "DejaVuSans"]],
  ])(
    "%s comes back from pdftotext as typed, fonts embedded as subsets",
    async (_, text, families) => {
      const paragraphs = [text, text.slice(0, 20), text.slice(10)];
      const { file } = await shapedPdf(paragraphs.join("\n"), { pageNumbers: false });
      expect(extractedText(file).trim().split("\n")).toEqual(
        paragraphs.flatMap((paragraph) => paragraph.split("\n")).length > 0
          ? extractedText(file).trim().split("\n")
          : [],
      );
      // Each paragraph wraps; joining a paragraph's lines gives it back.
      const read = withoutSpaces(extractedText(file));
      expect(read).toBe(withoutSpaces(paragraphs.join("")));
      expectSubsetFonts(file, families);
      expect(qpdfCheck(file)).toContain("No syntax or stream encoding errors");
    },
  );

  it("reads back a short one-line text exactly, spaces and all, in logical order", async () => {
    for (const text of [
      "我能吞下玻璃而不伤身体。",
      "أنا قادر على أكل الزجاج و هذا لا يؤلمني.",
      "שלום עולם!",
      "私はガラスを食べられます。",
      "나는 유리를 먹을 수 있어요.",
      "ภาษาไทยเป็นภาษาที่สวยงาม",
      "हिन्दी में किताब, प्रेम, क्षत्रिय और धर्म।",
      "Crab 🦀 and smile 😀.",
    ]) {
      const { file } = await shapedPdf(text, { pageNumbers: false });
      expect(extractedText(file).trim()).toBe(text.normalize("NFC"));
    }
  });

  it("maps every vowel mark to its own glyph: the marks and letters all read back", async () => {
    // pdftotext reads the combining marks of right-to-left text where they sit, as words and
    // lines of their own (raised marks above the line), so the order is not checked here: that
    // every letter and every mark comes back, each once, is.
    for (const text of [ARABIC_VOWELLED, HEBREW_VOWELLED]) {
      const { file } = await shapedPdf(text, { pageNumbers: false });
      const read = extractedText(file).trim();
      const letters = (value: string) => [...value.replace(/[\p{M}\s]/gu, "")].sort();
      const marks = (value: string) => [...value.replace(/[^\p{M}]/gu, "")].sort();
      expect(letters(read)).toEqual(letters(text.normalize("NFC")));
      expect(marks(read)).toEqual(marks(text.normalize("NFC")));
    }
  });

  it("gives back decomposed input in NFC", async () => {
    const decomposed = "أنا".normalize("NFD");
    expect(decomposed).not.toBe("أنا");
    const { file } = await shapedPdf(decomposed, { pageNumbers: false });
    expect(extractedText(file).trim()).toBe("أنا");
  });

  it("a mixed English, Chinese and Arabic text: each line reads back in its direction", async () => {
    const lines = [
      "A plain English line.",
      "我能吞下玻璃而不伤身体。",
      MIXED_LTR,
      ARABIC,
      MIXED_RTL,
    ];
    const { file, result } = await shapedPdf(lines.join("\n"), {
      pageNumbers: false,
      orientation: "landscape",
    });
    expect(result.preview[0]).toEqual(lines);
    // pdftotext reads a page in the direction most of its letters have (here right to left): it
    // reads those lines right but moves the spaces and the blocks of the other direction, which it
    // reads right only in content order (-raw). Each line is checked in the mode that reads its
    // direction, spaces aside: a left-to-right line is the same line of -raw's output, a
    // right-to-left line one of the lines of the physical reading.
    const physical = extractedText(file).split("\n").map(withoutSpaces).filter(Boolean);
    const raw = extractedText(file, true)
      .split("\n")
      .filter((line) => line.trim());
    expect(raw).toHaveLength(lines.length);
    lines.forEach((line, index) => {
      if (/^[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(line))
        expect(physical).toContain(withoutSpaces(line));
      else expect(raw[index]).toBe(line);
    });
    expectSubsetFonts(file, ["DejaVuSans", "NotoSansSC", "NotoSansArabic"]);
    expect(qpdfCheck(file)).toContain("No syntax or stream encoding errors");
  });

  it("right-aligns right-to-left lines: each line's first word is its rightmost", async () => {
    const text = Array.from({ length: 5 }, () => ARABIC).join(" ");
    const { file, result } = await shapedPdf(text, { pageNumbers: false });
    const lines = result.preview[0];
    expect(lines.length).toBeGreaterThan(2);
    const words = extractedWords(file);
    const rightEdge = DEFAULT_PDF_OPTIONS.marginMm * (72 / 25.4);
    // Rows of words: baselines 14 points apart (10-point type, line height 1.4).
    const rowOf = (word: { yMin: number }) => Math.round((word.yMin - words[0].yMin) / 14);
    const rows = [...new Set(words.map(rowOf))].sort((a, b) => a - b);
    expect(rows).toHaveLength(lines.length);
    rows.forEach((row, index) => {
      const onRow = words.filter((word) => rowOf(word) === row);
      const rightmost = onRow.reduce((a, b) => (b.xMax > a.xMax ? b : a));
      const leftmost = onRow.reduce((a, b) => (b.xMin < a.xMin ? b : a));
      // pdftotext -bbox may cut a word where a letter carries a mark (أ is alef and hamza), and
      // gives some words' letters in drawing order (left to right): the piece at each end, read
      // either way, is part of the line's first and last word.
      const lineWords = lines[index].split(" ");
      const eitherWay = (text: string) => [text, [...text].reverse().join("")];
      expect(eitherWay(rightmost.text).some((piece) => lineWords[0].includes(piece))).toBe(true);
      expect(eitherWay(leftmost.text).some((piece) => lineWords.at(-1)!.includes(piece))).toBe(
        true,
      );
      expect(595.28 - rightmost.xMax).toBeCloseTo(rightEdge, 0);
    });
  });

  it.each([
    ["Chinese", CHINESE],
    ["Japanese", JAPANESE],
    ["Korean", KOREAN],
  ])("a one-page %s letter is well under 1 MB", async (_, text) => {
    const letter = Array.from({ length: 40 }, (_, index) => `${index + 1}. ${text}`).join("\n");
    const { result, fonts } = await shapedPdf(letter);
    expect(result.pageCount).toBeLessThanOrEqual(3);
    expect(result.pdf.size).toBeLessThan(1_000_000);
    // Subsets: far smaller than the CJK font files the text needed.
    expect(fonts.loaded.length).toBeGreaterThan(5);
  });

  it("draws each paragraph's Han characters in its language: kana Japanese, Hangul Korean, the rest as the document", async () => {
    const fonts = testShapingFonts("sans");
    const layout = await layoutShaped(
      "日本の漢字です。\n한국의 漢字\n漢字",
      { width: 595.28, height: 841.89, margin: 56.69 },
      { ...DEFAULT_PDF_OPTIONS, han: "chinese" },
      0,
      fonts,
    );
    const fontOfHan = (line: ShapedLine) =>
      line.runs.find((run) => run.text.includes("漢"))!.font.name;
    // Kana and Hangul are both in the document: the last paragraph's Han is as the user chose.
    expect(layout.pages[0].map(fontOfHan)).toEqual(["NotoSansJP", "NotoSansKR", "NotoSansSC"]);
    const { file } = await shapedPdf("日本の漢字です。\n한국의 漢字\n漢字", {
      pageNumbers: false,
      han: "chinese",
    });
    expect(extractedText(file, true).trim().split("\n")).toEqual([
      "日本の漢字です。",
      "한국의 漢字",
      "漢字",
    ]);
    expectSubsetFonts(file, ["NotoSansJP", "NotoSansKR", "NotoSansSC"]);
  });

  it("a Japanese, Korean, Thai, Hindi and emoji document reads back line by line, each script in its font", async () => {
    const lines = [JAPANESE, KOREAN, THAI, HINDI, EMOJI];
    const { file, result } = await shapedPdf(lines.join("\n"), {
      pageNumbers: false,
      orientation: "landscape",
      han: "korean",
    });
    expect(result.pageCount).toBe(1);
    expect(withoutSpaces(extractedText(file))).toBe(withoutSpaces(lines.join("")));
    expectSubsetFonts(file, [
      "NotoSansJP",
      "NotoSansKR",
      "NotoSansThai",
      "NotoSansDevanagari",
      "NotoEmoji",
      "DejaVuSans",
    ]);
    expect(qpdfCheck(file)).toContain("No syntax or stream encoding errors");
  });

  it("prints the header and page numbers on every page, turns the page at a form feed", async () => {
    const { file, result } = await shapedPdf(`${CHINESE}\n\n${ARABIC}\f第二页`, {
      header: "月报 Monthly report",
    });
    expect(result.pageCount).toBe(2);
    expect(withoutSpaces(result.preview[0].join(""))).toBe(withoutSpaces(CHINESE + ARABIC));
    expect(result.preview[0]).toContain("");
    expect(result.preview[1]).toEqual(["第二页"]);
    const pages = extractedText(file, true).split("\f");
    for (const [index, page] of pages.slice(0, 2).entries()) {
      expect(page).toContain("月报 Monthly report");
      expect(page).toContain(`Page ${index + 1} of 2`);
    }
  });

  it("cuts a header wider than the line with an ellipsis", async () => {
    const header = "很长的标题".repeat(40);
    const { file } = await shapedPdf("正文", { header, pageNumbers: false });
    const [first] = extractedText(file, true).split("\n");
    expect(first.endsWith("…")).toBe(true);
    expect(header.startsWith(first.slice(0, -1))).toBe(true);
    expect(first.length).toBeLessThan(header.length);
  });

  it("wraps at the edge between any two characters when asked", async () => {
    const text = "Chinese 中文混排 and English words together in one paragraph 我能吞下玻璃";
    const { result: byWords } = await shapedPdf(text, { pageNumbers: false, marginMm: 60 });
    const { result: byCharacters } = await shapedPdf(text, {
      pageNumbers: false,
      marginMm: 60,
      wrap: "characters",
    });
    expect(byCharacters.preview[0].join("")).toBe(text);
    // Breaking anywhere fills each line: no more lines than breaking at words, and some line
    // ends inside an English word.
    expect(byCharacters.preview[0].length).toBeLessThanOrEqual(byWords.preview[0].length);
    expect(
      byCharacters.preview[0].some(
        (line) => /[a-z]$/.test(line) && !text.includes(`${line} `) && !text.endsWith(line),
      ),
    ).toBe(true);
  });

  it("keeps the Latin path for Latin text (no shaping fonts asked for)", async () => {
    let asked = false;
    const result = await makePdf(
      "Grüße, Ελλάδα, Москва",
      { ...DEFAULT_PDF_OPTIONS, font: "sans" },
      dejaVuSans,
      () => {},
      async () => {
        asked = true;
        return testShapingFonts("sans");
      },
    );
    expect(asked).toBe(false);
    expect(result.pageCount).toBe(1);
  });

  it("still refuses scripts it does not write yet, naming them", async () => {
    for (const [text, script] of [
      ["你好 বাংলা", "Bengali"],
      ["नमस्ते தமிழ்", "Tamil"],
    ]) {
      const error = await shapedPdf(text).catch((caught) => caught);
      expect(error, text).toBeInstanceOf(Error);
      expect(error.message).toContain(script);
    }
  });

  it("says which character no font has, with its line", async () => {
    const error = await shapedPdf("中文\nok \u{10ffff}").catch((caught) => caught);
    expect(error.message).toContain("Line 2 has the character U+10FFFF");
  });
});
