// Test code lives in test-support/ (docs/code-layout.md), not beside the code it tests: every
// non-test file under app/ is reached from the site's entry points by imports, dynamic imports or
// `new URL(…, import.meta.url)` (workers, WebAssembly), so each one is part of what ships.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { resolveFile } from "./layers.js";

const ROOT = path.resolve(import.meta.dirname, "..");
const APP = path.join(ROOT, "app");
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bnew URL\(\s*)["']([^"'\n]+)["']/g;
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        SOURCE.test(entry.name) &&
        !TEST.test(entry.name) &&
        !entry.name.endsWith(".d.ts"),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// import.meta.glob("../../tools/<any folder>/step.ts"): Vite imports every file the pattern matches.
const GLOB = /\bimport\.meta\.glob(?:<[^>]*>)?\(\s*["']([^"'\n]+)["']/g;

/** The files under app/ that a glob pattern written in `file` matches (`*` within one folder). */
function globbed(file: string, pattern: string, sources: readonly string[]): string[] {
  const absolute = path.resolve(path.dirname(file), pattern);
  const matcher = new RegExp(
    `^${absolute
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join("[^/]*")}$`,
  );
  return sources.filter((source) => matcher.test(source));
}

/** The files reached from `entries` (react-router's root, entries and every route module). */
function reachedFrom(entries: string[]): Set<string> {
  const sources = sourcesUnder(APP);
  const reached = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    if (!SOURCE.test(file)) continue;
    const text = readFileSync(file, "utf8");
    for (const [, spec] of text.matchAll(SPECIFIER)) {
      const target = resolveFile(file, spec.split("?")[0]);
      if (target?.startsWith(APP)) queue.push(target);
    }
    for (const [, pattern] of text.matchAll(GLOB)) queue.push(...globbed(file, pattern, sources));
  }
  return reached;
}

it("every non-test file in app/ is imported by the shipped site", () => {
  const routeModules = [
    ...readFileSync(path.join(APP, "routes.ts"), "utf8").matchAll(/"(routes\/[^"]+\.tsx)"/g),
  ].map(([, file]) => path.join(APP, file));
  const toolRoutes = readdirSync(path.join(APP, "tools"))
    .map((slug) => path.join(APP, "tools", slug, "route.tsx"))
    .filter((file) => sourcesUnder(APP).includes(file));
  const entries = ["root.tsx", "routes.ts", "entry.client.tsx", "entry.server.tsx"]
    .map((file) => path.join(APP, file))
    .filter((file) => sourcesUnder(APP).includes(file));
  // Given by the build in place of a package's own file: lucide's icon factory
  // (build-tools/lucide-icon-factory.ts).
  const substitutes = [path.join(APP, "ui", "shell", "lucide-icon.ts")];
  const reached = reachedFrom([...entries, ...routeModules, ...toolRoutes, ...substitutes]);
  const unreached = sourcesUnder(APP)
    .filter((file) => !reached.has(file))
    .map((file) => path.relative(ROOT, file));
  expect(unreached).toEqual([]);
});
