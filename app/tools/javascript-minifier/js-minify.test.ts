import { format } from "node:util";
import { runInNewContext } from "node:vm";
import { rejectedToolError } from "../../../test-support/thrown-tool-error";
import { describeSizes } from "~/lib/code/minified-size";
import {
  BEHAVIOUR_PROGRAMS,
  NAME_READING_PROGRAM,
} from "../../../test-support/javascript-minifier/behaviour-programs";
import {
  DEFAULT_JS_MINIFY_OPTIONS,
  JS_MINIFY_SAMPLE,
  type JsMinifyOptions,
} from "./js-minify-options";
import { minifyJavaScript, terserReason } from "./js-minify";

const minify = (source: string, options: Partial<JsMinifyOptions> = {}) =>
  minifyJavaScript(source, { ...DEFAULT_JS_MINIFY_OPTIONS, ...options });

const minifyError = (source: string, options: Partial<JsMinifyOptions> = {}) =>
  rejectedToolError(() => minify(source, options));

/** Lets every pending promise reaction run (setImmediate comes after the microtask queue). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Runs a script in a fresh context and returns what it logged once its promises and timers are
 * done. Timers are virtual (run in order of due time, without waiting), so the result does not
 * depend on how busy the machine is.
 */
async function consoleOutput(code: string): Promise<string[]> {
  const lines: string[] = [];
  const console = { log: (...args: unknown[]) => lines.push(format(...args)) };
  const timers: { due: number; order: number; run: () => void }[] = [];
  let now = 0;
  let scheduled = 0;
  const setTimeout = (run: () => void, ms = 0) => {
    timers.push({ due: now + ms, order: scheduled++, run });
  };
  runInNewContext(code, { console, setTimeout }, { timeout: 2000 });
  await settle();
  while (timers.length > 0) {
    timers.sort((a, b) => a.due - b.due || a.order - b.order);
    const next = timers.shift()!;
    now = next.due;
    next.run();
    await settle();
  }
  return lines;
}

describe("minifying JavaScript", () => {
  it("removes whitespace and comments and shortens local names", async () => {
    const { code } = await minify(
      "// add two numbers\nfunction add(first, second) {\n  return first + second;\n}\n",
    );
    expect(code).toBe("function add(n,d){return n+d}");
  });

  it("compresses: folds constants and drops dead code", async () => {
    const { code } = await minify("function f() { if (false) { g(); } return 2 * 3; }");
    expect(code).toBe("function f(){return 6}");
  });

  it("keeps local names when mangling is off", async () => {
    const { code } = await minify("function add(first, second) { return first + second; }", {
      mangle: false,
    });
    expect(code).toBe("function add(first,second){return first+second}");
  });

  it("keeps the code's structure when compression is off", async () => {
    const { code } = await minify("function f() { if (false) { g(); } return 2 * 3; }", {
      compress: false,
    });
    expect(code).toBe("function f(){if(false){g()}return 2*3}");
  });

  it("keeps /*! licence comments and drops the others", async () => {
    const { code } = await minify("/*! MIT licence */\n/* note */\nvar a = 1;");
    expect(code).toBe("/*! MIT licence */\nvar a=1;");
  });

  it("renames or inlines top-level names only in an ES module", async () => {
    const source = "const helperValue = 40; export const answer = helperValue + 2;";
    expect((await minify(source, { module: false })).code).toContain("helperValue");
    expect((await minify(source, { module: true })).code).toBe("export const answer=42;");
  });

  it("accepts top-level await in an ES module", async () => {
    expect((await minify("const r = await load(); use(r);", { module: true })).code).toBe(
      "const a=await load();use(a);",
    );
  });

  it("measures the sizes before, after and gzipped", async () => {
    const { code, sizes } = await minify(JS_MINIFY_SAMPLE);
    expect(sizes.original).toBe(new TextEncoder().encode(JS_MINIFY_SAMPLE).length);
    expect(sizes.minified).toBe(code.length);
    expect(sizes.minified).toBeLessThan(sizes.original);
    expect(sizes.gzipped).toBeGreaterThan(0);
    expect(describeSizes(sizes)).toMatch(/^Original \d+ B → \d+ B \(−\d+\.\d %\), \d+ B gzipped$/);
  });
});

describe("errors", () => {
  it("reports an unexpected token with a 1-based line and column", async () => {
    const error = await minifyError("var total = 1;\nvar x = ;");
    expect(error.message).toBe("Unexpected token ; at line 2, column 9");
    expect([error.line, error.column]).toEqual([2, 9]);
  });

  it("says the input ended too early", async () => {
    expect((await minifyError("function f( {")).message).toBe(
      "Unexpected end of input at line 1, column 14",
    );
  });

  it("reports an unexpected character and an unterminated string", async () => {
    expect((await minifyError("let a = 1;\n  let b = @;")).message).toBe(
      "Unexpected character '@' at line 2, column 11",
    );
    expect((await minifyError("x = 'open")).message).toBe(
      "Unterminated string constant at line 1, column 5",
    );
  });

  it("rejects top-level await outside a module", async () => {
    expect((await minifyError("const r = await load();")).message).toBe(
      "Unexpected token load at line 1, column 17",
    );
  });

  it("rejects blank input with a clear message", async () => {
    expect((await minifyError("  \n")).message).toBe(
      "The input is empty: paste or type some JavaScript to minify.",
    );
  });

  it("words Terser's token types for people", () => {
    expect(terserReason("Unexpected token: punc (;)")).toBe("Unexpected token ;");
    expect(terserReason("Unexpected token: string (def)")).toBe('Unexpected string "def"');
    expect(terserReason("Unexpected token: eof (undefined)")).toBe("Unexpected end of input");
    expect(terserReason("Name expected")).toBe("Name expected");
  });
});

describe("the minified program behaves like the original", () => {
  const variants: [string, Partial<JsMinifyOptions>][] = [
    ["compress and mangle", {}],
    ["compress only", { mangle: false }],
    ["mangle only", { compress: false }],
  ];
  const programs = Object.entries(BEHAVIOUR_PROGRAMS);

  it("has at least ten varied sample programs that print something", async () => {
    expect(programs.length).toBeGreaterThanOrEqual(10);
    for (const [, program] of programs)
      expect((await consoleOutput(program)).length).toBeGreaterThan(0);
  });

  for (const [label, options] of variants) {
    it.each(programs)(`%s prints the same after minifying (${label})`, async (_, program) => {
      const { code } = await minify(program, options);
      expect(code.length).toBeLessThan(program.length);
      expect(await consoleOutput(code)).toEqual(await consoleOutput(program));
    });
  }

  it("function and class names survive with Keep function and class names", async () => {
    const original = await consoleOutput(NAME_READING_PROGRAM);
    const kept = await minify(NAME_READING_PROGRAM, { keepNames: true, module: true });
    const renamed = await minify(NAME_READING_PROGRAM, { module: true });
    expect(await consoleOutput(kept.code)).toEqual(original);
    expect(await consoleOutput(renamed.code)).not.toEqual(original);
  });
});
