import { gzipSync } from "node:zlib";
import { gzippedSize } from "./gzip-size";

const encode = (text: string) => new TextEncoder().encode(text);

describe("gzippedSize", () => {
  it("is the length zlib's gzip gives at its default level", async () => {
    const bytes = encode("body{margin:0}.a{color:red}".repeat(500));
    expect(await gzippedSize(bytes)).toBe(gzipSync(bytes).length);
  });

  it("measures empty input as gzip's header and trailer alone", async () => {
    expect(await gzippedSize(new Uint8Array())).toBe(gzipSync(new Uint8Array()).length);
  });

  it("compresses repetitive text to a small fraction", async () => {
    const bytes = encode("a".repeat(100_000));
    expect(await gzippedSize(bytes)).toBeLessThan(500);
  });
});
