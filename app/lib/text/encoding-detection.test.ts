import { analyse } from "chardet";
import { encodeText } from "~/lib/text/text-encode";
import { referenceDecoders } from "../../../test-support/whatwg-encoding";
import {
  type Analyse,
  DETECTION_SAMPLE_BYTES,
  decodeTextFile,
  detectEncoding,
  standardNameOf,
} from "./encoding-detection";

const bytesIn = (text: string, encoding: string, byteOrderMark = false) =>
  encodeText(text, encoding, referenceDecoders, { byteOrderMark, unmappable: "error" }).bytes!;
const best = (bytes: Uint8Array) => detectEncoding(bytes, analyse).candidates[0];

const FRENCH =
  "Le cœur déçu mais l'âme plutôt naïve, Louÿs rêva de crapaüter en canoë au delà des îles, près du mälström où brûlent les novæ. Où êtes-vous, garçon ? À bientôt, chère amie ; l'été était très beau.\n";
const JAPANESE =
  "いろはにほへと　ちりぬるを　わかよたれそ　つねならむ　うゐのおくやま　けふこえて　あさきゆめみし　ゑひもせす。日本語の文章です。\n";
// Ordinary prose: chardet's letter statistics misjudge pangrams.
const RUSSIAN =
  "Широкая электрификация южных губерний даст мощный толчок подъёму сельского хозяйства. Москва - столица России, крупнейший город страны.\n";

describe("certain answers", () => {
  it("a byte order mark decides, with 100 % confidence", () => {
    const detection = detectEncoding(bytesIn("hello", "UTF-16BE", true), analyse);
    expect(detection).toEqual({
      basis: "byte-order-mark",
      candidates: [{ encoding: "UTF-16BE", confidence: 100 }],
    });
  });

  it("plain ASCII, line breaks included, is read as UTF-8 with 100 % confidence", () => {
    expect(detectEncoding(bytesIn("hello\r\nworld\n", "UTF-8"), analyse)).toEqual({
      basis: "ascii",
      candidates: [{ encoding: "UTF-8", confidence: 100 }],
    });
  });

  it("UTF-16 without a byte order mark is recognised by its zero bytes", () => {
    expect(detectEncoding(bytesIn("plain text\n", "UTF-16LE"), analyse)).toMatchObject({
      basis: "utf-16-zeros",
      candidates: [{ encoding: "UTF-16LE" }],
    });
    expect(best(bytesIn("plain text\n", "UTF-16BE")).encoding).toBe("UTF-16BE");
  });
});

describe("statistical guesses", () => {
  it.each([
    ["French in UTF-8", FRENCH, "UTF-8", "UTF-8"],
    [
      "French in windows-1252",
      FRENCH.replace("œ", "oe").replace("æ", "ae"),
      "windows-1252",
      "windows-1252",
    ],
    ["Japanese in Shift_JIS", JAPANESE, "Shift_JIS", "Shift_JIS"],
    ["Japanese in EUC-JP", JAPANESE, "EUC-JP", "EUC-JP"],
    ["Russian in windows-1251", RUSSIAN, "windows-1251", "windows-1251"],
    ["Russian in KOI8-R", RUSSIAN, "KOI8-R", "KOI8-R"],
  ])("%s comes first", (_, text, encoding, expected) => {
    expect(best(bytesIn(text.repeat(3), encoding)).encoding).toBe(expected);
  });

  it("offers at most five candidates, best first, each encoding once", () => {
    const { candidates } = detectEncoding(bytesIn(FRENCH, "windows-1252"), analyse);
    const names = candidates.map((c) => c.encoding);
    expect(candidates.length).toBeLessThanOrEqual(5);
    expect(new Set(names).size).toBe(names.length);
    const confidences = candidates.map((c) => c.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
  });

  it("keeps the higher confidence when two chardet names are one encoding", () => {
    const fake: Analyse = () => [
      { name: "ISO-8859-1", confidence: 40 },
      { name: "windows-1252", confidence: 55 },
      { name: "UTF-32LE", confidence: 90 },
    ];
    expect(detectEncoding(Uint8Array.of(0xe9, 0x41), fake).candidates).toEqual([
      { encoding: "windows-1252", confidence: 55 },
    ]);
  });

  it("falls back to windows-1252, which reads any byte, when nothing is recognised", () => {
    expect(detectEncoding(Uint8Array.of(0xe9), () => []).candidates).toEqual([
      { encoding: "windows-1252", confidence: 0 },
    ]);
  });

  it("shows chardet only the first 256 KB of a large file", () => {
    const seen: number[] = [];
    const spy: Analyse = (sample) => {
      seen.push(sample.length);
      return [];
    };
    detectEncoding(new Uint8Array(DETECTION_SAMPLE_BYTES * 3).fill(0xe9), spy);
    expect(seen).toEqual([DETECTION_SAMPLE_BYTES]);
  });
});

describe("chardet's names", () => {
  it.each([
    ["ISO-8859-1", "windows-1252"],
    ["ISO-8859-9", "windows-1254"],
    ["GB18030", "gb18030"],
    ["ASCII", "UTF-8"],
    ["UTF-32BE", null],
    ["ISO-2022-JP", null],
  ])("%s is %s in the standard's terms", (name, expected) => {
    expect(standardNameOf(name)).toBe(expected);
  });
});

describe("decodeTextFile", () => {
  it("never reads bytes that are not valid UTF-8 as UTF-8, and says they are not: a short Latin-1 text", () => {
    const latin1 = new Uint8Array([...Buffer.from("Caf\xe9 d\xe9j\xe0 vu", "latin1")]);
    expect(decodeTextFile(latin1, analyse)).toEqual({
      text: "Café déjà vu",
      encoding: "windows-1252",
      detected: "windows-1252",
      notUtf8: true,
    });
  });

  it("reads UTF-8 with and without a byte order mark, UTF-16 and a legacy code page", () => {
    const utf8 = new TextEncoder().encode("Grüße, Ελλάδα, Москва");
    expect(decodeTextFile(utf8, analyse)).toEqual({
      text: "Grüße, Ελλάδα, Москва",
      encoding: "UTF-8",
      detected: "UTF-8",
      notUtf8: false,
    });
    expect(decodeTextFile(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]), analyse).text).toBe(
      "Grüße, Ελλάδα, Москва",
    );
    // UTF-16 with its byte order mark is not UTF-8, and needs no saying so.
    const utf16 = new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0x14, 0x04]);
    expect(decodeTextFile(utf16, analyse)).toEqual({
      text: "AД",
      encoding: "UTF-16LE",
      detected: "UTF-16LE",
      notUtf8: false,
    });
    expect(decodeTextFile(bytesIn(RUSSIAN, "windows-1251"), analyse)).toEqual({
      text: RUSSIAN,
      encoding: "windows-1251",
      detected: "windows-1251",
      notUtf8: true,
    });
  });

  it("reads the encoding the user chose, and still names the detected one", () => {
    const russian = bytesIn(RUSSIAN, "windows-1251");
    const asKoi8 = decodeTextFile(russian, analyse, "KOI8-R");
    expect(asKoi8.encoding).toBe("KOI8-R");
    expect(asKoi8.detected).toBe("windows-1251");
    expect(asKoi8.text).toBe(new TextDecoder("koi8-r").decode(russian));
    expect(asKoi8.text).not.toBe(RUSSIAN);
    // Chosen UTF-8 on bytes that are not: the replacement character shows where, nothing is lost.
    const latin1 = new Uint8Array([0x43, 0x61, 0x66, 0xe9]);
    expect(decodeTextFile(latin1, analyse, "UTF-8")).toMatchObject({
      text: "Caf\ufffd",
      encoding: "UTF-8",
      notUtf8: true,
    });
  });
});
