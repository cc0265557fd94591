// Minifies CSS with csso (restructuring optional) and measures the result; what the parser had to
// skip is listed as warnings with line and column.
import { type CssNode, syntax } from "csso";
import { type MinifyResult, assertHasCode, measureMinified } from "~/lib/code/minified-size";
import { linesAndColumns } from "~/lib/tool-error";
import type { CssMinifyOptions } from "./css-minify-options";

/** css-tree's token types for { and } (css-tree/lib/tokenizer/types.js). */
const LEFT_CURLY_BRACKET = 23;
const RIGHT_CURLY_BRACKET = 24;

/** Beyond this many, warnings end with a count of the rest: a broken 1 MB file could list thousands. */
export const MAX_WARNINGS = 50;

interface Warning {
  line: number;
  column: number;
  message: string;
}

/**
 * Blocks still open at the end of the input. CSS closes them silently (so does csso), but a
 * missing } usually means the rules after it were meant to be outside the block.
 */
function unclosedBlocks(source: string): Warning[] {
  const open: number[] = [];
  syntax.tokenize(source, (type, start) => {
    if (type === LEFT_CURLY_BRACKET) open.push(start);
    else if (type === RIGHT_CURLY_BRACKET) open.pop();
  });
  // The offsets ascend: their lines are counted in one pass (one pass per "{" made 100,000
  // unclosed "{" take 30 s and more).
  return linesAndColumns(source, open).map((position) => ({
    ...position,
    message: "Unclosed block",
  }));
}

function describeWarnings(warnings: Warning[]): string[] {
  const sorted = [...warnings].sort((a, b) => a.line - b.line || a.column - b.column);
  const shown = sorted
    .slice(0, MAX_WARNINGS)
    .map((w) => `${w.message} at line ${w.line}, column ${w.column}`);
  if (sorted.length > MAX_WARNINGS) shown.push(`… and ${sorted.length - MAX_WARNINGS} more`);
  return shown;
}

// `background: none` (or transparent, repeat, scroll): all its longhands take their initial values.
const DEFAULT_BACKGROUND_WORDS = new Set(["none", "transparent", "repeat", "scroll"]);

function isDefaultsOnlyBackground(declaration: CssNode): boolean {
  if (String(declaration.property).toLowerCase() !== "background") return false;
  let onlyDefaults = true;
  syntax.walk(declaration.value as CssNode, {
    enter(node) {
      if (node.type === "Value") return;
      if (node.type !== "Identifier" || !DEFAULT_BACKGROUND_WORDS.has(String(node.name)))
        onlyDefaults = false;
    },
  });
  return onlyDefaults;
}

/**
 * Two csso rewrites keep the rendering but change a computed value, which the cascade test (and
 * any script reading getComputedStyle) sees: `0%` becomes `0` (background-position "0% 0%" turns
 * into "0px 0px") and `background: none` becomes `background: 0 0`. Written as raw text, csso
 * leaves those values alone.
 */
function keepComputedValues(ast: CssNode): void {
  syntax.walk(ast, {
    visit: "Declaration",
    enter(declaration) {
      if (isDefaultsOnlyBackground(declaration)) {
        declaration.value = { type: "Raw", value: "none" };
        return;
      }
      syntax.walk(declaration.value as CssNode, {
        visit: "Percentage",
        enter(node, item) {
          if (item && Number(node.value) === 0) item.data = { type: "Raw", value: "0%" };
        },
      });
    },
  });
}

export async function minifyCss(source: string, options: CssMinifyOptions): Promise<MinifyResult> {
  assertHasCode(source, "CSS");
  const warnings: Warning[] = [];
  const ast = syntax.parse(source, {
    onParseError: ({ message, line, column }) => warnings.push({ message, line, column }),
  });
  keepComputedValues(ast);
  const compressed = syntax.compress(ast, {
    restructure: options.restructure,
    comments: options.keepLicenseComments ? "exclamation" : false,
  }).ast;
  const code = syntax.generate(compressed);
  warnings.push(...unclosedBlocks(source));
  return { code, sizes: await measureMinified(source, code), warnings: describeWarnings(warnings) };
}
