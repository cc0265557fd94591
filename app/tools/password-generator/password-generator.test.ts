// The core of Password Generator, with the spec's examples (TODO: the spec's and the conformance data's).
import { passwordGenerator } from "./password-generator";

it("transforms the sample", () => {
  expect(passwordGenerator({ text: "Hello, world", upperCase: true })).toBe("HELLO, WORLD");
  expect(passwordGenerator({ text: "Hello, world", upperCase: false })).toBe("Hello, world");
});

it("refuses bad input with a message", () => {
  expect(() => passwordGenerator({ text: "a\u0000b", upperCase: true })).toThrow(
    "The input holds a NUL character",
  );
});
