// Tests of the description texts (spec §4 collapsed view and generated descriptions).
import {
  DESCRIPTION_KEYWORDS,
  collapsedDescription,
  generateDescription,
  mentionsKeyword,
  normalizedDescription,
  splitSentences,
  type ToolDescriptionInput,
} from "./description";

describe("splitSentences", () => {
  it("splits at . ! and ? followed by a space", () => {
    expect(splitSentences("One. Two! Three? Four")).toEqual(["One.", "Two!", "Three?", "Four"]);
  });

  it("keeps dots inside words and numbers", () => {
    expect(splitSentences("Open example.com with v1.2 today. Done.")).toEqual([
      "Open example.com with v1.2 today.",
      "Done.",
    ]);
  });

  it("returns nothing for blank text", () => {
    expect(splitSentences("   \n ")).toEqual([]);
  });
});

describe("mentionsKeyword", () => {
  it("knows exactly the spec's keyword list", () => {
    expect([...DESCRIPTION_KEYWORDS]).toEqual([
      "feature",
      "support",
      "free",
      "online",
      "tool",
      "format",
      "valid",
      "convert",
      "develop",
      "code",
    ]);
  });

  it.each([
    "Many Features here.",
    "It SUPPORTS files.",
    "Totally free.",
    "Works online.",
    "A handy toolbox.",
    "Reformats input.",
    "Invalid input is flagged.",
    "A converter.",
    "For developers.",
    "Paste your code.",
  ])("matches a keyword case-insensitively inside words: %s", (sentence) => {
    expect(mentionsKeyword(sentence)).toBe(true);
  });

  it("does not match a sentence without any keyword", () => {
    expect(mentionsKeyword("Paste some text and press the button.")).toBe(false);
  });
});

describe("collapsedDescription", () => {
  it("always keeps the first sentence even without a keyword", () => {
    expect(collapsedDescription("Paste text here. Nothing else matters.")).toBe("Paste text here.");
  });

  it("keeps later sentences that mention a keyword and drops the others", () => {
    const text = "Start here. This is free. The sky is blue. It supports files.";
    expect(collapsedDescription(text)).toBe("Start here. This is free. It supports files.");
  });

  it("keeps at most three later sentences", () => {
    const text =
      "Lead. A free tool. Works online. Validates input. Converts data. Developer friendly.";
    expect(collapsedDescription(text)).toBe("Lead. A free tool. Works online. Validates input.");
  });

  it("returns an empty string for empty text", () => {
    expect(collapsedDescription("")).toBe("");
  });

  it("equals the normalized full text when every sentence qualifies", () => {
    const text = "Lead.  A free tool.\nWorks online.";
    expect(collapsedDescription(text)).toBe(normalizedDescription(text));
  });
});

describe("generateDescription", () => {
  const input: ToolDescriptionInput = {
    toolName: "JSON Formatter",
    baseDescription: "Format and validate JSON in your browser.",
    toolType: { type: "formatter", subtype: "JSON" },
    features: [
      "Indent with 2 or 4 spaces",
      "reports syntax errors with line and column.",
      "Collapsible tree view",
      "Sorts keys",
    ],
    useCases: ["Read API responses", "Check configuration files", "Review logs"],
    formats: ["JSON", "JSON5"],
  };

  it("starts with the base description", () => {
    expect(generateDescription(input)).toMatch(/^Format and validate JSON in your browser\. /);
  });

  it("adds at most three features, each as a sentence of its own", () => {
    const text = generateDescription(input);
    expect(text).toContain(
      "Indent with 2 or 4 spaces. Reports syntax errors with line and column. Collapsible tree view.",
    );
    expect(text).not.toMatch(/sorts keys/i);
  });

  it("adds at most two use-case sentences", () => {
    const text = generateDescription(input);
    expect(text).toContain("Use it to read API responses.");
    expect(text).toContain("It also helps you check configuration files.");
    expect(text).not.toMatch(/review logs/i);
  });

  it("words gerund use cases with for", () => {
    const text = generateDescription({
      ...input,
      useCases: ["Debugging API responses", "Reviewing logs"],
    });
    expect(text).toContain(
      "Use it for debugging API responses. It is also handy for reviewing logs.",
    );
  });

  it("names the formats in one sentence", () => {
    expect(generateDescription(input)).toMatch(/It supports the JSON and JSON5 formats\.$/);
    expect(generateDescription({ ...input, formats: ["CSV", "TSV", "XML"] })).toContain(
      "It supports the CSV, TSV and XML formats.",
    );
    expect(generateDescription({ ...input, formats: ["YAML"] })).toContain(
      "It supports the YAML format.",
    );
  });

  it("adds nothing for absent lists", () => {
    const text = generateDescription({
      toolName: "Unit Converter",
      baseDescription: "Convert units",
      toolType: { type: "converter" },
    });
    expect(text).toBe("Convert units.");
  });

  it("writes a lead from the name and type when the base is blank", () => {
    const text = generateDescription({
      ...input,
      baseDescription: " ",
      features: [],
      useCases: [],
      formats: [],
    });
    expect(text).toBe(
      "JSON Formatter is a free online JSON formatter that runs entirely in your browser.",
    );
  });

  it("ends every sentence with a period", () => {
    for (const sentence of splitSentences(generateDescription(input))) {
      expect(sentence).toMatch(/\.$/);
    }
  });
});
