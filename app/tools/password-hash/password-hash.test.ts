// The core of Password Hash Generator, with the spec's examples (TODO: the spec's and the conformance data's).
import { passwordHash } from "./password-hash";

it("transforms the sample", () => {
  expect(passwordHash({ text: "Hello, world", upperCase: true })).toBe("HELLO, WORLD");
  expect(passwordHash({ text: "Hello, world", upperCase: false })).toBe("Hello, world");
});

it("refuses bad input with a message", () => {
  expect(() => passwordHash({ text: "a\u0000b", upperCase: true })).toThrow(
    "The input holds a NUL character",
  );
});
