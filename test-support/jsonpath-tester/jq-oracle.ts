// Test-only: Debian's jq (/usr/bin/jq, 1.6) as the reference for the jq mode: a filter run over an
// input with the options' command-line flags, as a user would type it. No page, core or worker imports it.
import { spawn, spawnSync } from "node:child_process";
import type { JqOptions } from "../../app/tools/jsonpath-tester/jq-query";

export const JQ_CLI = "/usr/bin/jq";

export interface JqCliRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** `jq --version`: "jq-1.6" on Debian 12. */
export function jqCliVersion(): string {
  return spawnSync(JQ_CLI, ["--version"], { encoding: "utf8" }).stdout.trim();
}

export function jqCliFlags(options: Partial<JqOptions> = {}): string[] {
  const flags: string[] = [];
  if (options.compact) flags.push("-c");
  if (options.rawOutput) flags.push("-r");
  if (options.slurp) flags.push("-s");
  if (options.nullInput) flags.push("-n");
  if (options.sortKeys) flags.push("-S");
  return flags;
}

/** Runs `jq FLAGS FILTER` with `input` on its standard input. */
export function runJqCli(
  input: string,
  filter: string,
  options?: Partial<JqOptions>,
): Promise<JqCliRun> {
  return new Promise((resolve, reject) => {
    const jq = spawn(JQ_CLI, [...jqCliFlags(options), filter]);
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    jq.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    jq.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
    // jq that fails to compile exits before reading its input: writing it then fails with EPIPE,
    // which is no failure of the run.
    jq.stdin.on("error", () => {});
    jq.on("error", reject);
    jq.on("close", (status, signal) => {
      if (status === null) reject(new Error(`${JQ_CLI} was stopped by ${signal}`));
      else
        resolve({
          status,
          stdout: Buffer.concat(stdout).toString(),
          stderr: Buffer.concat(stderr).toString(),
        });
    });
    jq.stdin.end(input);
  });
}

/** runJqCli for each case, a few at a time: each jq takes tens of milliseconds to start. */
export async function runJqCliAll(
  cases: readonly { input: string; filter: string; options?: Partial<JqOptions> }[],
  atOnce = 4,
): Promise<JqCliRun[]> {
  const runs: JqCliRun[] = new Array(cases.length);
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const at = next++;
      runs[at] = await runJqCli(cases[at].input, cases[at].filter, cases[at].options);
    }
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
  return runs;
}
