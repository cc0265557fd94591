import { DEFAULT_DELIMITER_CHOICE, DELIMITER_CHOICES, delimiterOf } from "./csv-delimiter";

describe("the Delimiter option", () => {
  it("offers comma first (the default), then tab, semicolon, pipe and custom", () => {
    expect(DELIMITER_CHOICES.map((choice) => choice.value)).toEqual([
      "comma",
      "tab",
      "semicolon",
      "pipe",
      "custom",
    ]);
  });

  it("names each choice as the pages show it, with its character where it has one", () => {
    expect(DELIMITER_CHOICES.map((choice) => choice.label)).toEqual([
      "Comma (,)",
      "Tab",
      "Semicolon (;)",
      "Pipe (|)",
      "Custom",
    ]);
    expect(DEFAULT_DELIMITER_CHOICE).toBe("comma");
  });

  it("gives each named choice its character", () => {
    expect(["comma", "tab", "semicolon", "pipe"].map((c) => delimiterOf(c as never, "x"))).toEqual([
      ",",
      "\t",
      ";",
      "|",
    ]);
  });

  it("takes a custom delimiter as typed, and \\t typed out as a tab", () => {
    expect(delimiterOf("custom", "~")).toBe("~");
    expect(delimiterOf("custom", "\\t")).toBe("\t");
  });
});
