import {
  type FormatJob,
  OUTPUT_SHOWN_CHARS,
  errorExcerpt,
  runJsonJob,
  runOnText,
  shownPart,
} from "./json-jobs";

const formatJob = (text: string, overrides: Partial<FormatJob> = {}): FormatJob => ({
  type: "format",
  source: { kind: "text", text },
  mode: "format",
  indent: "2",
  sortKeys: false,
  ...overrides,
});

describe("running a format job", () => {
  it("returns the whole output when it is short", () => {
    const result = runOnText(formatJob("[1]"), "[1]");
    expect(result).toMatchObject({ ok: true, shown: "[\n  1\n]", chars: 7, blob: null });
  });

  it("minifies on request", () => {
    expect(runOnText(formatJob("", { mode: "minify" }), "[ 1 ]")).toMatchObject({ shown: "[1]" });
  });

  it("returns a syntax error as a problem with its place", () => {
    const result = runOnText(formatJob(""), '{"a": tru}');
    expect(result).toEqual({
      ok: false,
      problem: {
        message: "Unexpected token tru at line 1, column 7",
        line: 1,
        column: 7,
        from: 6,
        to: 9,
        excerpt: {
          before: '{"a": ',
          marked: "tru",
          after: "}",
          clippedStart: false,
          clippedEnd: false,
        },
      },
    });
  });

  it("keeps a long output whole in a Blob and shows its beginning", async () => {
    const text = `[${"1234567890,".repeat(200_000)}0]`;
    const result = runOnText(formatJob(text), text);
    if (!result.ok) throw new Error("expected a result");
    expect(result.chars).toBeGreaterThan(OUTPUT_SHOWN_CHARS);
    expect(result.shown.length).toBeLessThanOrEqual(OUTPUT_SHOWN_CHARS);
    expect(result.shown.endsWith("1234567890,")).toBe(true);
    const whole = await result.blob!.text();
    expect(whole.length).toBe(result.chars);
    expect(whole.startsWith(result.shown)).toBe(true);
  });

  it("reads a file source", async () => {
    const job = formatJob("", {
      source: { kind: "file", file: new Blob(['{"id":17478252242305210114}']) },
    });
    expect(await runJsonJob(job)).toMatchObject({ shown: '{\n  "id": 17478252242305210114\n}' });
  });

  it("formats a file from its bytes as the text would be, Blob included", async () => {
    const text = `{"name":"café 😀","list":[${"1.10,".repeat(120_000)}-0]}`;
    const job = formatJob("", { source: { kind: "file", file: new Blob([text]) } });
    const fromFile = await runJsonJob(job);
    const fromText = runOnText(formatJob(text), text);
    if (!fromFile.ok || !("blob" in fromFile) || !fromText.ok) throw new Error("expected results");
    expect(fromFile.chars).toBe(fromText.chars);
    expect(fromFile.stats).toEqual(fromText.stats);
    expect(fromFile.shown).toBe(fromText.shown);
    expect(await fromFile.blob!.text()).toBe(await fromText.blob!.text());
  });

  it("reports an invalid file's error at the same place as for the text", async () => {
    const text = '{\n  "a": [1, 2,]\n}';
    const job = formatJob("", { source: { kind: "file", file: new Blob([text]) } });
    expect(await runJsonJob(job)).toEqual(runOnText(formatJob(text), text));
  });

  it("reads a file that is not valid UTF-8 as decoding does (U+FFFD)", async () => {
    const bytes = new Uint8Array([0x5b, 0x22, 0x61, 0xff, 0x22, 0x5d]);
    const job = formatJob("", { source: { kind: "file", file: new Blob([bytes]) } });
    expect(await runJsonJob(job)).toMatchObject({ ok: true, shown: '[\n  "a\ufffd"\n]' });
  });

  it("sorts a file's keys", async () => {
    const job = formatJob("", {
      source: { kind: "file", file: new Blob(['{"b":1,"a":2}']) },
      sortKeys: true,
      mode: "minify",
    });
    expect(await runJsonJob(job)).toMatchObject({ shown: '{"a":2,"b":1}' });
  });

  it("builds the tree of a file", async () => {
    const result = await runJsonJob({
      type: "tree",
      source: { kind: "file", file: new Blob(["[1,2]"]) },
    });
    expect(result.ok && "tree" in result && result.tree.count).toBe(3);
  });
});

describe("the excerpt around an error", () => {
  it("is the error's line, clipped to some context on each side", () => {
    const line = `${"a".repeat(100)}X${"b".repeat(100)}`;
    const excerpt = errorExcerpt(`first\n${line}\nlast`, 106, 107);
    expect(excerpt.marked).toBe("X");
    expect(excerpt.before).toBe("a".repeat(60));
    expect(excerpt.after).toBe("b".repeat(60));
    expect([excerpt.clippedStart, excerpt.clippedEnd]).toEqual([true, true]);
  });

  it("marks nothing at the end of the text", () => {
    expect(errorExcerpt("[1,", 3, 3)).toEqual({
      before: "[1,",
      marked: "",
      after: "",
      clippedStart: false,
      clippedEnd: false,
    });
  });

  it("ends an unterminated string's mark at the line end", () => {
    expect(errorExcerpt('["abc\n]', 1, 5).marked).toBe('"abc');
  });
});

describe("the part of a long output that is shown", () => {
  const utf8 = (text: string) => new TextEncoder().encode(text);

  it("is everything when it fits", () => {
    expect(shownPart(utf8("abc"), 5)).toBe("abc");
  });

  it("ends at a line end near the limit", () => {
    expect(shownPart(utf8("aaaaaaaaa\nbbbbbbbbbb"), 10)).toBe("aaaaaaaaa");
  });

  it("cuts at the limit when there is no line end near it, never inside a character", () => {
    expect(shownPart(utf8("x".repeat(20)), 10)).toBe("x".repeat(10));
    expect(shownPart(utf8("xxxxxxxx😀zz"), 10)).toBe("xxxxxxxx");
    expect(shownPart(utf8("xxxxxxxxxéé"), 10)).toBe("xxxxxxxxx");
  });
});
