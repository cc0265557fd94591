// The htpasswd mode's Input: one user:password a line, each mistake named with its line.
import { describe, expect, it } from "vitest";
import { countFilledLines, parseHtpasswdInput } from "./htpasswd-input";

describe("htpasswd input", () => {
  it("reads user:password lines; the password keeps its colons and spaces; blank lines are skipped", () => {
    expect(parseHtpasswdInput("alice:s3cret\r\n\n  \nbob: a:b \n")).toEqual([
      { user: "alice", password: "s3cret", line: 1 },
      { user: "bob", password: " a:b ", line: 4 },
    ]);
  });

  it("names the line of each mistake", () => {
    expect(() => parseHtpasswdInput("a:1\nb")).toThrow(
      "Line 2: there is no colon; write each user as user:password",
    );
    expect(() => parseHtpasswdInput(":pw")).toThrow(
      "Line 1: the user name before the colon is empty",
    );
    expect(() => parseHtpasswdInput("a:1\n\nb:")).toThrow('Line 3: the password of "b" is empty');
    expect(() => parseHtpasswdInput("a:1\nb:2\na:3")).toThrow(
      'Line 3: "a" is already on line 1; a user has one line',
    );
    expect(() => parseHtpasswdInput(`${"u".repeat(256)}:pw`)).toThrow(
      "Line 1: the user name is longer than 255 characters, htpasswd's limit",
    );
    expect(parseHtpasswdInput(`${"u".repeat(255)}:pw`)).toHaveLength(1);
    expect(() => parseHtpasswdInput("\n \n")).toThrow("The Input holds no user:password line");
  });

  it("gives the line of a mistake to the page", () => {
    for (const input of [
      "a:1\n\nnope",
      "a:1\n\n:pw",
      `a:1\n\n${"u".repeat(300)}:pw`,
      "a:1\n\nb:",
      "a:1\n\na:2",
    ]) {
      try {
        parseHtpasswdInput(input);
        expect.unreachable();
      } catch (error) {
        expect(error, input.slice(0, 20)).toMatchObject({ line: 3 });
      }
    }
  });

  it("counts the lines that hold something", () => {
    expect(countFilledLines("")).toBe(0);
    expect(countFilledLines("a")).toBe(1);
    expect(countFilledLines("a\n\n b\n \nc\n")).toBe(3);
    expect(countFilledLines("\n")).toBe(0);
    expect(countFilledLines("\nabc\ndef")).toBe(2);
  });
});
