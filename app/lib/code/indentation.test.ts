import { INDENTATION_CHOICES, LineLayout, indentUnit } from "./indentation";

describe("the Indentation option (spec §3)", () => {
  it.each([
    [2, "  "],
    [0, ""],
    ["4", "    "],
    [" 3 ", "   "],
    [16, " ".repeat(16)],
  ])("makes the number %j that many spaces", (value, unit) => {
    expect(indentUnit(value)).toBe(unit);
  });

  it.each(["tab", "", "two", -1, 2.5, 17, "1e1", NaN])(
    "makes anything else (%j) a tab",
    (value) => {
      expect(indentUnit(value)).toBe("\t");
    },
  );

  it("offers choices that each mean what their label says", () => {
    for (const { value, label } of INDENTATION_CHOICES) {
      const unit = indentUnit(value);
      if (label === "Tab") expect(unit).toBe("\t");
      else expect(unit).toBe(" ".repeat(Number(value)));
    }
  });

  it("lays lines out with a line break, or none at all when compact", () => {
    const layout = new LineLayout(2);
    expect([layout.newline, layout.indent(0), layout.indent(3)]).toEqual(["\n", "", "      "]);
    expect(new LineLayout(0).newline).toBe("");
  });
});
