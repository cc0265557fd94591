#!/usr/bin/env node
// npm run new-tool -- <slug> --title "Title" --category <id> [--type <tool type>] [--group "<sidebar group>"]
//
// Writes a working text-in, text-out tool to start from, the way every tool here is made (README,
// "Adding a tool"): the pure core and its test, the worker, the page on the shared runtime
// (useToolRun, transformActions, the shared panels), the route module, an e2e spec, and the
// catalogue entry and details with status "planned". The page then shows "coming soon" until the
// tool is finished and its status set to "live"; every "TODO" it writes must be gone by then
// (app/catalogue/catalogue.test.ts checks the live tools).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import * as prettier from "prettier";

const CATEGORY_GROUPS = {
  formatters: "Code and Text Formatters",
  converters: "Data Converters",
  "encoders-decoders": "Encoding and Security",
  "developer-tools": "Developer Utilities",
  "calculators-counters": "Calculators and Finance",
};
const TOOL_TYPES = [
  "formatter",
  "converter",
  "validator",
  "generator",
  "utility",
  "calculator",
  "encoder",
];

const pascal = (slug) =>
  slug
    .split("-")
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join("");
const camel = (slug) => pascal(slug)[0].toLowerCase() + pascal(slug).slice(1);

/** The files of a new tool, by path relative to the repository. */
export function toolFiles({ slug, title }) {
  const Name = pascal(slug);
  const core = camel(slug);
  const dir = `app/tools/${slug}`;
  return {
    [`${dir}/${slug}.ts`]: `// ${title}: the pure core (no React, no DOM), run on the main thread for small input and in
// the worker for large. TODO: replace the example transformation with the tool's own.
import { ToolError } from "~/lib/tool-error";

export interface ${Name}Job {
  text: string;
  upperCase: boolean;
}

/** The example input the page starts with. */
export const SAMPLE_INPUT = "Hello, world";

export function ${core}({ text, upperCase }: ${Name}Job): string {
  if (text.includes("\\u0000")) throw new ToolError("The input holds a NUL character");
  return upperCase ? text.toUpperCase() : text;
}
`,
    [`${dir}/${slug}.test.ts`]: `// The core of ${title}, with the spec's examples (TODO: the spec's and the conformance data's).
import { ${core} } from "./${slug}";

it("transforms the sample", () => {
  expect(${core}({ text: "Hello, world", upperCase: true })).toBe("HELLO, WORLD");
  expect(${core}({ text: "Hello, world", upperCase: false })).toBe("Hello, world");
});

it("refuses bad input with a message", () => {
  expect(() => ${core}({ text: "a\\u0000b", upperCase: true })).toThrow("The input holds a NUL character");
});
`,
    [`${dir}/${slug}.worker.ts`]: `// Runs the core on input too large to follow every keystroke, off the main thread.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { ${core} } from "./${slug}";

exposeToWorker(${core});
`,
    [`${dir}/${Name}Tool.tsx`]: `// The ${title} page: the result follows every change; an input over LIVE_LIMIT_CHARS waits for
// the run button (Ctrl+Enter) and goes to the worker. The input is kept with the "remember input"
// setting; the options always are.
import { useMemo } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentState } from "~/hooks/persistent-state";
import { useToolRun } from "~/hooks/use-tool-run";
import { transformStatus } from "~/lib/text/text-stats";
import { ToolPage } from "~/ui/page/ToolPage";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { CheckboxOption, OptionsRow } from "~/ui/panels/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { transformActions } from "~/ui/runtime/transform-actions";
import { ${core}, type ${Name}Job, SAMPLE_INPUT } from "./${slug}";

/** Up to this many characters the result is computed on every change (TODO: measure the core). */
export const LIVE_LIMIT_CHARS = 200_000;

function createWorker() {
  return new Worker(new URL("./${slug}.worker.ts", import.meta.url), { type: "module" });
}

export function ${Name}Tool({ tool }: { tool: ToolEntry }) {
  const [text, setText] = usePersistentState(tool.path, "input", SAMPLE_INPUT);
  const [upperCase, setUpperCase] = usePersistentState(tool.path, "upperCase", true);
  const large = text.length > LIVE_LIMIT_CHARS;
  const job = useMemo<${Name}Job>(() => ({ text, upperCase }), [text, upperCase]);
  const transform = useToolRun({ job, large, compute: ${core}, createWorker });
  const output = transform.output ?? "";
  const outputActions = useOutputActions(output, "${slug}.txt");

  const runLabel = "Convert";
  const status = transformStatus(transform, { input: text, output, verb: "convert", runLabel });
  const { actions, shortcuts } = transformActions(transform, {
    runLabel,
    large,
    hasInput: text !== "",
    output,
    outputActions,
    onClear: () => {
      setText("");
      transform.reset();
    },
  });

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <CheckboxOption label="Upper case" checked={upperCase} onChange={setUpperCase} />
        </OptionsRow>
        <ErrorPanel message={transform.error} />
        <div className="grid gap-4 lg:grid-cols-2">
          <InputPanel value={text} onChange={setText} />
          <OutputPanel value={output} fileName="${slug}.txt" status={status} />
        </div>
      </div>
    </ToolPage>
  );
}
`,
    [`${dir}/route.tsx`]: `// /${slug}: the page is ${Name}Tool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { ${Name}Tool } from "./${Name}Tool";

export const loader = toolRouteData("/${slug}");
export const meta = toolRouteMeta;
export default toolRoute(${Name}Tool);
`,
    [`e2e/${slug}.spec.ts`]: `// /${slug} in the browser: what a user does with it, end to end. It runs once the tool is live.
// Budget: at most 30 s of browser tests for this tool in each engine (CI's reports/timings.json,
// perToolSeconds). Opening a page is most of a test's cost: check what a visit can in one test.
import { expect, test } from "@playwright/test";
import { getTool } from "../app/catalogue";

test.skip(getTool("/${slug}").status !== "live", "/${slug} is planned: its page says coming soon");

test("the input is converted as you type; bad input shows the message in the page", async ({
  page,
}) => {
  await page.goto("/${slug}");
  await page.getByLabel("Input", { exact: true }).fill("abc");
  await expect(page.getByLabel("Output", { exact: true })).toContainText("ABC");
  await page.getByLabel("Input", { exact: true }).fill("a\\u0000b");
  await expect(page.getByRole("alert")).toContainText("The input holds a NUL character");
});
`,
  };
}

function catalogueEntry({ slug, title, category, group, type, related }) {
  return `  {
    path: "/${slug}",
    title: "${title}",
    description: "TODO: one line, at most 110 characters, of what ${title} does in your browser.",
    icon: "Wrench",
    category: "${category}",
    sidebarGroup: "${group}",
    toolType: "${type}",
    keywords: ["todo-a", "todo-b", "todo-c", "todo-d"],
    related: ${JSON.stringify(related)},
    usageFactor: 1,
    status: "planned",
  },
`;
}

function detailsEntry(slug) {
  return `  "/${slug}": {
    features: ["TODO: a feature", "TODO: another feature", "TODO: a third feature"],
    useCases: ["TODO: a use case", "TODO: another use case"],
  },
`;
}

/** Inserts `text` before the line `closing` that ends the block opened by `opening`. */
function insertBeforeEnd(source, opening, closing, text) {
  const start = source.indexOf(opening);
  if (start < 0) throw new Error(`Cannot find ${opening.trim()}`);
  const end = source.indexOf(closing, start);
  return source.slice(0, end) + text + source.slice(end);
}

/** Writes `text` formatted as the repository's prettier config says (npm run lint checks it). */
async function writeFormatted(file, text) {
  const options = await prettier.resolveConfig(file);
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}

export async function scaffold(root, { slug, title, category, group, type }) {
  const at = (file) => path.join(root, file);
  if (existsSync(at(`app/tools/${slug}`))) throw new Error(`app/tools/${slug} exists already`);
  const toolsFile = at("app/catalogue/tools.ts");
  let tools = readFileSync(toolsFile, "utf8");
  if (tools.includes(`path: "/${slug}",`)) throw new Error(`/${slug} is in the catalogue already`);
  const sameCategory = [...tools.matchAll(/path: "([^"]+)",[^}]*?category: "([^"]+)"/g)]
    .filter(([, , id]) => id === category)
    .map(([, toolPath]) => toolPath);
  const related = sameCategory.slice(0, 3);
  tools = insertBeforeEnd(
    tools,
    "export const tools: ToolEntry[] = [",
    "\n];\n",
    `\n${catalogueEntry({ slug, title, category, group, type, related }).trimEnd()}`,
  );
  await writeFormatted(toolsFile, tools);

  const detailsFile = at("app/catalogue/tool-details.ts");
  const details = insertBeforeEnd(
    readFileSync(detailsFile, "utf8"),
    "export const toolDetails",
    "\n};\n",
    `\n${detailsEntry(slug).trimEnd()}`,
  );
  await writeFormatted(detailsFile, details);

  // The catalogue test knows the spec's routes; a route the spec does not list is named there.
  const testFile = at("app/catalogue/catalogue.test.ts");
  const catalogueTest = insertBeforeEnd(
    readFileSync(testFile, "utf8"),
    "const EXTRA_ROUTES: string[] = [",
    "\n];\n",
    `\n  // Not in the specification's route list: say here what asks for /${slug}.\n  "/${slug}",`,
  );
  await writeFormatted(testFile, catalogueTest);

  const written = toolFiles({ slug, title });
  for (const [file, text] of Object.entries(written)) {
    mkdirSync(path.dirname(at(file)), { recursive: true });
    await writeFormatted(at(file), text);
  }
  return [
    ...Object.keys(written),
    "app/catalogue/tools.ts",
    "app/catalogue/tool-details.ts",
    "app/catalogue/catalogue.test.ts",
  ];
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      title: { type: "string" },
      category: { type: "string" },
      group: { type: "string" },
      type: { type: "string", default: "utility" },
      root: { type: "string", default: path.resolve(import.meta.dirname, "..") },
    },
  });
  const [slug] = positionals;
  const usage =
    'Usage: npm run new-tool -- <slug> --title "Title" --category <id> [--type <tool type>] [--group "<sidebar group>"]';
  if (!slug || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(slug) || !values.title) {
    console.error(usage);
    process.exit(2);
  }
  if (!(values.category in CATEGORY_GROUPS)) {
    console.error(`--category is one of: ${Object.keys(CATEGORY_GROUPS).join(", ")}`);
    process.exit(2);
  }
  if (!TOOL_TYPES.includes(values.type)) {
    console.error(`--type is one of: ${TOOL_TYPES.join(", ")}`);
    process.exit(2);
  }
  const files = await scaffold(values.root, {
    slug,
    title: values.title,
    category: values.category,
    group: values.group ?? CATEGORY_GROUPS[values.category],
    type: values.type,
  });
  console.log(`Wrote /${slug} (status "planned"):\n  ${files.join("\n  ")}`);
  console.log(
    'Next: replace every TODO, write the core and its tests, add its adversarial-cores entry and main task, then set the status to "live" (README, Adding a tool).',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
