import fc from "fast-check";
import { ZIP_NAME_MAX_BYTES, ZipEntryNamer, zipEntryName, zipEntryNames } from "./zip-entry-name";

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

describe("zipEntryName", () => {
  it("keeps a plain name as it is", () => {
    for (const name of ["photo.webp", "Grüße 2024.txt", "報告書.pdf", "a (2).webp", "résumé"])
      expect(zipEntryName(name)).toBe(name);
  });

  it("gives hostile names (paths up and absolute, drive letters, Windows' reserved characters, a bidi override) as plain base names", () => {
    expect(zipEntryName("../../etc/passwd.webp")).toBe("passwd.webp");
    expect(zipEntryName("/abs/root.webp")).toBe("root.webp");
    expect(zipEntryName("x:y*z?.webp")).toBe("x_y_z_.webp");
    expect(zipEntryName("invoice\u202Egnp.exe.webp")).toBe("invoicegnp.exe.webp");
    expect(zipEntryName("..\\..\\evil-backslash.jpg")).toBe("evil-backslash.jpg");
    expect(zipEntryName("../../etc/cron.d/evil-page-1.txt")).toBe("evil-page-1.txt");
  });

  it("takes no drive, UNC or look-alike slash with the name", () => {
    expect(zipEntryName("C:evil.png")).toBe("C_evil.png");
    expect(zipEntryName("C:\\Windows\\System32\\evil.dll")).toBe("evil.dll");
    expect(zipEntryName("\\\\server\\share\\x.txt")).toBe("x.txt");
    expect(zipEntryName("..\uFF0F..\uFF0Fx.txt")).toBe("x.txt");
    expect(zipEntryName("a\u2215b.txt")).toBe("b.txt");
    expect(zipEntryName("C\uFF1Ax.txt")).toBe("C_x.txt");
  });

  it("replaces control and reserved characters, and drops invisible direction marks", () => {
    expect(zipEntryName("a\u0000b\tc\nd\u007F\u0085e.txt")).toBe("a_b_c_d__e.txt");
    expect(zipEntryName('<a>|"b".txt')).toBe("_a___b_.txt");
    expect(
      zipEntryName("\u202Aa\u202Bb\u202Cc\u202Dd\u2066e\u2067f\u2068g\u2069h\u200E\u200F.txt"),
    ).toBe("abcdefgh.txt");
    expect(zipEntryName("\uFEFFname\u200B.txt")).toBe("name.txt");
    expect(zipEntryName("line\u2028break.txt")).toBe("line_break.txt");
  });

  it("leaves no dot-dot, leading dot or trailing dots and spaces", () => {
    expect(zipEntryName("..")).toBe("file");
    expect(zipEntryName(".")).toBe("file");
    expect(zipEntryName("a..b...txt")).toBe("a.b.txt");
    expect(zipEntryName(".htaccess")).toBe("file.htaccess");
    expect(zipEntryName("...webp")).toBe("file.webp");
    expect(zipEntryName("name. . ")).toBe("name");
    expect(zipEntryName("   spaced.txt")).toBe("spaced.txt");
  });

  it("prefixes Windows device names, with or without an extension, in any case", () => {
    for (const name of [
      "CON",
      "prn.txt",
      "Aux.tar.gz",
      "nul",
      "COM1.png",
      "lpt9",
      "COM\u00B9.x",
      "con .txt",
    ])
      expect(zipEntryName(name)).toBe(`_${name}`);
    for (const name of ["CONSOLE.txt", "com10.txt", "LPT.txt", "a.CON", "nullable"])
      expect(zipEntryName(name)).toBe(name);
  });

  it("gives the fallback for a name with nothing left", () => {
    for (const name of ["", "/", "../..", "\\", "\u202E", " . "])
      expect(zipEntryName(name)).toBe("file");
    expect(zipEntryName("", "image")).toBe("image");
    expect(zipEntryName(".webp", "image")).toBe("image.webp");
  });

  it("cuts a long name to a sane length by whole characters, keeping the extension", () => {
    const long = zipEntryName(`${"a".repeat(500)}.webp`);
    expect(long).toBe(`${"a".repeat(ZIP_NAME_MAX_BYTES - 5)}.webp`);
    const wide = zipEntryName(`${"語".repeat(300)}.txt`);
    expect(utf8Length(wide)).toBeLessThanOrEqual(ZIP_NAME_MAX_BYTES);
    expect(wide).toMatch(/^語+\.txt$/);
    expect(zipEntryName(`${"😀".repeat(100)}.png`)).toMatch(/^(?:😀)+\.png$/u);
    // Cut just after a dot: no "a..png" and no trailing dot.
    expect(zipEntryName(`${"a".repeat(194)}. b.png`)).toBe(`${"a".repeat(194)}.png`);
  });

  it("takes 100,000-character attack names in one pass", () => {
    expect(zipEntryName("../".repeat(33_333) + "x.txt")).toBe("x.txt");
    expect(zipEntryName(".".repeat(100_000))).toBe("file");
    const cut = zipEntryName("a. ".repeat(33_333));
    expect(cut).toMatch(/^(?:a\. )+a$/);
    expect(cut.length).toBeGreaterThan(190);
    expect(
      utf8Length(zipEntryName("\u202E".repeat(50_000) + "語".repeat(50_000))),
    ).toBeLessThanOrEqual(ZIP_NAME_MAX_BYTES);
  });

  it("replaces a lone surrogate, which UTF-8 cannot hold", () => {
    expect(zipEntryName("a\uD800b\uDC00.txt")).toBe("a_b_.txt");
    expect(zipEntryName("😀.txt")).toBe("😀.txt");
  });
});

describe("zipEntryNames", () => {
  it("numbers names that repeat, skipping names the ZIP holds already", () => {
    expect(zipEntryNames(["a.webp", "b.webp", "a.webp", "a (2).webp", "a.webp"])).toEqual([
      "a.webp",
      "b.webp",
      "a (3).webp",
      "a (2).webp",
      "a (4).webp",
    ]);
  });

  it("sees names that differ only in case, or after cleaning, as the same", () => {
    expect(zipEntryNames(["A.webp", "a.webp", "x/a.WEBP"])).toEqual([
      "A.webp",
      "a (2).webp",
      "a (3).WEBP",
    ]);
    expect(zipEntryNames(["../../etc/passwd.png", "/abs/passwd.png", "", "/"])).toEqual([
      "passwd.png",
      "passwd (2).png",
      "file",
      "file (2)",
    ]);
  });
});

describe("ZipEntryNamer", () => {
  it("names entries one at a time, numbering a repeat", () => {
    const namer = new ZipEntryNamer("part");
    expect(["x.csv", "X.csv", "../x.csv", "", ".csv"].map((name) => namer.next(name))).toEqual([
      "x.csv",
      "X (2).csv",
      "x (3).csv",
      "part",
      "part.csv",
    ]);
  });
});

// Property tests: names built from the pieces attacks are made of, and any Unicode at all.
const PIECES = [
  "/",
  "\\",
  ".",
  "..",
  "../",
  "..\\",
  ":",
  "C:",
  " ",
  "\t",
  "\n",
  "\u0000",
  "\u001F",
  "\u007F",
  "\u0085",
  "\u202E",
  "\u2066",
  "\u200E",
  "\u200F",
  "\uFEFF",
  "\uFF0F",
  "\uFF3C",
  "\u2215",
  "\uD800",
  "\uDFFF",
  "😀",
  "語",
  "e\u0301",
  "<",
  ">",
  '"',
  "|",
  "?",
  "*",
  "CON",
  "con",
  "PRN",
  "AUX",
  "NUL",
  "COM1",
  "LPT9",
  "COM\u00B2",
  "CONIN$",
  "a",
  "Z",
  "9",
  "photo",
  ".webp",
  ".txt",
  "-",
  "(2)",
];
const hostileName = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((parts) => parts.join("")),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc
    .array(fc.constantFrom(...PIECES), { minLength: 60, maxLength: 120 })
    .map((parts) => parts.join("")),
);

const BIDI_OR_CONTROL =
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;
const DEVICE = /^(?:CON|PRN|AUX|NUL|CONIN\$|CONOUT\$|COM[0-9¹²³]|LPT[0-9¹²³])$/i;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function expectSafe(name: string) {
  expect(name).not.toBe("");
  expect(name).not.toMatch(/[/\\\uFF0F\uFF3C\u2215\u2216]/);
  expect(name).not.toContain("..");
  expect(name).not.toMatch(/^[.\s]|[.\s]$/u);
  expect(name).not.toMatch(/[<>:"|?*]/);
  expect(name).not.toMatch(BIDI_OR_CONTROL);
  expect(name).not.toMatch(LONE_SURROGATE);
  expect(DEVICE.test(name.split(".")[0].trimEnd())).toBe(false);
  expect(utf8Length(name)).toBeLessThanOrEqual(255);
}

describe("zipEntryName properties", () => {
  it("never gives a separator, dot-dot, control or bidi character, device name or a long name", () => {
    fc.assert(
      fc.property(hostileName, (name) => {
        expectSafe(zipEntryName(name));
      }),
      { numRuns: 1000 },
    );
  }, 30_000);

  it("changes a safe name no further", () => {
    fc.assert(
      fc.property(hostileName, (name) => {
        const safe = zipEntryName(name);
        expect(zipEntryName(safe)).toBe(safe);
      }),
      { numRuns: 1000 },
    );
  }, 30_000);

  it("gives every entry of a ZIP its own safe name, in order, keeping unique safe names", () => {
    fc.assert(
      fc.property(fc.array(hostileName, { maxLength: 30 }), (names) => {
        const named = zipEntryNames(names);
        expect(named).toHaveLength(names.length);
        named.forEach(expectSafe);
        expect(new Set(named.map((name) => name.toLowerCase())).size).toBe(named.length);
        // Names that were safe and unique already come out as they went in.
        const safe = names.map((name) => zipEntryName(name));
        if (new Set(safe.map((name) => name.toLowerCase())).size === safe.length)
          expect(named).toEqual(safe);
        // Streamed one at a time, the names are unique too.
        const namer = new ZipEntryNamer();
        const streamed = names.map((name) => namer.next(name));
        expect(new Set(streamed.map((name) => name.toLowerCase())).size).toBe(streamed.length);
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});
