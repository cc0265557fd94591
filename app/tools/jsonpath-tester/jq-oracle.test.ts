// The jq mode against Debian's jq 1.6 (/usr/bin/jq) on 121 filters: where jq prints, the page's
// outputs joined one a line are exactly jq's standard output (indented, compact, raw, sorted keys,
// slurped and null-input runs); where jq fails, the page fails with jq's message. The few places where
// the page's jq (1.7 series) differs from 1.6 are held by their own tests.
import { rejectedToolError } from "../../../test-support/thrown-tool-error";
import {
  JQ_CASES,
  KNOWN_DIFFERENCES,
  type JqCase,
} from "../../../test-support/jsonpath-tester/jq-cases";
import { loadNodeJq } from "../../../test-support/jsonpath-tester/jq-node";
import {
  JQ_CLI,
  type JqCliRun,
  jqCliVersion,
  runJqCli,
  runJqCliAll,
} from "../../../test-support/jsonpath-tester/jq-oracle";
import { runJq } from "./jq-query";

const run = (c: JqCase) => runJq(c.input, c.filter, c.options, loadNodeJq);

/** Debian's jq on every case, in the cases' order. */
let cliRuns: JqCliRun[] = [];
const cli = (c: JqCase) => cliRuns[JQ_CASES.indexOf(c)];

beforeAll(async () => {
  cliRuns = await runJqCliAll(JQ_CASES);
}, 30_000);

/** jq's standard output for the page's outputs: each followed by a newline. */
const asStdout = (outputs: string[]) => outputs.map((output) => `${output}\n`).join("");

/** A compile error as jq 1.6 words it (see KNOWN_DIFFERENCES.endOfFilter). */
const asJq16 = (message: string) => message.replaceAll("unexpected end of file", "unexpected $end");

describe("jq mode against Debian's jq", () => {
  it(`runs ${JQ_CLI}, version 1.6`, () => {
    expect(jqCliVersion()).toBe("jq-1.6");
  });

  it("has 121 cases, 14 of them failures, over every option", () => {
    const failing = JQ_CASES.filter((c) => cli(c).status !== 0);
    expect([JQ_CASES.length, failing.length]).toEqual([121, 14]);
  });

  it("prints exactly what jq prints for every filter jq runs", async () => {
    const differences: string[] = [];
    for (const c of JQ_CASES) {
      const expected = cli(c);
      if (expected.status !== 0) continue;
      const actual = await run(c).then(
        (result) => asStdout(result.outputs),
        (error: unknown) => `failed: ${String(error)}`,
      );
      if (actual !== expected.stdout)
        differences.push(`${c.filter}: ${actual} instead of ${expected.stdout}`);
    }
    expect(differences).toEqual([]);
  }, 30_000);

  it("fails with jq's own message wherever jq fails", async () => {
    const differences: string[] = [];
    for (const c of JQ_CASES) {
      const expected = cli(c);
      if (expected.status === 0) continue;
      const error = await rejectedToolError(() => run(c));
      if (asJq16(error.message) !== expected.stderr.trim()) {
        differences.push(`${c.filter}: ${error.message} instead of ${expected.stderr}`);
      }
    }
    expect(differences).toEqual([]);
  }, 30_000);
});

describe("where the page's jq differs from jq 1.6", () => {
  it("has no leaf_paths, which jq 1.6 has", async () => {
    const c = KNOWN_DIFFERENCES.removedBuiltin;
    expect((await runJqCli(c.input, c.filter)).stdout).toBe("21\n");
    expect((await rejectedToolError(() => run(c))).message).toMatch(
      /^jq: error: leaf_paths\/0 is not defined at <top-level>, line 1:/,
    );
  });

  it("prints number literals as written, where jq 1.6 prints their doubles", async () => {
    const c = KNOWN_DIFFERENCES.numberLiterals;
    expect((await runJqCli(c.input, c.filter)).stdout).toBe(
      "1\n100\n1e+20\n1.7976931348623157e+308\n0.1\n",
    );
    expect(asStdout((await run(c)).outputs)).toBe(
      "1.000\n1E+2\n100000000000000000001\n1E+1000\n0.10\n",
    );
  });

  it('calls the end of the filter "end of file" in a syntax error', async () => {
    const c = KNOWN_DIFFERENCES.endOfFilter;
    expect((await runJqCli(c.input, c.filter)).stderr).toContain("unexpected $end");
    expect((await rejectedToolError(() => run(c))).message).toContain("unexpected end of file");
  });
});
