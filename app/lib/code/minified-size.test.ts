import { gzipSync } from "node:zlib";
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import { assertHasCode, describeSizes, measureMinified, sizeChange } from "./minified-size";

describe("measureMinified", () => {
  it("counts UTF-8 bytes, not characters, and gzips the result", async () => {
    const sizes = await measureMinified("a { content: 'é' }", "a{content:'é'}");
    expect(sizes.original).toBe(19);
    expect(sizes.minified).toBe(15);
    expect(sizes.gzipped).toBe(gzipSync(Buffer.from("a{content:'é'}")).length);
  });
});

describe("sizeChange", () => {
  it("shows a saving with a real minus sign and one decimal", () => {
    expect(sizeChange(12_400, 7_100)).toBe("\u221242.7 %");
  });

  it("shows growth with a plus sign", () => {
    expect(sizeChange(100, 103)).toBe("+3.0 %");
  });

  it("shows no change as 0.0 %, also for empty input", () => {
    expect(sizeChange(100, 100)).toBe("0.0 %");
    expect(sizeChange(0, 0)).toBe("0.0 %");
  });
});

describe("describeSizes", () => {
  it("reads as the sentence under the output", () => {
    expect(describeSizes({ original: 12_698, minified: 7_270, gzipped: 2_355 })).toBe(
      "Original 12.4 KB → 7.1 KB (\u221242.7 %), 2.3 KB gzipped",
    );
  });

  it("shows small sizes in bytes", () => {
    expect(describeSizes({ original: 900, minified: 450, gzipped: 300 })).toBe(
      "Original 900 B → 450 B (\u221250.0 %), 300 B gzipped",
    );
  });
});

describe("assertHasCode", () => {
  it("rejects blank input with a message naming the language", () => {
    expect(thrownMessage(() => assertHasCode(" \n\t", "CSS"))).toBe(
      "The input is empty: paste or type some CSS to minify.",
    );
  });

  it("accepts any input with code in it", () => {
    expect(() => assertHasCode(" a{} ", "CSS")).not.toThrow();
  });
});
