// JSONPath and jq Tester, jq mode: runs a jq filter over the input with jq itself (compiled to
// WebAssembly, see jq-engine.ts) and returns each output as jq prints it; jq's errors are reported
// in jq's words.
import { ToolError, errorMessage } from "~/lib/tool-error";
import { type JqEngine, loadJqEngine } from "./jq-engine";
import { styleJqOutput } from "./jq-output";
import { INVALID_JSON_PREFIX } from "./input-messages";

export interface JqOptions {
  /** -c: each output on one line (otherwise indented by two spaces, as jq prints by default). */
  compact: boolean;
  /** -r: strings written without quotes. */
  rawOutput: boolean;
  /** -s: the input's values read into one array. */
  slurp: boolean;
  /** -n: the filter runs once on null; the input is read with `input` and `inputs`. */
  nullInput: boolean;
  /** -S: object keys sorted. */
  sortKeys: boolean;
}

export const DEFAULT_JQ_OPTIONS: JqOptions = {
  compact: false,
  rawOutput: false,
  slurp: false,
  nullInput: false,
  sortKeys: false,
};

export interface JqResult {
  /** Each value the filter produced, in order, as jq prints it with the options. */
  outputs: string[];
}

/**
 * jq keeps its argv on a 64 KiB WebAssembly stack; a longer filter would overflow it and leave the
 * instance broken, so it is refused first.
 */
export const MAX_FILTER_LENGTH = 20_000;
export const FILTER_TOO_LONG_MESSAGE = `The filter is longer than ${MAX_FILTER_LENGTH / 1000},000 characters`;

/** jq's name for its input in messages: it reads a file that jq-web calls inputString. */
const JQ_WEB_INPUT_NAME = /\(at inputString:/g;

/** What jq-web throws when jq exits with a non-zero status. */
interface JqExit {
  exitCode: number;
  stderr?: string;
}

const isJqExit = (error: unknown): error is JqExit =>
  typeof (error as JqExit | null)?.exitCode === "number";

/** jq's message for input it cannot read as JSON: "jq: parse error: {reason} at line L, column C". */
const JQ_PARSE_ERROR = /^jq: parse error: (.+) at line (\d+), column (\d+)$/m;

/**
 * The ToolError for jq's exit: jq's own message, naming its input <stdin> as the command line does;
 * input jq cannot read is reported in the words JSONPath mode uses, with jq's line and column.
 */
function jqError({ exitCode, stderr }: JqExit): ToolError {
  // jq-web trims jq's standard error (halt_error's message keeps no final newline, as in a terminal).
  const message = (stderr ?? "").replace(JQ_WEB_INPUT_NAME, "(at <stdin>:");
  const parseError = JQ_PARSE_ERROR.exec(message);
  if (parseError) {
    const [, reason, line, column] = parseError;
    return new ToolError(`${INVALID_JSON_PREFIX}${reason} at line ${line}, column ${column}`, {
      line: Number(line),
      column: Number(column),
    });
  }
  return new ToolError(message || `jq stopped with exit status ${exitCode}`);
}

function jqFlags(options: JqOptions): string[] {
  const flags = ["-c"];
  if (options.slurp) flags.push("-s");
  if (options.nullInput) flags.push("-n");
  if (options.sortKeys) flags.push("-S");
  return flags;
}

/**
 * Runs the jq filter over `json` (one or more JSON values, as jq reads them). jq's compile errors,
 * runtime errors and input errors are thrown as ToolError with jq's message.
 */
export async function runJq(
  json: string,
  filter: string,
  options: Partial<JqOptions> = {},
  loadEngine: () => Promise<JqEngine> = loadJqEngine,
): Promise<JqResult> {
  const settings = { ...DEFAULT_JQ_OPTIONS, ...options };
  if (filter.length > MAX_FILTER_LENGTH) throw new ToolError(FILTER_TOO_LONG_MESSAGE);
  const jq = await loadEngine();
  let stdout: string | undefined;
  try {
    stdout = jq.raw(json, filter, jqFlags(settings));
  } catch (error) {
    if (isJqExit(error)) throw jqError(error);
    throw new ToolError(`jq stopped: ${errorMessage(error)}`);
  }
  if (stdout === undefined || stdout === "") return { outputs: [] };
  return { outputs: stdout.split("\n").map((line) => styleJqOutput(line, settings)) };
}
