import { ChunkedText, convertedText, readTextSource, throttledProgress } from "./large-text";

describe("chunked text", () => {
  it("joins everything written, in order, however many pieces", () => {
    const out = new ChunkedText();
    for (let i = 0; i < 20_000; i++) out.write(`${i},`);
    const expected = Array.from({ length: 20_000 }, (_, i) => `${i},`).join("");
    expect(out.toString()).toBe(expected);
    expect(out.length).toBe(expected.length);
    expect(out.head(7)).toBe("0,1,2,3");
  });

  it("gives a short result whole, and a long one as its beginning plus a Blob", async () => {
    const short = new ChunkedText();
    short.write("abc");
    expect(convertedText(short, "text/plain", 5)).toEqual({ text: "abc", characters: 3 });
    const long = new ChunkedText();
    long.write("abcdefgh");
    const result = convertedText(long, "application/xml", 5);
    expect([result.text, result.characters]).toEqual(["abcde", 8]);
    expect(result.blob?.type).toBe("application/xml;charset=utf-8");
    expect(await result.blob?.text()).toBe("abcdefgh");
  });

  it("reads a text source or a file's UTF-8", async () => {
    expect(await readTextSource({ kind: "text", text: "hé" })).toBe("hé");
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x68, 0xc3, 0xa9]); // BOM, "hé"
    expect(await readTextSource({ kind: "file", file: new Blob([bytes]) })).toBe("hé");
  });
});

describe("throttled progress", () => {
  it("passes on the first report, then one per interval, and always the end", () => {
    const seen: number[] = [];
    let time = 0;
    const report = throttledProgress(
      (f) => seen.push(f),
      100,
      () => time,
    );
    for (const [at, fraction] of [
      [0, 0],
      [50, 0.1],
      [100, 0.2],
      [150, 0.3],
      [260, 0.4],
      [270, 1],
    ]) {
      time = at;
      report(fraction);
    }
    expect(seen).toEqual([0, 0.2, 0.4, 1]);
  });
});
