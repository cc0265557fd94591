// The code layout's lint rules (docs/code-layout.md), as a local ESLint plugin:
//   layers/direction  imports point down only: routes → tools → ui, hooks → lib; a tool imports no
//                     other tool; lib imports neither React nor anything above it; test-support is
//                     for tests only.
//   layers/no-cycle   no file imports itself through other files (static, type-only or dynamic imports).
// Specifiers are resolved by path arithmetic: "~/x" is app/x, "./x" and "../x" are relative; packages
// are not followed. The import graph is read from disk once per lint run (and again for a file whose
// mtime changed), so the cycle rule costs one regex scan per file, not a parse per import.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const APP = path.join(ROOT, "app");

const rel = (abs) => path.relative(ROOT, abs).split(path.sep).join("/");
const isTestFile = (r) => /\.test\.(ts|tsx|mjs|js)$/.test(r);

/** The layer of a repository-relative path. */
export function layerOf(r) {
  if (r.startsWith("test-support/")) return { name: "test-support" };
  if (!r.startsWith("app/")) return { name: "outside" };
  const [, top, second] = r.split("/");
  if (top === "lib") return { name: "lib" };
  if (top === "hooks") return { name: "hooks" };
  if (top === "ui") return { name: "ui" };
  if (top === "catalogue") return { name: "catalogue" };
  if (top === "routes") return { name: "routes" };
  if (top === "tools")
    return second && r.split("/").length > 3
      ? { name: "tool", slug: second }
      : { name: "tools-top" };
  return { name: "shell" }; // root.tsx, entry.client.tsx, routes.ts
}

const MAY_IMPORT = {
  lib: ["lib"],
  hooks: ["lib", "hooks"],
  catalogue: ["lib", "catalogue"],
  ui: ["lib", "hooks", "ui", "catalogue"],
  tool: ["lib", "hooks", "ui", "catalogue", "tool"],
  routes: ["lib", "hooks", "ui", "catalogue", "routes"],
  shell: ["lib", "hooks", "ui", "catalogue", "routes", "shell"],
};
const FOLDER = {
  lib: "app/lib",
  hooks: "app/hooks",
  ui: "app/ui",
  catalogue: "app/catalogue",
  routes: "app/routes",
  tool: "app/tools/<slug>",
  "tools-top": "app/tools",
  shell: "the app shell",
  "test-support": "test-support",
};

/** The absolute path a specifier names (without probing extensions), or null for a package. */
export function targetOf(fromAbs, spec) {
  const bare = spec.split(/[?#]/)[0];
  if (bare.startsWith("~/")) return path.join(APP, bare.slice(2));
  if (bare === "." || bare === ".." || bare.startsWith("./") || bare.startsWith("../"))
    return path.resolve(path.dirname(fromAbs), bare);
  return null;
}

/** Why `from` may not import `to` (repository-relative paths), or null when it may. */
export function directionProblem(from, to) {
  const a = layerOf(from);
  const b = layerOf(to);
  if (b.name === "test-support")
    return a.name === "test-support" || a.name === "outside" || isTestFile(from)
      ? null
      : "test-support is imported only by tests (*.test.ts, e2e, bench), never by shipped code";
  if (a.name === "outside" || a.name === "test-support") return null;
  // Tests may also read the build's tooling (e.g. a generator they check committed output against).
  if (b.name === "outside")
    return isTestFile(from) ? null : `${FOLDER[a.name]} imports nothing outside app/ (${to})`;
  // A test sitting in app/tools/ (not in a tool's folder) may exercise several tools.
  if (a.name === "tools-top" && isTestFile(from)) return null;
  if (a.name === "tool" && b.name === "tool" && a.slug !== b.slug)
    return `a tool never imports another tool's folder: move what app/tools/${a.slug} and app/tools/${b.slug} share to app/lib or app/ui`;
  const allowed = MAY_IMPORT[a.name] ?? [];
  if (allowed.includes(b.name)) return null;
  return `imports point down only: ${FOLDER[a.name]} may import ${allowed.map((l) => FOLDER[l]).join(", ")}, not ${FOLDER[b.name]}`;
}

/** Import sources of a file's AST: static, re-exports and dynamic import("…"). */
function sourcesOf(node) {
  if (
    node.type === "ImportDeclaration" ||
    node.type === "ExportAllDeclaration" ||
    node.type === "ExportNamedDeclaration"
  )
    return node.source && typeof node.source.value === "string" ? node.source : null;
  if (
    node.type === "ImportExpression" &&
    node.source.type === "Literal" &&
    typeof node.source.value === "string"
  )
    return node.source;
  return null;
}

/** The visitor that calls `check` at every import, re-export and dynamic import. */
const onEveryImport = (check) => ({
  ImportDeclaration: check,
  ExportAllDeclaration: check,
  ExportNamedDeclaration: check,
  ImportExpression: check,
});

const direction = {
  meta: {
    type: "problem",
    docs: { description: "Imports point down the layers of docs/code-layout.md" },
    schema: [],
  },
  create(context) {
    const fromAbs = context.filename;
    const from = rel(fromAbs);
    if (from.startsWith("..")) return {};
    const inLib = layerOf(from).name === "lib";
    function check(node) {
      const source = sourcesOf(node);
      if (!source) return;
      const spec = source.value;
      if (inLib && /^react(-dom)?(\/|$)/.test(spec)) {
        const typeOnly =
          node.importKind === "type" ||
          node.exportKind === "type" ||
          (node.specifiers?.length > 0 &&
            node.specifiers.every((s) => s.importKind === "type" || s.exportKind === "type"));
        if (!typeOnly && node.type !== "ExportAllDeclaration")
          context.report({
            node: source,
            message: `app/lib is headless: React is used in app/hooks and components, not in lib ("${spec}")`,
          });
        return;
      }
      const target = targetOf(fromAbs, spec);
      if (!target) return;
      const problem = directionProblem(from, rel(target));
      if (problem) context.report({ node: source, message: `"${spec}": ${problem}` });
    }
    return onEveryImport(check);
  },
};

// --- Cycles --------------------------------------------------------------------------------
const PROBE = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx", "/index.js"];
const SPEC = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"'\n]+)["']/g;
const fileCache = new Map(); // abs → { mtime, edges }
const exists = new Map();

function isFile(abs) {
  let known = exists.get(abs);
  if (known === undefined) {
    try {
      known = statSync(abs).isFile();
    } catch {
      known = false;
    }
    exists.set(abs, known);
  }
  return known;
}

export function resolveFile(fromAbs, spec) {
  const target = targetOf(fromAbs, spec);
  if (!target) return null;
  for (const ext of PROBE) if (isFile(target + ext)) return target + ext;
  return null;
}

/** The files a file on disk imports (cached by mtime). */
function edgesOnDisk(abs) {
  let mtime;
  try {
    mtime = statSync(abs).mtimeMs;
  } catch {
    return [];
  }
  const hit = fileCache.get(abs);
  if (hit && hit.mtime === mtime) return hit.edges;
  const text = readFileSync(abs, "utf8");
  const edges = new Set();
  for (const m of text.matchAll(SPEC)) {
    const file = resolveFile(abs, m[1]);
    if (file) edges.add(file);
  }
  const result = [...edges];
  fileCache.set(abs, { mtime, edges: result });
  return result;
}

/** A path of files from `start` back to `goal`, or null: depth-first over the graph on disk. */
function pathBack(start, goal) {
  const seen = new Set([start]);
  const stack = [[start, [start]]];
  while (stack.length) {
    const [file, trail] = stack.pop();
    for (const next of edgesOnDisk(file)) {
      if (next === goal) return trail;
      if (seen.has(next) || !/\.(ts|tsx|js|mjs)$/.test(next)) continue;
      seen.add(next);
      stack.push([next, [...trail, next]]);
    }
  }
  return null;
}

const noCycle = {
  meta: {
    type: "problem",
    docs: { description: "No import cycles (static, type-only or dynamic)" },
    schema: [],
  },
  create(context) {
    const fromAbs = context.filename;
    if (rel(fromAbs).startsWith("..")) return {};
    function check(node) {
      const source = sourcesOf(node);
      if (!source) return;
      const target = resolveFile(fromAbs, source.value);
      if (!target || target === fromAbs) return;
      const trail = pathBack(target, fromAbs);
      if (trail)
        context.report({
          node: source,
          message: `Import cycle: ${[fromAbs, ...trail, fromAbs].map(rel).join(" → ")}. Move what both need into a module of its own.`,
        });
    }
    return onEveryImport(check);
  },
};

export default {
  meta: { name: "layers" },
  rules: { direction, "no-cycle": noCycle },
};
