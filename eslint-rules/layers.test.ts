// The lint config holds the code layout (docs/code-layout.md): ESLint, run through its Node API
// with the repository's eslint.config.js, rejects an upward import, a tool importing another tool,
// React in lib, test-support in shipped code, and an import cycle (fixture files on disk).
import { readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";

const ROOT = path.resolve(import.meta.dirname, "..");
// ignore: false, so the fixtures (ignored in the normal lint) are linted here.
const eslint = new ESLint({ cwd: ROOT, ignore: false });

// Loading the config (typescript-eslint and the other plugins) takes seconds on a busy machine.
beforeAll(
  () => eslint.lintText("export {};\n", { filePath: path.join(ROOT, "app/lib/warm-up.ts") }),
  60_000,
);

async function layoutErrors(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages
    .filter((m) => m.ruleId?.startsWith("layers/"))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe("layers/direction", () => {
  it("rejects a lib file importing from app/ui", async () => {
    const errors = await layoutErrors(
      'import { ToolPage } from "~/ui/page/ToolPage";\nexport const page = ToolPage;\n',
      "app/lib/text/upward.ts",
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /^layers\/direction: "~\/ui\/page\/ToolPage": imports point down only: app\/lib may import app\/lib, not app\/ui$/,
      ),
    ]);
  });

  it("rejects a relative upward import as well", async () => {
    const errors = await layoutErrors(
      'import { usePersistentState } from "../../hooks/persistent-state";\nexport const use = usePersistentState;\n',
      "app/lib/json/upward.ts",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("app/lib may import app/lib, not app/hooks");
  });

  it("rejects a hook importing a component", async () => {
    const errors = await layoutErrors(
      'import { ToolPage } from "~/ui/page/ToolPage";\nexport const page = ToolPage;\n',
      "app/hooks/use-upward.ts",
    );
    expect(errors).toHaveLength(1);
  });

  it("rejects a tool importing another tool's folder", async () => {
    const errors = await layoutErrors(
      'import { csvToJson } from "~/tools/csv-to-json-converter/csv-to-json";\nexport const f = csvToJson;\n',
      "app/tools/csv-to-xml-converter/borrowed.ts",
    );
    expect(errors).toEqual([expect.stringContaining("a tool never imports another tool's folder")]);
  });

  it("rejects React at runtime in lib but lets a type through", async () => {
    const code =
      'import { useState } from "react";\nimport type { ReactNode } from "react";\nexport const s = useState;\nexport type N = ReactNode;\n';
    const errors = await layoutErrors(code, "app/lib/page/stateful.ts");
    expect(errors).toEqual([
      expect.stringContaining('React is used in app/hooks and components, not in lib ("react")'),
    ]);
  });

  it("keeps test-support out of shipped code but lets tests use it", async () => {
    const code =
      'import { seededRandom } from "../../../test-support/random";\nexport const r = seededRandom;\n';
    expect(await layoutErrors(code, "app/tools/text-escaper/shipped.ts")).toEqual([
      expect.stringContaining("test-support is imported only by tests"),
    ]);
    expect(await layoutErrors(code, "app/tools/text-escaper/shipped.test.ts")).toEqual([]);
  });

  it("accepts imports that point down", async () => {
    const code =
      'import { ToolError } from "~/lib/tool-error";\nimport { usePersistentState } from "~/hooks/persistent-state";\nimport { ToolPage } from "~/ui/page/ToolPage";\nimport { tools } from "~/catalogue";\nimport { local } from "./local";\nexport const all = [ToolError, usePersistentState, ToolPage, tools, local];\n';
    expect(await layoutErrors(code, "app/tools/json-formatter/example.tsx")).toEqual([]);
  });
});

describe("layers/no-cycle", () => {
  const fixture = (name: string) => path.join("eslint-rules/fixtures", name);
  const source = (name: string) => readFileSync(path.join(ROOT, fixture(name)), "utf8");

  it("rejects a two-file cycle, type-only imports included", async () => {
    expect(await layoutErrors(source("cycle-a.ts"), fixture("cycle-a.ts"))).toEqual([
      "layers/no-cycle: Import cycle: eslint-rules/fixtures/cycle-a.ts → eslint-rules/fixtures/cycle-b.ts → eslint-rules/fixtures/cycle-a.ts. Move what both need into a module of its own.",
    ]);
    expect(await layoutErrors(source("cycle-b.ts"), fixture("cycle-b.ts"))).toHaveLength(1);
  });

  it("accepts a file whose imports do not lead back to it", async () => {
    expect(await layoutErrors(source("no-cycle.ts"), fixture("no-cycle.ts"))).toEqual([]);
  });
});
