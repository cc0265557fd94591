// The core of JWT Decoder, with the spec's examples (TODO: the spec's and the conformance data's).
import { jwtDecoder } from "./jwt-decoder";

it("transforms the sample", () => {
  expect(jwtDecoder({ text: "Hello, world", upperCase: true })).toBe("HELLO, WORLD");
  expect(jwtDecoder({ text: "Hello, world", upperCase: false })).toBe("Hello, world");
});

it("refuses bad input with a message", () => {
  expect(() => jwtDecoder({ text: "a\u0000b", upperCase: true })).toThrow(
    "The input holds a NUL character",
  );
});
