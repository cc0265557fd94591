// The chain's core, without React or the DOM: what a chain is, checking one that came from a link
// or storage, which tools "Add step" offers after a step, running the steps one after another, the
// chain's link, and named recipes kept on this device.
import { errorMessage } from "~/lib/tool-error";
import {
  SharedStateError,
  type SharedState,
  decodeState,
  encodeState,
  FRAGMENT_KEY,
} from "~/lib/share/state-link";
import { type StepDeclaration, rejectedOptions, resolvedOptions } from "./step-declaration";

export const CHAIN_PATH = "/chain";

/**
 * One step: the tool's path, its options by the names its page stores them under, and whether it
 * is switched off (then its input passes through unchanged). `off` is left out when the step is on,
 * which keeps links short.
 */
export interface ChainStep {
  tool: string;
  options: Record<string, unknown>;
  off?: true;
}

/** More steps than anyone chains by hand; a link with more is refused rather than run. */
export const MAX_STEPS = 20;

export const CHAIN_STEPS_MESSAGE =
  "This chain's steps could not be read (made by another version, or edited), so nothing was changed.";
export const CHAIN_TOO_LONG_MESSAGE = `A chain has at most ${MAX_STEPS} steps, so nothing was changed.`;
export const CHAIN_UNKNOWN_TOOL_MESSAGE = (tool: string) =>
  `This chain has a step this site cannot run (${tool}), so nothing was changed.`;
export const CHAIN_LINK_OTHER_TOOL_MESSAGE =
  "This link is for another tool, not a chain, so nothing was changed.";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The steps `value` holds (from a link, a recipe or storage), or what is wrong with them. Each step
 * needs a tool this site declares a step for (`hasTool`); its options are checked when it runs,
 * against the tool's declaration, which this check does not load.
 */
export function readSteps(
  value: unknown,
  hasTool: (path: string) => boolean,
): { steps: ChainStep[] } | { problem: string } {
  if (!Array.isArray(value)) return { problem: CHAIN_STEPS_MESSAGE };
  if (value.length > MAX_STEPS) return { problem: CHAIN_TOO_LONG_MESSAGE };
  const steps: ChainStep[] = [];
  for (const item of value) {
    if (!isRecord(item) || typeof item.tool !== "string" || !isRecord(item.options))
      return { problem: CHAIN_STEPS_MESSAGE };
    if (item.off !== undefined && item.off !== true) return { problem: CHAIN_STEPS_MESSAGE };
    if (Object.keys(item).some((key) => key !== "tool" && key !== "options" && key !== "off"))
      return { problem: CHAIN_STEPS_MESSAGE };
    if (!hasTool(item.tool)) return { problem: CHAIN_UNKNOWN_TOOL_MESSAGE(item.tool) };
    steps.push(
      item.off
        ? { tool: item.tool, options: item.options, off: true }
        : { tool: item.tool, options: item.options },
    );
  }
  return { steps };
}

// --- "Add step": which tools take the previous step's result ---------------------------------

/** What the catalogue says a tool takes and gives (DataKind names; every kind is text). */
export interface KindedTool {
  path: string;
  accepts?: readonly string[];
  produces?: readonly string[];
}

/**
 * Whether a tool that takes `accepted` can follow a result of the `produced` kinds. A tool taking
 * "text" takes any kind; a result that is only "text" (a decoded Base64, a URL-decoded string) may
 * be any kind, so every tool may follow it; otherwise a kind must be in both.
 */
export function takesResult(produced: readonly string[], accepted: readonly string[]): boolean {
  if (accepted.includes("text")) return true;
  if (produced.length === 0 || produced.every((kind) => kind === "text")) return true;
  return produced.some((kind) => accepted.includes(kind));
}

/**
 * The tools "Add step" offers after `previous` (the last step's tool, or null for the first step,
 * whose input is whatever the user typed): those with a step declaration whose input takes its result.
 */
export function toolsOffered<T extends KindedTool>(
  previous: T | null,
  candidates: readonly T[],
  hasTool: (path: string) => boolean,
): T[] {
  return candidates.filter(
    (tool) =>
      hasTool(tool.path) &&
      tool.accepts !== undefined &&
      (previous === null || takesResult(previous.produces ?? ["text"], tool.accepts)),
  );
}

// --- Running ----------------------------------------------------------------------------------

/** A step that failed: which one (1-based, as listed) and the tool's own message. */
export class ChainStepError extends Error {
  constructor(
    readonly stepNumber: number,
    readonly toolTitle: string,
    readonly toolMessage: string,
    /** What the step threw (a tool's ToolError for bad input; anything else is a bug). */
    cause?: unknown,
  ) {
    super(`Step ${stepNumber}, ${toolTitle}: ${toolMessage}`, { cause });
    this.name = "ChainStepError";
  }
}

export interface ChainRunContext {
  load: (tool: string) => Promise<StepDeclaration>;
  titleOf: (tool: string) => string;
  /** Each step's result as it is made (a step switched off passes its input on unchanged). */
  onStep?: (index: number, output: string) => void | Promise<void>;
}

/** Runs the steps in turn on `input`; the last step's result, or a ChainStepError naming the step. */
export async function runChain(
  input: string,
  steps: readonly ChainStep[],
  { load, titleOf, onStep }: ChainRunContext,
): Promise<string> {
  let text = input;
  for (const [index, step] of steps.entries()) {
    // Empty input gives empty output, as on the tools' pages (the JSON Formatter says nothing).
    if (!step.off && text !== "") {
      try {
        const declaration = await load(step.tool);
        const unknown = rejectedOptions(declaration.options, step.options);
        if (unknown.length > 0)
          throw new Error(`These options are not the tool's: ${unknown.join(", ")}`);
        text = await declaration.run(text, resolvedOptions(declaration.options, step.options));
      } catch (error) {
        throw new ChainStepError(index + 1, titleOf(step.tool), errorMessage(error), error);
      }
    }
    await onStep?.(index, text);
  }
  return text;
}

// --- The link ---------------------------------------------------------------------------------

/**
 * A chain as a share state: the /chain page's own fields, `steps` always and `input` only when the
 * user includes it, exactly as the page's Share writes them. A tool's "Then…" makes one with that
 * tool as the first step (its page's field values are the step's options, by the same names).
 */
export function chainState(steps: readonly ChainStep[], input?: string): SharedState {
  const fields: Record<string, unknown> = { steps };
  if (input !== undefined) fields.input = input;
  return { tool: CHAIN_PATH, fields };
}

/** The link to the /chain page at `origin` holding the chain (`#share=v1.…`, docs/share-links.md). */
export async function chainLink(
  origin: string,
  steps: readonly ChainStep[],
  input?: string,
): Promise<string> {
  return `${origin}${CHAIN_PATH}#${FRAGMENT_KEY}=${await encodeState(chainState(steps, input))}`;
}

/**
 * The chain a link's fragment value holds; a SharedStateError with the message to show otherwise
 * (damaged, newer, another tool's, steps that cannot be read). Nothing is changed by a failure.
 */
export async function readChainLink(
  fragmentValue: string,
  hasTool: (path: string) => boolean,
): Promise<{ steps: ChainStep[]; input?: string }> {
  const state = await decodeState(fragmentValue);
  if (state.tool !== CHAIN_PATH) throw new SharedStateError(CHAIN_LINK_OTHER_TOOL_MESSAGE);
  const read = readSteps(state.fields.steps, hasTool);
  if ("problem" in read) throw new SharedStateError(read.problem);
  const { input } = state.fields;
  if (input !== undefined && typeof input !== "string")
    throw new SharedStateError(CHAIN_STEPS_MESSAGE);
  return input === undefined ? { steps: read.steps } : { steps: read.steps, input };
}

// --- Recipes: named chains on this device --------------------------------------------------------

export const RECIPES_KEY = "chain:recipes";

export interface Recipe {
  name: string;
  steps: ChainStep[];
}

export const RECIPE_NAME_MESSAGE = "Give the recipe a name.";
export const RECIPE_SAVE_FAILED_MESSAGE = "This browser does not let the site store the recipe.";

/** The recipes kept in `storage`, by name; ones that cannot be read (another version) are skipped. */
export function loadRecipes(storage: Storage, hasTool: (path: string) => boolean): Recipe[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(RECIPES_KEY) ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const recipes: Recipe[] = [];
  for (const item of parsed) {
    if (!isRecord(item) || typeof item.name !== "string") continue;
    const read = readSteps(item.steps, hasTool);
    if ("steps" in read) recipes.push({ name: item.name, steps: read.steps });
  }
  return recipes.sort((a, b) => a.name.localeCompare(b.name));
}

function storeRecipes(storage: Storage, recipes: readonly Recipe[]): void {
  try {
    storage.setItem(RECIPES_KEY, JSON.stringify(recipes));
  } catch {
    throw new Error(RECIPE_SAVE_FAILED_MESSAGE);
  }
}

/** Keeps `steps` under `name` (trimmed), replacing a recipe of that name; the recipes after. */
export function saveRecipe(
  storage: Storage,
  name: string,
  steps: readonly ChainStep[],
  hasTool: (path: string) => boolean,
): Recipe[] {
  const trimmed = name.trim();
  if (trimmed === "") throw new Error(RECIPE_NAME_MESSAGE);
  const others = loadRecipes(storage, hasTool).filter((recipe) => recipe.name !== trimmed);
  storeRecipes(storage, [...others, { name: trimmed, steps: [...steps] }]);
  return loadRecipes(storage, hasTool);
}

export function deleteRecipe(
  storage: Storage,
  name: string,
  hasTool: (path: string) => boolean,
): Recipe[] {
  storeRecipes(
    storage,
    loadRecipes(storage, hasTool).filter((recipe) => recipe.name !== name),
  );
  return loadRecipes(storage, hasTool);
}
