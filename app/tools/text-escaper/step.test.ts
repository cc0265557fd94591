// The Text Escaper's chain step: it runs the page's own escapers with the page's options, its
// results read back by Python's json, html and csv modules and by SQLite, and text a format cannot
// hold fails with the escaper's own message.
import { execFileSync } from "node:child_process";
import { defaultOptions } from "~/lib/chain/step-declaration";
import { runEscaper } from "./text-escaper";
import { step } from "./step";

const defaults = defaultOptions(step.options);
const TEXT = 'Tom & Jerry say "<hi>", it\'s 5 > 3\nnaïve café, 😀; x|y\ttab';

/** What a Python program makes of `text` (given on its standard input as UTF-8). */
function python(program: string, text: string): string {
  return execFileSync(
    "python3",
    ["-c", `import sys, json, html, csv, io\ns = sys.stdin.buffer.read().decode()\n${program}`],
    { input: Buffer.from(text, "utf8") },
  ).toString("utf8");
}

// Each check starts a Python process: a second or more on a loaded machine.
describe("the Text Escaper's step", { timeout: 30_000 }, () => {
  it("escapes for HTML by default, as the page starts, into what Python's html.unescape reads back", async () => {
    const output = await step.run(TEXT, defaults);
    expect(defaults).toEqual({
      format: "html",
      direction: "escape",
      escapeNonAscii: false,
      csvDelimiter: ",",
      sqlBackslashEscapes: false,
    });
    expect(output).toBe(runEscaper({ text: TEXT, options: defaults }));
    expect(output).toContain("Tom &amp; Jerry say &quot;&lt;hi&gt;&quot;");
    expect(python("sys.stdout.write(html.unescape(s))", output)).toBe(TEXT);
  });

  it("escapes a JSON string as Python's json.dumps does, with and without non-ASCII escapes", async () => {
    const json = { ...defaults, format: "json" as const };
    expect(await step.run(TEXT, json)).toBe(
      python("sys.stdout.write(json.dumps(s, ensure_ascii=False)[1:-1])", TEXT),
    );
    const ascii = await step.run(TEXT, { ...json, escapeNonAscii: true });
    expect(ascii).toMatch(/^[\x20-\x7e]*$/);
    expect(python("sys.stdout.write(json.loads('\"' + s + '\"'))", ascii)).toBe(TEXT);
  });

  it("unescapes when the direction is unescape", async () => {
    const escaped = await step.run(TEXT, { ...defaults, format: "json" });
    expect(await step.run(escaped, { ...defaults, format: "json", direction: "unescape" })).toBe(
      TEXT,
    );
    expect(await step.run("a &lt;b&gt; &eacute;", { ...defaults, direction: "unescape" })).toBe(
      "a <b> é",
    );
  });

  it("quotes a CSV field for the chosen delimiter, as Python's csv module reads it", async () => {
    const csv = { ...defaults, format: "csv" as const };
    const comma = await step.run(TEXT, csv);
    const pipe = await step.run("a,b|c", { ...csv, csvDelimiter: "|" });
    expect(comma).toBe(runEscaper({ text: TEXT, options: csv }));
    expect(
      python("sys.stdout.write(next(csv.reader(io.StringIO(s, newline=''))) [0])", comma),
    ).toBe(TEXT);
    expect(pipe).toBe('"a,b|c"');
    expect(await step.run("a|b", csv)).toBe("a|b");
    expect(await step.run("a;b", csv)).toBe("a;b");
    expect(await step.run("a;b", { ...csv, csvDelimiter: ";" })).toBe('"a;b"');
  });

  it("writes SQL literals SQLite reads back, and MySQL's backslash escapes when switched on", async () => {
    const sql = { ...defaults, format: "sql" as const };
    const standard = await step.run(TEXT, sql);
    expect(
      python(
        "import sqlite3\nsys.stdout.write(sqlite3.connect(':memory:').execute(\"select '\" + s + \"'\").fetchone()[0])",
        standard,
      ),
    ).toBe(TEXT);
    expect(await step.run("it's\n", { ...sql, sqlBackslashEscapes: true })).toBe("it\\'s\\n");
  });

  it("writes non-ASCII characters as references in HTML when switched on", async () => {
    const output = await step.run("café 😀", { ...defaults, escapeNonAscii: true });
    expect(output).toBe("caf&#xE9; &#x1F600;");
    expect(python("sys.stdout.write(html.unescape(s))", output)).toBe("café 😀");
  });

  it("fails on text the format cannot hold with the escaper's own message", async () => {
    await expect(
      step.run('say "hi"', { ...defaults, format: "json", direction: "unescape" }),
    ).rejects.toThrow('Unescaped double quote at line 1, column 5: write it as \\"');
    await expect(
      step.run("a,b", { ...defaults, format: "csv", direction: "unescape" }),
    ).rejects.toThrow(
      'Unexpected "," at line 1, column 2: it starts a second field. Quote the field to keep it as one value',
    );
  });
});
