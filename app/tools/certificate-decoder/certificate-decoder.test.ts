// The core of Certificate Decoder, with the spec's examples (TODO: the spec's and the conformance data's).
import { certificateDecoder } from "./certificate-decoder";

it("transforms the sample", () => {
  expect(certificateDecoder({ text: "Hello, world", upperCase: true })).toBe("HELLO, WORLD");
  expect(certificateDecoder({ text: "Hello, world", upperCase: false })).toBe("Hello, world");
});

it("refuses bad input with a message", () => {
  expect(() => certificateDecoder({ text: "a\u0000b", upperCase: true })).toThrow(
    "The input holds a NUL character",
  );
});
