// The pattern explained token by token in plain English, from regjsparser's syntax tree; and where
// in the pattern a syntax error is. Loaded on first use (its own chunk): regjsparser is not small.
import { type AstNode, type RootNode, parse } from "regjsparser";
import { ToolError, errorMessage, isStackOverflow } from "~/lib/tool-error";
import { describeEscape, describeProperty, describeValue, quantity } from "./regex-words";

export interface ExplainedToken {
  /** The token as written in the pattern. */
  raw: string;
  start: number;
  end: number;
  text: string;
  children: ExplainedToken[];
}

const FEATURES = {
  lookbehind: true,
  namedGroups: true,
  unicodePropertyEscape: true,
  unicodeSet: true,
  modifiers: true,
} as const;

type Node = AstNode<typeof FEATURES> | ClassStrings | ClassString;
/** v-flag `\q{…}` nodes: regjsparser makes them but its types do not list them. */
interface ClassStrings {
  type: "classStrings";
  raw: string;
  range: [number, number];
  strings: ClassString[];
}
interface ClassString {
  type: "classString";
  raw: string;
  range: [number, number];
  characters: Node[];
}

export const TOO_DEEP_MESSAGE =
  "This pattern is nested too deeply to explain (the engine still runs it).";

/** Tokens beyond this are not explained (a pasted 100 KB pattern would make a page of them). */
export const MAX_TOKENS = 2_000;

class Explainer {
  private group = 0;
  tokens = 0;

  constructor(private readonly flags: string) {}

  token(
    node: { raw: string; range: [number, number] },
    text: string,
    children: ExplainedToken[] = [],
  ) {
    this.tokens++;
    return { raw: node.raw, start: node.range[0], end: node.range[1], text, children };
  }

  /** A sequence: runs of plain characters become one "the text …" token. */
  sequence(nodes: readonly Node[]): ExplainedToken[] {
    const out: ExplainedToken[] = [];
    for (let i = 0; i < nodes.length && this.tokens < MAX_TOKENS; i++) {
      const node = nodes[i];
      if (node.type === "value" && nodes[i + 1]?.type === "value") {
        let j = i;
        while (nodes[j + 1]?.type === "value") j++;
        const run = nodes.slice(i, j + 1) as Extract<Node, { type: "value" }>[];
        const literal = run.map((v) => String.fromCodePoint(v.codePoint)).join("");
        out.push(
          this.token(
            { raw: run.map((v) => v.raw).join(""), range: [run[0].range[0], run[j - i].range[1]] },
            `The text ${JSON.stringify(literal)}${this.caseNote(literal)}`,
          ),
        );
        i = j;
      } else {
        out.push(this.node(node));
      }
    }
    return out;
  }

  /** With the i flag, text that has letters matches them in either case. */
  private caseNote(text: string) {
    return this.flags.includes("i") && text.toLowerCase() !== text.toUpperCase()
      ? " (either case)"
      : "";
  }

  node(node: Node): ExplainedToken {
    switch (node.type) {
      case "disjunction":
        return this.token(
          node,
          `Either of ${node.body.length} alternatives (the first that matches wins)`,
          node.body.map((alternative, n) =>
            this.token(alternative, `Alternative ${n + 1}`, this.sequence(this.items(alternative))),
          ),
        );
      case "alternative":
        return this.token(node, "In sequence", this.sequence(node.body));
      case "group":
        return this.groupToken(node);
      case "quantifier": {
        const how = node.greedy
          ? "as many times as possible (greedy)"
          : "as few times as possible (lazy)";
        return this.token(
          node,
          `${quantity(node.min, node.max)}, ${how}:`,
          this.sequence(node.body),
        );
      }
      case "characterClass":
        return this.classToken(node);
      case "characterClassRange":
        return this.token(
          node,
          `A character from ${describeValue(node.min.codePoint)} to ${describeValue(node.max.codePoint)}`,
        );
      case "characterClassEscape":
        return this.token(node, describeEscape(node.value));
      case "unicodePropertyEscape":
        return this.token(node, describeProperty(node.value, node.negative));
      case "classStrings":
        return this.token(
          node,
          `One of the strings ${node.strings.map((s) => JSON.stringify(classString(s))).join(", ")}`,
        );
      case "classString":
        return this.token(node, `The string ${JSON.stringify(classString(node))}`);
      case "anchor":
        return this.token(node, this.anchorText(node.kind));
      case "dot":
        return this.token(
          node,
          this.flags.includes("s")
            ? "Any character, line breaks included (s flag)"
            : "Any character except a line break (\\n, \\r, \\u2028, \\u2029)",
        );
      case "reference":
        return this.token(
          node,
          node.name
            ? `The same text as group "${node.name.value}" matched (back-reference)`
            : `The same text as group ${node.matchIndex} matched (back-reference)`,
        );
      case "value":
        return this.token(
          node,
          `The character ${describeValue(node.codePoint)}${this.caseNote(String.fromCodePoint(node.codePoint))}`,
        );
    }
  }

  /** An alternative's items; any other node stands alone. */
  private items(node: Node): Node[] {
    return node.type === "alternative" ? node.body : [node];
  }

  private groupToken(node: Extract<Node, { type: "group" }>): ExplainedToken {
    let text: string;
    switch (node.behavior) {
      case "normal": {
        const number = ++this.group;
        text = node.name
          ? `Named capturing group "${node.name.value}" (group ${number})`
          : `Capturing group ${number}`;
        break;
      }
      case "lookahead":
        text = "Lookahead: what follows must match (nothing is consumed)";
        break;
      case "negativeLookahead":
        text = "Negative lookahead: what follows must not match";
        break;
      case "lookbehind":
        text = "Lookbehind: what precedes must match (nothing is consumed)";
        break;
      case "negativeLookbehind":
        text = "Negative lookbehind: what precedes must not match";
        break;
      default: {
        const modifiers = node.modifierFlags;
        const on = modifiers?.enabling ? `, flags ${modifiers.enabling} on` : "";
        const off = modifiers?.disabling ? `, flags ${modifiers.disabling} off` : "";
        text = `Non-capturing group${on}${off}`;
      }
    }
    return this.token(node, text, this.sequence(node.body));
  }

  private classToken(node: Extract<Node, { type: "characterClass" }>): ExplainedToken {
    const not = node.negative ? "not " : "";
    const text =
      node.kind === "intersection"
        ? `Any character ${not}in all of these sets (intersection, &&)`
        : node.kind === "subtraction"
          ? `Any character ${not}in the first set but none of the others (subtraction, --)`
          : node.body.length === 0
            ? node.negative
              ? "Any character at all (an empty negated class)"
              : "Nothing: an empty class never matches"
            : node.negative
              ? "Any character except these:"
              : "Any one of these:";
    return this.token(
      node,
      text,
      node.body.map((item) => this.node(item as Node)),
    );
  }

  private anchorText(kind: string): string {
    const multiline = this.flags.includes("m");
    switch (kind) {
      case "start":
        return multiline ? "Start of a line (m flag)" : "Start of the text";
      case "end":
        return multiline ? "End of a line (m flag)" : "End of the text";
      case "boundary":
        return "A word boundary (between a word character and a non-word character)";
      default:
        return "Not a word boundary";
    }
  }
}

function classString(node: ClassString): string {
  return node.characters
    .map((c) => (c.type === "value" ? String.fromCodePoint(c.codePoint) : c.raw))
    .join("");
}

export interface Explanation {
  tokens: ExplainedToken[];
  /** The pattern has more tokens than MAX_TOKENS: only the first are explained. */
  cut: boolean;
}

/** The pattern's explanation; throws regjsparser's error on a pattern it cannot parse. */
export function explainPattern(pattern: string, flags: string): Explanation {
  if (pattern === "") return { tokens: [], cut: false };
  try {
    const root = parse(pattern, flags, FEATURES) as RootNode<typeof FEATURES> as Node;
    const explainer = new Explainer(flags);
    const tokens =
      root.type === "alternative" ? explainer.sequence(root.body) : [explainer.node(root)];
    return { tokens, cut: explainer.tokens >= MAX_TOKENS };
  } catch (error) {
    // The parser (and the explainer) recurse once per nesting level.
    if (isStackOverflow(error)) throw new ToolError(TOO_DEEP_MESSAGE);
    // The engine accepted what regjsparser does not (it lags behind on new syntax).
    throw new ToolError(`The explainer cannot read this pattern: ${errorMessage(error)}`);
  }
}

/**
 * Where regjsparser stops on a pattern the engine rejected (0-based index in the pattern), or
 * null when it has no position or accepts the pattern (the engine is stricter in a few places,
 * such as unknown Unicode property names).
 */
export function syntaxErrorIndex(pattern: string, flags: string): number | null {
  try {
    parse(pattern, flags, FEATURES);
    return null;
  } catch (error) {
    const found = /at position (\d+)/.exec(error instanceof Error ? error.message : "");
    return found ? Math.min(Number(found[1]), pattern.length) : null;
  }
}
