// Where matched values sit in the JSON text, so the page can mark them in the Input. The text has
// already been read by JSON.parse, so it is valid: this walk follows only the branches that lead to
// a wanted location (RFC 9535 §2.7 paths) and jumps over everything else, finding string ends with
// indexOf, which is several times quicker than validating every character again.
import { decodeStringLiteral } from "~/lib/json/json-tree";

/** A value's characters in the text: `from` is its first, `to` the one after its last. */
export interface TextSpan {
  from: number;
  to: number;
}

/** A node's location: member names and array indexes from the root, as json-p3 reports them. */
export type JsonLocation = readonly (string | number)[];

/**
 * One step of the wanted locations as a tree: the wanted values that end here (indexes into the
 * caller's list), and the steps below.
 */
interface WantedStep {
  ends: number[];
  members: Map<string, WantedStep> | null;
  elements: Map<number, WantedStep> | null;
}

const newStep = (): WantedStep => ({ ends: [], members: null, elements: null });

function childStep<K>(children: Map<K, WantedStep>, key: K): WantedStep {
  let next = children.get(key);
  if (next === undefined) children.set(key, (next = newStep()));
  return next;
}

function wantedTree(locations: readonly JsonLocation[]): WantedStep {
  const root = newStep();
  locations.forEach((location, wanted) => {
    let step = root;
    for (const part of location) {
      step =
        typeof part === "number"
          ? childStep((step.elements ??= new Map()), part)
          : childStep((step.members ??= new Map()), part);
    }
    step.ends.push(wanted);
  });
  return root;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

function skipWhitespace(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
    else return i;
  }
}

/** The index after the string literal whose opening quote is at `start`. */
function stringEnd(text: string, start: number): number {
  let quote = text.indexOf('"', start + 1);
  for (;;) {
    // The quote closes the string unless an odd number of backslashes escapes it.
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    quote = text.indexOf('"', quote + 1);
  }
}

/** The index after the value starting at `i`. */
function skipValue(text: string, i: number): number {
  const first = text.charCodeAt(i);
  if (first === QUOTE) return stringEnd(text, i);
  if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
    // A number or a literal: it runs to the next separator, bracket or white space.
    let end = i + 1;
    for (;;) {
      const c = text.charCodeAt(end);
      if (c !== c || c === COMMA || c === CLOSE_BRACE || c === CLOSE_BRACKET || c <= 0x20)
        return end;
      end++;
    }
  }
  let depth = 0;
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = stringEnd(text, i);
      continue;
    }
    if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
    else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && --depth === 0) return i + 1;
    i++;
  }
}

/** An open object or array on the way to wanted values. */
interface OpenContainer {
  step: WantedStep;
  from: number;
  isArray: boolean;
  /** The index of the element being read (arrays). */
  index: number;
}

/**
 * The span of the value at each location, in the order given; null for a location the text has no
 * value at. The text must be one valid JSON value (JSON.parse accepted it; a leading byte order mark
 * is skipped). A key written twice keeps the span of its last value, as JSON.parse keeps that value.
 * One pass over the text, whatever the locations; no recursion, however deep they go.
 */
export function valueSpans(text: string, locations: readonly JsonLocation[]): (TextSpan | null)[] {
  const spans = new Array<TextSpan | null>(locations.length).fill(null);
  if (locations.length === 0) return spans;
  const mark = (step: WantedStep, from: number, to: number) => {
    for (const wanted of step.ends) spans[wanted] = { from, to };
  };
  const open: OpenContainer[] = [];
  let i = skipWhitespace(text, text.charCodeAt(0) === 0xfeff ? 1 : 0);
  let step: WantedStep | null = wantedTree(locations);

  // A container is opened only when its step goes on into its kind (members or elements).
  /** Moves `i` from the member's key to its value; returns the value's wanted step. */
  const readMember = (parent: OpenContainer): WantedStep | null => {
    const keyStart = i;
    const keyEnd = stringEnd(text, keyStart);
    i = skipWhitespace(text, skipWhitespace(text, keyEnd) + 1); // past the colon
    return parent.step.members!.get(decodeStringLiteral(text, keyStart, keyEnd)) ?? null;
  };
  const readElement = (parent: OpenContainer): WantedStep | null =>
    parent.step.elements!.get(++parent.index) ?? null;

  for (;;) {
    // A value starts at `i`; `step` is its wanted step, or null when nothing wanted is inside.
    const c = text.charCodeAt(i);
    const isObject = c === OPEN_BRACE;
    const isArray = c === OPEN_BRACKET;
    if (step !== null && ((isObject && step.members) || (isArray && step.elements))) {
      const container: OpenContainer = { step, from: i, isArray, index: -1 };
      i = skipWhitespace(text, i + 1);
      const closing = text.charCodeAt(i);
      if (closing !== CLOSE_BRACE && closing !== CLOSE_BRACKET) {
        open.push(container);
        step = isArray ? readElement(container) : readMember(container);
        continue;
      }
      i++;
      mark(container.step, container.from, i);
    } else {
      const from = i;
      i = skipValue(text, i);
      if (step !== null) mark(step, from, i);
    }
    // After a value: close containers until a comma starts the next value, or the root is done.
    for (;;) {
      const parent = open[open.length - 1];
      if (parent === undefined) return spans;
      i = skipWhitespace(text, i);
      if (text.charCodeAt(i) === COMMA) {
        i = skipWhitespace(text, i + 1);
        step = parent.isArray ? readElement(parent) : readMember(parent);
        break;
      }
      i++;
      open.pop();
      mark(parent.step, parent.from, i);
    }
  }
}
