// Times every live tool's core on the adversarial inputs (100,000-character runs of one character,
// nested openers, unclosed delimiters, random strings of special characters) in node, and records
// the worst case per tool in bench/results/adversarial.json. The cores and inputs are the property
// test's (test-support/adversarial-cores.ts), loaded through jiti.
// Each tool runs in a child process, so a core that exhausts memory is recorded, not fatal.
// Usage: node bench/adversarial.mjs [--tools css-minifier,xpath-tester]
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { createJiti } from "jiti";

const ROOT = path.resolve(import.meta.dirname, "..");
// Vite's "?url" import of jq's WebAssembly (jq-engine.ts) means nothing to node: the cores here load
// jq through node's require (test-support/jsonpath-tester/jq-node.ts), so the URL is only a path.
const JQ_WASM_URL = path.join(ROOT, "bench", "jq-wasm-url.mjs");
const jiti = createJiti(import.meta.url, {
  alias: { "~": path.join(ROOT, "app"), "jq-web/jq.wasm?url": JQ_WASM_URL },
});
const { ADVERSARIAL_CORES, ADVERSARIAL_LENGTH, SPECIAL_CHARACTERS, adversarialInputs } =
  await jiti.import(path.join(ROOT, "test-support/adversarial-cores.ts"));
const { ToolError } = await jiti.import(path.join(ROOT, "app/lib/tool-error.ts"));

const argument = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : null;
};
const only = argument("--tools") ? new Set(argument("--tools").split(",")) : null;
const child = argument("--child"); // the one tool this process times

const unit = fc.constantFrom(...SPECIAL_CHARACTERS, "b", "Z", "é", "\u{1F600}");
const randomInputs = fc
  .sample(fc.string({ unit, minLength: ADVERSARIAL_LENGTH, maxLength: ADVERSARIAL_LENGTH }), {
    seed: 17,
    numRuns: 2,
  })
  .map((input, i) => ({ name: `random ${i + 1}`, input }));
const inputs = [...adversarialInputs(), ...randomInputs];

/** Milliseconds of one run, and how it ended: "result", "ToolError" or the other error's name. */
async function time(run, input) {
  const started = performance.now();
  let outcome = "result";
  try {
    await run(input);
  } catch (error) {
    outcome = error instanceof ToolError ? "ToolError" : `${error?.name}: ${error?.message}`;
  }
  return { ms: performance.now() - started, outcome };
}

/** Times one tool on every input; prints each input's name before running it (for a crash). */
async function timeTool({ run }) {
  await time(run, "warm up"); // the first call loads and compiles the library
  const cases = [];
  for (const { name, input } of inputs) {
    console.error(`input: ${name}`);
    cases.push({ input: name, ...(await time(run, input)) });
  }
  return cases;
}

if (child) {
  const cases = await timeTool(ADVERSARIAL_CORES.find((core) => core.tool === child));
  console.log(JSON.stringify(cases));
  process.exit(0);
}

const loadBefore = os.loadavg()[0];
const tools = [];
for (const { tool } of ADVERSARIAL_CORES) {
  if (only && !only.has(tool)) continue;
  const answer = spawnSync(process.execPath, [import.meta.filename, "--child", tool], {
    encoding: "utf8",
    maxBuffer: 1 << 26,
  });
  let cases;
  try {
    cases = JSON.parse(answer.stdout);
  } catch {
    const last = [...answer.stderr.matchAll(/^input: (.*)$/gm)].pop()?.[1] ?? "warm up";
    cases = [
      {
        input: last,
        ms: Number.NaN,
        outcome: `process died (${answer.signal ?? answer.status}), out of memory?`,
      },
    ];
  }
  cases.sort((a, b) => (Number.isNaN(a.ms) ? -1 : Number.isNaN(b.ms) ? 1 : b.ms - a.ms));
  const worst = cases[0];
  const unexpected = cases.filter((c) => c.outcome !== "result" && c.outcome !== "ToolError");
  const perThousand = (worst.ms * 1000) / ADVERSARIAL_LENGTH;
  tools.push({
    tool,
    worstInput: worst.input,
    worstMs: Number.isNaN(worst.ms) ? null : Math.round(worst.ms),
    msPer1000Chars: Number.isNaN(worst.ms) ? null : Number(perThousand.toFixed(2)),
    medianMs: Math.round(cases[Math.floor(cases.length / 2)].ms),
    unexpectedErrors: unexpected.map((c) => `${c.input}: ${c.outcome}`),
  });
  console.log(
    `${tool.padEnd(28)} ${String(Math.round(worst.ms)).padStart(6)} ms  ${perThousand
      .toFixed(2)
      .padStart(
        6,
      )} ms/1k chars  (${worst.input})${unexpected.length ? "  UNEXPECTED: " + unexpected[0].outcome.slice(0, 60) : ""}`,
  );
}

const result = {
  what: "Worst time of each tool's core over the adversarial inputs, in node (bench/adversarial.mjs)",
  measuredAt: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    loadAverage1mBefore: loadBefore,
    loadAverage1mAfter: os.loadavg()[0],
  },
  node: process.version,
  inputChars: ADVERSARIAL_LENGTH,
  inputs: inputs.map((i) => i.name),
  tools,
};
if (!only) {
  mkdirSync(path.join(ROOT, "bench", "results"), { recursive: true });
  writeFileSync(
    path.join(ROOT, "bench", "results", "adversarial.json"),
    JSON.stringify(result, null, 2) + "\n",
  );
}
const failed = tools.filter((t) => t.unexpectedErrors.length > 0);
for (const t of failed) console.error(`${t.tool}: ${t.unexpectedErrors.join("; ")}`);
process.exitCode = failed.length > 0 ? 1 : 0;
