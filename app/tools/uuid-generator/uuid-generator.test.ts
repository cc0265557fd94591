// The core of UUID Generator, with the spec's examples (TODO: the spec's and the conformance data's).
import { uuidGenerator } from "./uuid-generator";

it("transforms the sample", () => {
  expect(uuidGenerator({ text: "Hello, world", upperCase: true })).toBe("HELLO, WORLD");
  expect(uuidGenerator({ text: "Hello, world", upperCase: false })).toBe("Hello, world");
});

it("refuses bad input with a message", () => {
  expect(() => uuidGenerator({ text: "a\u0000b", upperCase: true })).toThrow(
    "The input holds a NUL character",
  );
});
