// How the client build groups the app's shared modules into chunks, to keep each page within its
// bundle budget (bench/bundle-size.mjs).
import { fileURLToPath } from "node:url";
import type { ChunkingContext, CodeSplittingGroup } from "rolldown";
import type { Plugin } from "vite";
import { tools } from "../app/catalogue/tools";

const APP_DIR = fileURLToPath(new URL("../app/", import.meta.url));

/** The app modules that `entry` imports statically, directly or through other app modules. */
function staticAppClosure(entry: string, ctx: ChunkingContext): Set<string> {
  const closure = new Set<string>();
  const pending = [...(ctx.getModuleInfo(entry)?.importedIds ?? [])];
  while (pending.length) {
    const id = pending.pop()!;
    if (closure.has(id) || !id.startsWith(APP_DIR)) continue;
    closure.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return closure;
}

/**
 * Two chunks instead of dozens of small ones: the page frame every page loads (what app/root.tsx
 * imports) and the tool frame, the shared modules that most tool pages load (the panels, hooks and
 * icons that at least TOOL_FRAME_SHARE of the live tools import). Left to automatic splitting they
 * were ~40 chunks of 0.1–5 KiB, each compressed on its own and each listed again in the route
 * manifest's import lists, which every page loads.
 */
const TOOL_FRAME_SHARE = 0.75;

/**
 * Shared by most tools but kept in chunks of their own: the run hook (1.2 KiB gz) and the text
 * input panel (0.75 KiB gz with its icon). The tools without a worker or a text input (mortgage,
 * currency, cheatsheets…) would load them for nothing: when two more text tools took the input
 * panel past TOOL_FRAME_SHARE, /mortgage-calculator went from 149.5 to 150.3 KiB, over its budget.
 */
const OWN_CHUNK = new Set([
  `${APP_DIR}hooks/use-tool-run.ts`,
  `${APP_DIR}ui/panels/InputPanel.tsx`,
]);

export function frameChunks(): CodeSplittingGroup[] {
  let pageFrame: Set<string> | undefined;
  let toolFrame: Set<string> | undefined;
  return [
    {
      debugName: "page-frame",
      name(moduleId, ctx) {
        pageFrame ??= staticAppClosure(`${APP_DIR}root.tsx`, ctx);
        return pageFrame.has(moduleId) ? "page-frame" : null;
      },
    },
    {
      debugName: "tool-frame",
      name(moduleId, ctx) {
        pageFrame ??= staticAppClosure(`${APP_DIR}root.tsx`, ctx);
        toolFrame ??= sharedByTools(ctx, pageFrame);
        return toolFrame.has(moduleId) ? "tool-frame" : null;
      },
      // What the frame imports from packages (icons) stays where the other pages can share it.
      includeDependenciesRecursively: false,
    },
  ];
}

function sharedByTools(ctx: ChunkingContext, pageFrame: Set<string>): Set<string> {
  const routes = tools
    .filter((tool) => tool.status === "live")
    .map((tool) => `${APP_DIR}tools${tool.path}/route.tsx`);
  // What the home, category and not-found pages load stays out: they must not load the tool frame.
  // A planned tool's "coming soon" page is a tool page and loads it: kept out too, the tool frame
  // lost ToolPage and the stored-state hooks to chunks of their own whenever a tool was planned,
  // 2.3 KiB gz more on every live tool's page (measured on /mortgage-calculator).
  const otherPages = ["home", "category", "not-found"].flatMap((page) => [
    ...staticAppClosure(`${APP_DIR}routes/${page}.tsx`, ctx),
  ]);
  const users = new Map<string, number>();
  for (const route of routes)
    for (const id of staticAppClosure(route, ctx))
      if (!pageFrame.has(id) && !id.startsWith(`${APP_DIR}tools/`) && !otherPages.includes(id))
        users.set(id, (users.get(id) ?? 0) + 1);
  return new Set(
    [...users]
      .filter(([id, count]) => count >= TOOL_FRAME_SHARE * routes.length && !OWN_CHUNK.has(id))
      .map(([id]) => id),
  );
}

/**
 * The tool frame's group leaves package dependencies out (includeDependenciesRecursively: false),
 * which Rolldown allows only when entry chunks may gain exports; React Router sets "exports-only"
 * for every environment, so this runs after it. Route modules keep all their own exports.
 */
export function entriesMayGainExports(): Plugin {
  return {
    name: "entries-may-gain-exports",
    enforce: "post",
    configEnvironment(name, config) {
      if (name !== "client") return;
      config.build ??= {};
      config.build.rollupOptions ??= {};
      config.build.rollupOptions.preserveEntrySignatures = "allow-extension";
    },
  };
}
