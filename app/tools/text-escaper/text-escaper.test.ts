import vm from "node:vm";
import { parseCsv } from "~/lib/csv/csv";
import { thrownToolError } from "../../../test-support/thrown-tool-error";
import { HTML_NAMED_ENTITIES } from "./html-entities";
import { randomCodeUnitTexts, randomTexts } from "../../../test-support/random-text";
import {
  CSV_DELIMITERS,
  DEFAULT_ESCAPE_OPTIONS,
  ESCAPE_FORMATS,
  type EscapeFormat,
  type EscapeOptions,
  escapeText,
  isEscapeFormat,
  runEscaper,
  unescapeText,
} from "./text-escaper";

const options = (format: EscapeFormat, extra: Partial<EscapeOptions> = {}): EscapeOptions => ({
  ...DEFAULT_ESCAPE_OPTIONS,
  format,
  ...extra,
});
const escape = (format: EscapeFormat, text: string, extra?: Partial<EscapeOptions>) =>
  escapeText(text, options(format, extra));
const unescape = (format: EscapeFormat, text: string, extra?: Partial<EscapeOptions>) =>
  unescapeText(text, options(format, extra));

describe("the format list", () => {
  it("offers the six formats of the route table, in its order", () => {
    expect(ESCAPE_FORMATS.map((format) => format.label)).toEqual([
      "HTML",
      "XML",
      "JavaScript string",
      "JSON string",
      "CSV field",
      "SQL string literal",
    ]);
  });

  it("recognises stored format names and rejects unknown ones", () => {
    expect(isEscapeFormat("json")).toBe(true);
    expect(isEscapeFormat("yaml")).toBe(false);
  });

  it("runs the direction the options ask for", () => {
    const job = (direction: "escape" | "unescape", text: string) =>
      runEscaper({ text, options: options("html", { direction }) });
    expect(job("escape", "<b>")).toBe("&lt;b&gt;");
    expect(job("unescape", "&lt;b&gt;")).toBe("<b>");
  });
});

describe("HTML", () => {
  it("escapes & < > \" and '", () => {
    expect(escape("html", `<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;",
    );
  });

  it("leaves line breaks and non-ASCII text as they are", () => {
    expect(escape("html", "café\r\n😀")).toBe("café\r\n😀");
  });

  it("writes non-ASCII characters as hex references when asked, emoji as one reference", () => {
    expect(escape("html", "é 😀 <", { escapeNonAscii: true })).toBe("&#xE9; &#x1F600; &lt;");
  });

  it("decodes the common named entities", () => {
    expect(
      unescape(
        "html",
        "&amp;&lt;&gt;&quot;&apos;&nbsp;&copy;&reg;&trade;&hellip;&mdash;&ndash;&euro;",
      ),
    ).toBe("&<>\"'\u00a0©®™…—–€");
  });

  it("decodes decimal and hex references, with or without the semicolon", () => {
    expect(unescape("html", "&#60;&#x3c;&#X3C;&#128512;&#60 &#x41x")).toBe("<<<😀< Ax");
  });

  it("reads &#128; to &#159; as windows-1252, as browsers do", () => {
    expect(unescape("html", "&#150;&#128;&#153;")).toBe("–€™");
  });

  it("turns references to NUL, surrogates and beyond U+10FFFF into U+FFFD", () => {
    expect(unescape("html", "&#0;&#xD800;&#x110000;")).toBe("\ufffd\ufffd\ufffd");
  });

  it("keeps unknown entities, bare ampersands and names without a semicolon", () => {
    expect(unescape("html", "&bogus; AT&T &copy 2024")).toBe("&bogus; AT&T &copy 2024");
  });

  it("decodes only once", () => {
    expect(unescape("html", "&amp;lt;")).toBe("&lt;");
  });

  it("knows HTML 4's 252 entities plus &apos; and six upper-case aliases", () => {
    expect(HTML_NAMED_ENTITIES.size).toBe(252 + 1 + 6);
  });
});

describe("XML", () => {
  it("escapes the five characters of spec §5", () => {
    expect(escape("xml", `<x a="1">'&'</x>`)).toBe(
      "&lt;x a=&quot;1&quot;&gt;&apos;&amp;&apos;&lt;/x&gt;",
    );
  });

  it("writes non-ASCII as hex references when asked", () => {
    expect(escape("xml", "ü", { escapeNonAscii: true })).toBe("&#xFC;");
  });

  it("decodes only XML's own entities and numeric references", () => {
    expect(unescape("xml", "&lt;&apos;&#65;&#x42;&nbsp;")).toBe("<'AB&nbsp;");
  });
});

describe("JavaScript string", () => {
  it("escapes backslashes and all three quote characters", () => {
    expect(escape("javascript", `\\ " ' \``)).toBe(`\\\\ \\" \\' \\\``);
  });

  it("escapes line breaks, tabs and the other single-letter escapes", () => {
    expect(escape("javascript", "a\nb\rc\td\be\ff\vg")).toBe("a\\nb\\rc\\td\\be\\ff\\vg");
  });

  it("writes NUL as \\0, but as \\x00 before a digit so it cannot read as octal", () => {
    expect(escape("javascript", "\0a\x001")).toBe("\\0a\\x001");
  });

  it("escapes ${ so a template literal does not interpolate", () => {
    expect(escape("javascript", "${x} $y")).toBe("\\${x} $y");
  });

  it("writes other control characters as \\xNN", () => {
    expect(escape("javascript", "\x1b[0m\x7f\x85")).toBe("\\x1B[0m\\x7F\\x85");
  });

  it("escapes U+2028 and U+2029", () => {
    expect(escape("javascript", "\u2028\u2029")).toBe("\\u2028\\u2029");
  });

  it("escapes lone surrogates and keeps pairs", () => {
    expect(escape("javascript", "\ud800😀\udfff")).toBe("\\uD800😀\\uDFFF");
  });

  it("writes non-ASCII as \\uXXXX, emoji as a surrogate pair, when asked", () => {
    expect(escape("javascript", "é😀", { escapeNonAscii: true })).toBe("\\u00E9\\uD83D\\uDE00");
  });

  it("decodes \\x, \\u and \\u{…} escapes", () => {
    expect(unescape("javascript", "\\x41\\u0042\\u{1F600}\\u{43}")).toBe("AB😀C");
  });

  it("drops a backslash before a line break (line continuation)", () => {
    expect(unescape("javascript", "one \\\ntwo \\\r\nthree")).toBe("one two three");
  });

  it("reads other escaped characters as themselves", () => {
    expect(unescape("javascript", "\\$\\q\\'\\\"\\`\\\\")).toBe("$q'\"`\\");
  });

  it("reports a lone backslash at the end", () => {
    expect(thrownToolError(() => unescape("javascript", "abc\\")).message).toBe(
      "Incomplete escape at line 1, column 4: the text ends with a lone backslash",
    );
  });

  it("rejects legacy octal escapes, naming the line and column", () => {
    const error = thrownToolError(() => unescape("javascript", "ok\n a\\12"));
    expect(error.message).toBe(
      'Escape "\\1" at line 2, column 3 is a legacy octal escape, not allowed in strict-mode JavaScript: use \\x or \\u instead',
    );
    expect([error.line, error.column]).toEqual([2, 3]);
  });

  it("rejects \\0 followed by a digit", () => {
    expect(() => unescape("javascript", "\\01")).toThrow(/legacy octal/);
  });

  it.each([
    ["\\x4", "Invalid \\x escape at line 1, column 1: it needs exactly 2 hex digits"],
    ["\\u12", "Invalid \\u escape at line 1, column 1: it needs exactly 4 hex digits or {…}"],
    [
      "\\u{110000}",
      "Invalid \\u{…} escape at line 1, column 1: it needs hex digits for a code point up to 10FFFF",
    ],
    [
      "\\u{12",
      "Invalid \\u{…} escape at line 1, column 1: it needs hex digits for a code point up to 10FFFF",
    ],
  ])("rejects the malformed escape %s", (text, message) => {
    expect(thrownToolError(() => unescape("javascript", text)).message).toBe(message);
  });
});

describe("JSON string", () => {
  it("escapes as JSON.stringify does, without the quotes", () => {
    expect(escape("json", 'say "hi"\n\t\\ \x01 /')).toBe('say \\"hi\\"\\n\\t\\\\ \\u0001 /');
  });

  it("writes non-ASCII as \\uXXXX when asked", () => {
    expect(escape("json", "é😀", { escapeNonAscii: true })).toBe("\\u00E9\\uD83D\\uDE00");
  });

  it("decodes every JSON escape", () => {
    expect(unescape("json", '\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9')).toBe('"\\/\b\f\n\r\té');
  });

  it("reports an unescaped double quote with its position", () => {
    const error = thrownToolError(() => unescape("json", 'say "hi"'));
    expect(error.message).toBe('Unescaped double quote at line 1, column 5: write it as \\"');
    expect(error.column).toBe(5);
  });

  it("reports a raw control character and shows how to write it", () => {
    expect(thrownToolError(() => unescape("json", "a\tb")).message).toBe(
      "Unescaped control character U+0009 at line 1, column 2: write it as \\t",
    );
  });

  it("counts lines for a raw line break", () => {
    expect(thrownToolError(() => unescape("json", "a\nb")).message).toBe(
      "Unescaped control character U+000A at line 1, column 2: write it as \\n",
    );
  });

  it("rejects escapes JSON does not have", () => {
    expect(thrownToolError(() => unescape("json", "it\\'s")).message).toBe(
      'Invalid escape "\\\'" at line 1, column 3: JSON allows \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX',
    );
  });

  it("rejects a short \\u escape", () => {
    expect(thrownToolError(() => unescape("json", "\\u12x4")).message).toBe(
      "Invalid \\u escape at line 1, column 1: it needs exactly 4 hex digits",
    );
  });
});

describe("CSV field", () => {
  it("leaves a plain field alone", () => {
    expect(escape("csv", "plain value")).toBe("plain value");
  });

  it("quotes a field with a comma, a quote or a line break, doubling quotes", () => {
    expect(escape("csv", 'a, "b"\nc')).toBe('"a, ""b""\nc"');
  });

  it("quotes for the chosen delimiter", () => {
    expect(escape("csv", "a;b", { csvDelimiter: ";" })).toBe('"a;b"');
    expect(escape("csv", "a,b", { csvDelimiter: ";" })).toBe("a,b");
  });

  it("unquotes a field", () => {
    expect(unescape("csv", '"a, ""b"""')).toBe('a, "b"');
  });

  it("reports text that holds more than one field", () => {
    expect(thrownToolError(() => unescape("csv", "a,b")).message).toBe(
      'Unexpected "," at line 1, column 2: it starts a second field. Quote the field to keep it as one value',
    );
  });

  it("reports an unclosed quote", () => {
    expect(thrownToolError(() => unescape("csv", '"abc')).message).toBe(
      "Unclosed quoted field: the quote at line 1, column 1 has no closing quote",
    );
  });
});

describe("SQL string literal", () => {
  it("doubles single quotes and leaves everything else", () => {
    expect(escape("sql", 'O\'Brien \\ "x"\n')).toBe("O''Brien \\ \"x\"\n");
  });

  it("uses MySQL's backslash escapes when asked", () => {
    expect(escape("sql", 'O\'Brien \\ "x"\n\r\0\x1a', { sqlBackslashEscapes: true })).toBe(
      'O\\\'Brien \\\\ \\"x\\"\\n\\r\\0\\Z',
    );
  });

  it("undoubles single quotes", () => {
    expect(unescape("sql", "it''s ''quoted''")).toBe("it's 'quoted'");
  });

  it("keeps backslashes in standard SQL", () => {
    expect(unescape("sql", "C:\\temp\\n")).toBe("C:\\temp\\n");
  });

  it("decodes MySQL escapes, keeping \\% and \\_ for LIKE patterns", () => {
    expect(unescape("sql", "\\'\\n\\t\\0\\Z\\\\\\%\\_\\q''", { sqlBackslashEscapes: true })).toBe(
      "'\n\t\0\x1a\\\\%\\_q'",
    );
  });

  it("reports a single quote that would end the literal", () => {
    const error = thrownToolError(() => unescape("sql", "line one\nit's"));
    expect(error.message).toBe(
      "Unescaped single quote at line 2, column 3: inside a SQL string write it twice ('')",
    );
    expect(error.line).toBe(2);
  });

  it("reports a lone backslash at the end in MySQL mode", () => {
    expect(() => unescape("sql", "abc\\", { sqlBackslashEscapes: true })).toThrow(
      "Incomplete escape at line 1, column 4: the text ends with a lone backslash",
    );
  });
});

describe("empty input", () => {
  it.each(ESCAPE_FORMATS.map((format) => format.value))(
    "%s escapes and unescapes empty text to empty text",
    (format) => {
      expect(escape(format, "")).toBe("");
      expect(unescape(format, "")).toBe("");
    },
  );
});

// Every option combination that changes how text is written.
const VARIANTS: [string, EscapeFormat, Partial<EscapeOptions>][] = [
  ["HTML", "html", {}],
  ["HTML, non-ASCII as references", "html", { escapeNonAscii: true }],
  ["XML", "xml", {}],
  ["XML, non-ASCII as references", "xml", { escapeNonAscii: true }],
  ["JavaScript", "javascript", {}],
  ["JavaScript, ASCII only", "javascript", { escapeNonAscii: true }],
  ["JSON", "json", {}],
  ["JSON, ASCII only", "json", { escapeNonAscii: true }],
  ...CSV_DELIMITERS.map(({ label, value }): [string, EscapeFormat, Partial<EscapeOptions>] => [
    `CSV, ${label}`,
    "csv",
    { csvDelimiter: value },
  ]),
  ["SQL", "sql", {}],
  ["SQL, MySQL backslash escapes", "sql", { sqlBackslashEscapes: true }],
];

describe("property: unescape(escape(x)) = x", () => {
  it.each(VARIANTS)("%s, for tricky random strings", (_name, format, extra) => {
    for (const text of randomTexts(11)) {
      expect(unescape(format, escape(format, text, extra), extra)).toBe(text);
    }
  });

  it.each(VARIANTS)("%s, for random UTF-16 code units", (_name, format, extra) => {
    for (const text of randomCodeUnitTexts(12)) {
      expect(unescape(format, escape(format, text, extra), extra)).toBe(text);
    }
  });
});

describe("property: the language's own parser accepts the escaped text", () => {
  const samples = [...randomTexts(21), ...randomCodeUnitTexts(22)];

  it("JSON.parse reads every escaped JSON string back", () => {
    for (const text of samples) {
      expect(JSON.parse(`"${escape("json", text)}"`)).toBe(text);
      expect(JSON.parse(`"${escape("json", text, { escapeNonAscii: true })}"`)).toBe(text);
    }
  });

  it.each(['"', "'", "`"])(
    "the JavaScript parser reads every escaped string back inside %s quotes",
    (quote) => {
      const context = vm.createContext({});
      for (const text of samples) {
        const literal = `"use strict"; ${quote}${escape("javascript", text)}${quote}`;
        expect(vm.runInContext(literal, context)).toBe(text);
      }
    },
  );

  it.each(CSV_DELIMITERS)(
    "the CSV parser reads a row of escaped fields back ($label)",
    ({ value }) => {
      const fields = randomTexts(23, undefined, 60, 8);
      const line = fields.map((field) => escape("csv", field, { csvDelimiter: value })).join(value);
      // A row whose only field is empty is an empty line, which CSV cannot tell from no row.
      expect(parseCsv(line, { delimiter: value })).toEqual([fields]);
    },
  );
});

describe("property: unescaping agrees with the language's own parser", () => {
  // Pieces of escape sequences, valid and broken, without raw quotes or line breaks (those end a
  // literal in the real parser but are accepted here on purpose).
  const ESCAPE_PIECES = [
    "\\",
    "\\",
    "x",
    "u",
    "{",
    "}",
    "0",
    "1",
    "8",
    "A",
    "f",
    "g",
    "n",
    "'",
    "$",
    "a",
  ];

  function parsedBy(parse: () => string): { value: string } | { error: true } {
    try {
      return { value: parse() };
    } catch {
      return { error: true };
    }
  }

  it("JSON: the same value as JSON.parse, and an error exactly when JSON.parse fails", () => {
    for (const text of randomTexts(31, [...ESCAPE_PIECES, '"', "\n", "/", "b"], 2000, 10)) {
      expect(parsedBy(() => unescape("json", text))).toEqual(
        parsedBy(() => JSON.parse(`"${text}"`) as string),
      );
    }
  });

  it("JavaScript: the same value as the strict-mode parser, and an error exactly when it fails", () => {
    const context = vm.createContext({});
    for (const text of randomTexts(32, ESCAPE_PIECES, 2000, 10)) {
      expect(parsedBy(() => unescape("javascript", text))).toEqual(
        parsedBy(() => vm.runInContext(`"use strict"; "${text}"`, context) as string),
      );
    }
  });
});
