// What the page says of each code: the heading, the text Copy and Download give, binary as hex.
import { codeHeading, codesText, hexOf } from "./CodeList";
import type { FoundCode } from "./qr-code-reader-job";

const code = (text: string, kind: string, errorCorrection?: "L" | "M" | "Q" | "H") =>
  ({ text, kind, errorCorrection }) as FoundCode;

describe("the code list", () => {
  it("heads a QR code with its level, and other kinds with their name", () => {
    expect(codeHeading(code("x", "QR Code", "M"))).toBe("QR Code · error correction M");
    expect(codeHeading(code("5901234123457", "EAN-13"))).toBe("EAN-13");
  });

  it("gives one code's text exactly, and several a blank line apart", () => {
    expect(codesText([code("a\nb", "QR Code", "L")])).toBe("a\nb");
    expect(codesText([code("a", "QR Code", "L"), code("123", "EAN-8")])).toBe("a\n\n123");
  });

  it("shows binary content as hexadecimal, 16 bytes a line, the first 4,096", () => {
    expect(hexOf(new Uint8Array([0, 15, 16, 255]))).toBe("00 0f 10 ff");
    const lines = hexOf(new Uint8Array(33).fill(171)).split("\n");
    expect(lines).toEqual([Array(16).fill("ab").join(" "), Array(16).fill("ab").join(" "), "ab"]);
    const long = hexOf(new Uint8Array(5000));
    expect(long.endsWith("\n…")).toBe(true);
    expect(long.split("\n")).toHaveLength(4096 / 16 + 1);
  });
});
