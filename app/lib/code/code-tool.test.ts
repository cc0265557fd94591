import { type OptionField, optionsFrom } from "./code-tool";
import { INDENT_CHOICES, indentSettings, layoutSettings } from "./code-format-options";

interface Options {
  size: "s" | "m";
  bold: boolean;
}
const DEFAULTS: Options = { size: "m", bold: false };
const FIELDS: OptionField<Options>[] = [
  {
    kind: "select",
    key: "size",
    label: "Size",
    choices: [
      { value: "s", label: "Small" },
      { value: "m", label: "Medium" },
    ],
  },
  { kind: "checkbox", key: "bold", label: "Bold" },
];

describe("optionsFrom", () => {
  it("takes every stored value its field allows", () => {
    expect(optionsFrom({ size: "s", bold: true }, DEFAULTS, FIELDS)).toEqual({
      size: "s",
      bold: true,
    });
  });

  it("falls back to the default for a value missing or not among the field's choices", () => {
    expect(optionsFrom({ size: "xl" }, DEFAULTS, FIELDS)).toEqual(DEFAULTS);
    expect(optionsFrom({ bold: "yes" }, DEFAULTS, FIELDS)).toEqual(DEFAULTS);
  });

  it("drops values no field knows", () => {
    expect(optionsFrom({ bold: true, colour: "red" }, DEFAULTS, FIELDS)).toEqual({
      size: "m",
      bold: true,
    });
  });

  it("falls back to the defaults for anything that is not an object", () => {
    expect(optionsFrom(null, DEFAULTS, FIELDS)).toBe(DEFAULTS);
    expect(optionsFrom("s", DEFAULTS, FIELDS)).toBe(DEFAULTS);
  });
});

describe("layout settings", () => {
  it("turns each indent choice into Prettier's and sql-formatter's settings", () => {
    expect(INDENT_CHOICES.map((choice) => indentSettings(choice.value))).toEqual([
      { tabWidth: 2, useTabs: false },
      { tabWidth: 4, useTabs: false },
      { tabWidth: 2, useTabs: true },
    ]);
  });

  it("adds the print width as a number", () => {
    expect(layoutSettings({ indent: "4", printWidth: "120" })).toEqual({
      tabWidth: 4,
      useTabs: false,
      printWidth: 120,
    });
  });
});
