// `npm run test:changed`: the quick loop before a commit. Runs what a change can break, in minutes:
// lint and format of the changed files, the typecheck, the unit tests that import a changed file
// (Vitest's --changed), a build, then the browser tests of each tool the change touched — its own
// spec file, its page contract, input hand-over and share round trip, its main task — in Chromium,
// and its pages and tasks in Firefox ESR and WebKitGTK.
// A change outside a tool's own files (app/ui, app/hooks, app/lib, the catalogue, the e2e helpers)
// can break any page: the script says so and the full run (`npm test`) is the check to run.
// Usage: node scripts/test-changed.mjs [--since <git revision>] [--no-engines]
//   --since: compare with that revision (default: HEAD, i.e. what is not committed yet).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const since = option("since", "HEAD");
const git = (...args) =>
  execFileSync("git", args, { encoding: "utf8" }).split("\n").filter(Boolean);
const changed = [
  ...new Set([
    ...git("diff", "--name-only", since),
    ...git("ls-files", "--others", "--exclude-standard"),
  ]),
].filter((file) => existsSync(file));

if (changed.length === 0) {
  console.log(`Nothing changed since ${since}.`);
  process.exit(0);
}

/** The tool a file belongs to, by its folder or its spec's name; null for shared code. */
function toolOf(file) {
  const match =
    /^app\/tools\/([a-z0-9-]+)\//.exec(file) ??
    /^test-support\/([a-z0-9-]+)\//.exec(file) ??
    /^e2e\/([a-z0-9-]+)\.spec\.ts$/.exec(file);
  return match && existsSync(`app/tools/${match[1]}`) ? match[1] : null;
}
const tools = [...new Set(changed.map(toolOf).filter(Boolean))];
const shared = changed.filter(
  (file) => !toolOf(file) && /^(app|e2e|e2e-engines|test-support)\//.test(file),
);

let failed = false;
const run = (label, command, args) => {
  console.log(`\n=== ${label}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: "inherit" });
  console.log(
    `=== ${label}: ${status === 0 ? "passed" : "FAILED"} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (status !== 0) failed = true;
  return status === 0;
};

const lintable = changed.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));
if (lintable.length) run("lint", "npx", ["eslint", ...lintable]);
run("format", "npx", ["prettier", "--check", "--ignore-unknown", ...changed]);
run("typecheck", "npm", ["run", "typecheck"]);
run("unit", "npx", ["vitest", "run", "--changed", since]);

if (tools.length) {
  if (run("build", "npm", ["run", "build"])) {
    const paths = tools.map((slug) => `/${slug}`);
    const ownSpecs = tools.map((slug) => `e2e/${slug}.spec.ts`).filter((spec) => existsSync(spec));
    if (ownSpecs.length)
      run("browser, the tools' own tests", "npx", ["playwright", "test", ...ownSpecs]);
    // The tests written once for every page, by title ("/json-formatter: …").
    run("browser, every page's checks of these tools", "npx", [
      "playwright",
      "test",
      "e2e/page-contract.spec.ts",
      "e2e/main-tasks.spec.ts",
      "--grep",
      `(${paths.map((path) => path.replace(/[-/]/g, "\\$&")).join("|")}):`,
    ]);
    if (!process.argv.includes("--no-engines"))
      run("Firefox ESR and WebKitGTK", "node", ["e2e-engines/run.mjs", "--pages", paths.join(",")]);
  }
}

console.log(
  `\nChanged since ${since}: ${changed.length} files; tools: ${tools.join(", ") || "none"}.`,
);
if (shared.length)
  console.log(
    `Shared code changed (${shared.slice(0, 5).join(", ")}${shared.length > 5 ? ", …" : ""}): ` +
      "it can break any page, so run the full suite (npm test) before you submit.",
  );
process.exit(failed ? 1 : 0);
