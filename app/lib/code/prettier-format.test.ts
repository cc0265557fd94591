import { ToolError } from "~/lib/tool-error";
import { formatWithPrettier, loadBabel, loadEstree, withoutJsonParsers } from "./prettier-format";

describe("withoutJsonParsers", () => {
  it("removes every JSON parser of the Babel plugin and keeps the JavaScript ones", async () => {
    const babel = await import("prettier/plugins/babel");
    const names = Object.keys(withoutJsonParsers(babel).parsers ?? {});
    expect(names).toContain("babel");
    expect(names.filter((name) => name.includes("json"))).toEqual([]);
    expect(Object.keys(babel.parsers)).toContain("json");
  });
});

describe("formatWithPrettier", () => {
  it("formats with the plugins it is given", async () => {
    expect(await formatWithPrettier("a=1", { parser: "babel" }, [loadBabel, loadEstree])).toBe(
      "a = 1;\n",
    );
  });

  it("cannot format JSON, even with the Babel plugin loaded", async () => {
    await expect(
      formatWithPrettier("[1,,2]", { parser: "json" }, [loadBabel, loadEstree]),
    ).rejects.toThrow(ToolError);
  });
});
