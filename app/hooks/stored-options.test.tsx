// @vitest-environment jsdom
// A code tool's options are fields of the page under their own names (a chain step's option names),
// besides the stored object: a link or "Then…" reads and writes one option by its name.
import { act, renderHook } from "@testing-library/react";
import type { OptionField } from "~/lib/code/code-tool";
import { INDENT_CHOICES, type IndentChoice } from "~/lib/code/indentation";
import { useStoredOptions } from "./stored-options";
import { toolFields } from "./tool-fields";

const TOOL = "/sql-formatter";

interface Options {
  dialect: string;
  keywordCase: string;
  indent: IndentChoice;
}

const DEFAULTS: Options = { dialect: "sql", keywordCase: "upper", indent: "2" };

const FIELDS: readonly OptionField<Options>[] = [
  {
    kind: "select",
    key: "dialect",
    label: "Dialect",
    choices: ["sql", "mysql"].map((value) => ({ value, label: value })),
  },
  {
    kind: "select",
    key: "keywordCase",
    label: "Keyword case",
    choices: ["upper", "lower"].map((value) => ({ value, label: value })),
  },
  { kind: "select", key: "indent", label: "Indent", choices: INDENT_CHOICES },
];

test("each option is a field under its key, read and written through the stored options", () => {
  const { result, unmount } = renderHook(() => useStoredOptions(TOOL, DEFAULTS, FIELDS));
  const fields = toolFields(TOOL);
  expect([...fields.keys()].sort()).toEqual(["dialect", "indent", "keywordCase", "options"]);
  expect(fields.get("keywordCase")?.read()).toBe("upper");
  act(() => fields.get("keywordCase")?.write("lower"));
  expect(result.current[0]).toEqual({ dialect: "sql", keywordCase: "lower", indent: "2" });
  expect(fields.get("keywordCase")?.read()).toBe("lower");
  expect(fields.get("dialect")?.accepts("mysql")).toBe(true);
  expect(fields.get("dialect")?.accepts("cobol")).toBe(false);
  act(() => fields.get("indent")?.write("8"));
  expect(result.current[0].indent).toBe("2");
  unmount();
  expect(toolFields(TOOL).size).toBe(0);
});
