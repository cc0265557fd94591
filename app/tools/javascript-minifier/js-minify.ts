// Minifies JavaScript with Terser (compress and mangle, each switchable) and measures the result.
// Reports sizes before, after and gzipped, and syntax errors with line and column.
import { minify } from "terser";
import { type MinifyResult, assertHasCode, measureMinified } from "~/lib/code/minified-size";
import { ToolError, errorMessage } from "~/lib/tool-error";
import type { JsMinifyOptions } from "./js-minify-options";

interface TerserParseError {
  message: string;
  line: number;
  /** Terser counts columns from 0. */
  col: number;
}

function isTerserParseError(error: unknown): error is TerserParseError {
  const e = error as Partial<TerserParseError> | null;
  return typeof e?.message === "string" && typeof e.line === "number" && typeof e.col === "number";
}

// Terser names the token's type: "Unexpected token: punc (;)", "Unexpected token: eof (undefined)".
const UNEXPECTED_TOKEN = /^Unexpected token: (\w+) \(([^]*)\)$/;

/** Terser's reason, reworded for people: the token itself, "end of input", a string in quotes. */
export function terserReason(message: string): string {
  const match = UNEXPECTED_TOKEN.exec(message);
  if (!match) return message;
  const [, type, value] = match;
  if (type === "eof") return "Unexpected end of input";
  if (type === "string") return `Unexpected string "${value}"`;
  return `Unexpected token ${value}`;
}

/** A Terser error as a ToolError: parse errors get a 1-based line and column. */
export function terserToolError(error: unknown): ToolError {
  if (!isTerserParseError(error)) return new ToolError(errorMessage(error));
  const line = error.line;
  const column = error.col + 1;
  return new ToolError(`${terserReason(error.message)} at line ${line}, column ${column}`, {
    line,
    column,
  });
}

export async function minifyJavaScript(
  source: string,
  options: JsMinifyOptions,
): Promise<MinifyResult> {
  assertHasCode(source, "JavaScript");
  let code: string;
  try {
    const result = await minify(source, {
      compress: options.compress,
      mangle: options.mangle,
      module: options.module,
      keep_fnames: options.keepNames,
      keep_classnames: options.keepNames,
      // Licence comments (/*! … */, @license, @preserve) stay, as their licences require.
      format: { comments: "some" },
    });
    code = result.code ?? "";
  } catch (error) {
    throw terserToolError(error);
  }
  return { code, sizes: await measureMinified(source, code), warnings: [] };
}
