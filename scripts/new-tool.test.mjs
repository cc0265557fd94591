// npm run new-tool keeps the README's "Adding a tool" true: a tool it scaffolds, in a copy of the
// repository, type-checks, passes the linter (layers, hooks, format) and its own and the catalogue's
// unit tests, with no hand edit.
import { execFileSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { scaffold } from "./new-tool.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const SLUG = "scaffold-check";

let workspace;
afterAll(() => workspace && rmSync(workspace, { recursive: true, force: true }));

/** A copy of the repository's files (tracked and new, not ignored) beside ../shared, as CI has it. */
function copyOfRepository() {
  workspace = mkdtempSync(path.join(tmpdir(), "new-tool-"));
  const project = path.join(workspace, "project");
  const files = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    {
      cwd: ROOT,
      encoding: "utf8",
    },
  )
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(ROOT, file);
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    try {
      cpSync(from, path.join(project, file));
    } catch {
      // A tracked file deleted in the working tree: nothing to copy.
    }
  }
  symlinkSync(path.join(ROOT, "node_modules"), path.join(project, "node_modules"));
  symlinkSync(realpathSync(path.join(ROOT, "../shared")), path.join(workspace, "shared"));
  return project;
}

const run = (cwd, command, args) =>
  execFileSync(command, args, {
    cwd,
    encoding: "utf8",
    stdio: "pipe",
    env: { ...process.env, CI: "", FORCE_COLOR: "0", NO_COLOR: "1" },
  });

it("writes a tool that type-checks, lints and passes its tests as written", async () => {
  const project = copyOfRepository();
  const written = await scaffold(project, {
    slug: SLUG,
    title: "Scaffold Check",
    category: "converters",
    group: "Data Converters",
    type: "converter",
  });
  expect(written).toContain(`app/tools/${SLUG}/route.tsx`);
  expect(written).toContain(`e2e/${SLUG}.spec.ts`);
  run(project, "npx", ["react-router", "typegen"]);
  // The new files, the catalogue and the route table, with everything they import: the rest of the
  // repository is what the type-check phase checks (a whole-project tsc here took 40–50 s of CPU).
  writeFileSync(
    path.join(project, "tsconfig.scaffold.json"),
    JSON.stringify({
      extends: "./tsconfig.json",
      include: [
        ".react-router/types/+future.ts",
        `app/tools/${SLUG}/**/*`,
        `e2e/${SLUG}.spec.ts`,
        "app/catalogue/**/*",
        "app/routes.ts",
      ],
    }),
  );
  run(project, "npx", ["tsc", "--noEmit", "-p", "tsconfig.scaffold.json"]);
  run(project, "npx", ["eslint", `app/tools/${SLUG}`, `e2e/${SLUG}.spec.ts`, "app/catalogue"]);
  run(project, "npx", [
    "prettier",
    "--check",
    `app/tools/${SLUG}`,
    `e2e/${SLUG}.spec.ts`,
    "app/catalogue",
  ]);
  const tests = run(project, "npx", [
    "vitest",
    "run",
    "--reporter=dot",
    // CI is unset for the commands above; a loaded machine still needs CI's time per test.
    "--testTimeout=30000",
    `app/tools/${SLUG}`,
    "app/catalogue",
    "eslint-rules/shipped-files.test.ts",
  ]);
  expect(tests).toMatch(/Tests\s+\d+ passed/);
}, 300_000);
