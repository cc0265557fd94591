import { describe, expect, it } from "vitest";
import { type TextPiece, pageText, withPiecesPlaced } from "./pdf-text-layout";

/** A piece of `text` at (x, y) in a 10-unit font, 5 units a character. */
const at = (text: string, x: number, y: number, extra: Partial<TextPiece> = {}): TextPiece => ({
  text,
  x,
  y,
  width: text.length * 5,
  size: 10,
  endsLine: false,
  ...extra,
});

describe("pageText, reading order", () => {
  it("joins a paragraph's lines, keeps a line-end hyphen joined to its word, and parts paragraphs", () => {
    const pieces = [
      at("The reading", 50, 700),
      at("machine keeps in-", 50, 688),
      at("formation intact.", 50, 676),
      at("A new paragraph", 50, 640),
      at("after a gap.", 50, 628),
    ];
    expect(pageText(pieces, "reading")).toBe(
      "The reading machine keeps in-formation intact.\n\nA new paragraph after a gap.",
    );
  });

  it("adds the space a PDF leaves as a gap between pieces, and none where pieces touch", () => {
    const pieces = [
      at("Hello", 50, 700),
      at("world", 50 + 25 + 3, 700),
      at("!", 50 + 25 + 3 + 25, 700),
    ];
    expect(pageText(pieces, "reading")).toBe("Hello world!");
  });

  it("starts a new line where the PDF ends one, the baseline moves, or the text goes back left", () => {
    // Ended by the PDF, a line stays ended even when the next piece is on the same baseline.
    expect(pageText([at("one", 50, 700, { endsLine: true }), at("two", 70, 700)], "reading")).toBe(
      "one\n\ntwo",
    );
    expect(pageText([at("one", 50, 700), at("two", 70, 700)], "reading")).toBe("one two");
    expect(pageText([at("one", 50, 700), at("two", 50, 688)], "reading")).toBe("one two");
    // Back to the left on the same height: another column's line, its own paragraph.
    const backLeft = [at("Right part", 300, 700), at("Left part", 50, 700)];
    expect(pageText(backLeft, "reading")).toBe("Right part\n\nLeft part");
    const columns = [
      at("Left one", 50, 700),
      at("Left two", 50, 688),
      at("Right one", 300, 700),
      at("Right two", 300, 688),
    ];
    expect(pageText(columns, "reading")).toBe("Left one Left two\n\nRight one Right two");
  });

  it("parts a heading from its text by font size, and an indented first line from the one before", () => {
    const pieces = [
      at("Heading", 50, 700, { size: 14 }),
      at("Body text", 50, 684),
      at("Indented start", 70, 672),
    ];
    expect(pageText(pieces, "reading")).toBe("Heading\n\nBody text\n\nIndented start");
  });

  it("gives an empty page, or one of blank pieces, no text", () => {
    expect(pageText([], "reading")).toBe("");
    expect(pageText([at("   ", 50, 700), at("", 50, 690, { endsLine: true })], "reading")).toBe("");
  });
});

describe("pageText, layout", () => {
  it("puts each piece at its column and each line at its height, with empty lines for gaps", () => {
    const pieces = [
      at("Name", 50, 700),
      at("Price", 100, 700),
      at("Apples", 50, 688),
      at("1.20", 100, 688),
      at("Total", 50, 652),
    ];
    expect(pageText(pieces, "layout")).toBe("Name      Price\nApples    1.20\n\n\nTotal");
  });

  it("keeps pieces that would overlap apart by a space, and caps the empty lines at two", () => {
    const pieces = [at("Overlapping", 50, 700), at("text", 60, 700), at("Far below", 50, 100)];
    expect(pageText(pieces, "layout")).toBe("Overlapping text\n\n\nFar below");
  });
});

describe("withPiecesPlaced", () => {
  const form = [
    at("Application", 50, 720, { endsLine: true }),
    at("Name:", 50, 700, { endsLine: true }),
    at("City:", 50, 680, { endsLine: true }),
    at("Sign below.", 50, 640),
  ];

  it("puts a field's value after its label on the same baseline, and the rest of the page after", () => {
    const placed = withPiecesPlaced(form, [
      at("London", 100, 681, { endsLine: true }),
      at("Ada Lovelace", 100, 699, { endsLine: true }),
    ]);
    expect(pageText(placed, "reading")).toBe(
      "Application\n\nName: Ada Lovelace\n\nCity: London\n\nSign below.",
    );
    expect(placed.map((piece) => piece.text)).toEqual([
      "Application",
      "Name:",
      "Ada Lovelace",
      "City:",
      "London",
      "Sign below.",
    ]);
    expect(pageText(placed, "layout")).toContain("Name:     Ada Lovelace");
  });

  it("puts a value with no label on its line before the first piece below it, or at the end", () => {
    const placed = withPiecesPlaced(form, [at("Stamp", 300, 660), at("Footer", 50, 100)]);
    expect(placed.map((piece) => piece.text)).toEqual([
      "Application",
      "Name:",
      "City:",
      "Stamp",
      "Sign below.",
      "Footer",
    ]);
    expect(withPiecesPlaced([], [at("Only", 10, 10)]).map((piece) => piece.text)).toEqual(["Only"]);
  });
});
