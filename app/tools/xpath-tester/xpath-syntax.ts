// Checks an XPath 1.0 expression against the grammar of the W3C recommendation (§2–§4, lexical rules
// §3.7) before it is evaluated, so a mistake is reported with its position (/xpath-tester).
import { ToolError } from "~/lib/tool-error";
import { NAME_CHAR_CLASS, NAME_START_CLASS } from "~/lib/xml/xml-names";

/** The core function library of XPath 1.0 (§4): anything else is an unknown function. */
export const XPATH_FUNCTIONS = new Set([
  "last",
  "position",
  "count",
  "id",
  "local-name",
  "namespace-uri",
  "name",
  "string",
  "concat",
  "starts-with",
  "contains",
  "substring-before",
  "substring-after",
  "substring",
  "string-length",
  "normalize-space",
  "translate",
  "boolean",
  "not",
  "true",
  "false",
  "lang",
  "number",
  "sum",
  "floor",
  "ceiling",
  "round",
]);

const AXES = new Set([
  "ancestor",
  "ancestor-or-self",
  "attribute",
  "child",
  "descendant",
  "descendant-or-self",
  "following",
  "following-sibling",
  "namespace",
  "parent",
  "preceding",
  "preceding-sibling",
  "self",
]);

const NODE_TYPES = new Set(["comment", "text", "processing-instruction", "node"]);
const OPERATOR_NAMES = new Set(["and", "or", "mod", "div"]);

type TokenKind =
  | "symbol" // ( ) [ ] . .. @ , :: / // | + - = != < <= > >= and the multiply *
  | "operator-name" // and, or, mod, div
  | "name-test" // *, prefix:*, QName
  | "node-type"
  | "function-name"
  | "axis-name"
  | "literal"
  | "number"
  | "variable"
  | "end";

interface Token {
  kind: TokenKind;
  text: string;
  /** 0-based index of the token's first character in the expression. */
  start: number;
}

// NCName: an XML Name without colons.
const NC_START = NAME_START_CLASS.replace(":", "");
const NC_CHAR = NAME_CHAR_CLASS.replace(":", "");
const NCNAME = new RegExp(`[${NC_START}][${NC_CHAR}]*`, "uy");
const WHOLE_NCNAME = new RegExp(`^[${NC_START}][${NC_CHAR}]*$`, "u");

/** Whether `text` is an NCName: an XML name without a colon, as namespace prefixes are. */
export function isNcName(text: string): boolean {
  return WHOLE_NCNAME.test(text);
}
const NUMBER = /[0-9]+(?:\.[0-9]*)?|\.[0-9]+/y;
const WHITESPACE = /[ \t\r\n]*/y;
const SYMBOLS = ["::", "..", "//", "!=", "<=", ">=", "(", ")", "[", "]", ".", "@", ",", "/"];
const SINGLE_OPERATORS = ["|", "+", "-", "=", "<", ">"];

/** What a position means to a user: 1-based, in characters of the expression. */
function at(index: number): string {
  return `position ${index + 1}`;
}

function describe(token: Token): string {
  return token.kind === "end" ? "the end of the expression" : `"${token.text}"`;
}

const EXPONENT_NUMBER = /(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)[eE][+-]?[0-9]+/y;

/** 1.23e3 is a number in XPath 2.0 and in libxml2, not in XPath 1.0: say how to write it instead. */
function exponentError(expression: string, start: number): ToolError {
  EXPONENT_NUMBER.lastIndex = start;
  const written = EXPONENT_NUMBER.exec(expression)?.[0];
  const value = written === undefined ? NaN : Number(written);
  const plain =
    Number.isFinite(value) && value !== 0 && Math.abs(value) >= 1e-6 && Math.abs(value) < 1e21
      ? value.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 })
      : null;
  const instead = written && plain ? `: write ${plain} instead of ${written}` : "";
  return new ToolError(`XPath 1.0 numbers have no exponent (e or E) at ${at(start)}${instead}`);
}

/** Splits the expression into tokens, applying the recommendation's disambiguation rules (§3.7). */
function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  const skipWhitespace = (from: number) => {
    WHITESPACE.lastIndex = from;
    WHITESPACE.exec(expression);
    return WHITESPACE.lastIndex;
  };
  const readNcName = (from: number): string | null => {
    NCNAME.lastIndex = from;
    return NCNAME.exec(expression)?.[0] ?? null;
  };
  // §3.7: after these (or at the start), * is a name test and a name is not an operator.
  const precedingAllowsName = () => {
    const previous = tokens.at(-1);
    if (!previous) return true;
    if (previous.kind === "operator-name") return true;
    if (previous.kind !== "symbol") return false;
    return !["..", ".", ")", "]"].includes(previous.text);
  };

  let position = skipWhitespace(0);
  while (position < expression.length) {
    const start = position;
    const char = expression[position];
    const push = (kind: TokenKind, text: string) => {
      tokens.push({ kind, text, start });
      position = skipWhitespace(start + text.length);
    };

    if (char === '"' || char === "'") {
      const end = expression.indexOf(char, start + 1);
      if (end < 0) {
        throw new ToolError(`The string starting at ${at(start)} is not closed: add ${char}`);
      }
      push("literal", expression.slice(start, end + 1));
      continue;
    }
    NUMBER.lastIndex = start;
    const number = NUMBER.exec(expression);
    if (number) {
      push("number", number[0]);
      continue;
    }
    if (char === "$") {
      const name = readQName(start + 1);
      if (!name) throw new ToolError(`Expected a variable name after "$" at ${at(start)}`);
      push("variable", "$" + name);
      continue;
    }
    if (char === "*") {
      push(precedingAllowsName() ? "name-test" : "symbol", "*");
      continue;
    }
    const symbol = SYMBOLS.find((s) => expression.startsWith(s, start));
    if (symbol) {
      push("symbol", symbol);
      continue;
    }
    if (SINGLE_OPERATORS.includes(char)) {
      push("symbol", char);
      continue;
    }
    const name = readNcName(start);
    if (name === null) {
      throw new ToolError(`Unexpected character "${char}" at ${at(start)}`);
    }
    if (!precedingAllowsName()) {
      const previous = tokens.at(-1)!;
      if (previous.kind === "number" && /^[eE][0-9]*$/.test(name)) {
        throw exponentError(expression, previous.start);
      }
      if (!OPERATOR_NAMES.has(name)) {
        throw new ToolError(
          `Expected an operator (such as and, or, =, +, |) but found "${name}" at ${at(start)}`,
        );
      }
      push("operator-name", name);
      continue;
    }
    // A name test may be prefix:* or prefix:local.
    let text = name;
    if (expression[start + name.length] === ":" && expression[start + name.length + 1] !== ":") {
      const afterColon = start + name.length + 1;
      if (expression[afterColon] === "*") text = `${name}:*`;
      else {
        const local = readNcName(afterColon);
        if (local === null) {
          throw new ToolError(`Expected a local name or * after "${name}:" at ${at(afterColon)}`);
        }
        text = `${name}:${local}`;
      }
    }
    const next = skipWhitespace(start + text.length);
    if (text === name && expression[next] === "(") {
      push(NODE_TYPES.has(name) ? "node-type" : "function-name", name);
    } else if (text !== name && !text.endsWith(":*") && expression[next] === "(") {
      push("function-name", text);
    } else if (text === name && expression.startsWith("::", next)) {
      push("axis-name", name);
    } else push("name-test", text);
  }
  tokens.push({ kind: "end", text: "", start: expression.length });
  return tokens;

  function readQName(from: number): string | null {
    const prefix = readNcName(from);
    if (prefix === null) return null;
    if (expression[from + prefix.length] !== ":") return prefix;
    const local = readNcName(from + prefix.length + 1);
    return local === null ? prefix : `${prefix}:${local}`;
  }
}

/**
 * Levels of parentheses, predicates and function calls an expression may nest. The check below (ten
 * calls per level) and the evaluator recurse once per level: 100,000 "(" overflowed the stack.
 */
export const MAX_XPATH_NESTING = 200;

/** Validates by recursive descent over XPath 1.0's grammar; each rule consumes what it accepts. */
class SyntaxChecker {
  private index = 0;
  private depth = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly isBoundPrefix: (prefix: string) => boolean,
  ) {}

  check(): void {
    if (this.peek().kind === "end") throw new ToolError("Enter an XPath expression");
    this.expr();
    const rest = this.peek();
    if (rest.kind !== "end") {
      throw new ToolError(
        `Unexpected ${describe(rest)} at ${at(rest.start)}: expected an operator or the end of the expression`,
      );
    }
  }

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)];
  }

  private isSymbol(text: string, token = this.peek()): boolean {
    return token.kind === "symbol" && token.text === text;
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== "end") this.index++;
    return token;
  }

  private expect(text: string, what: string): void {
    const token = this.peek();
    if (!this.isSymbol(text)) {
      throw new ToolError(`Expected ${what} but found ${describe(token)} at ${at(token.start)}`);
    }
    this.next();
  }

  private expr(): void {
    this.binary(0);
  }

  /** An expression inside `open` (a "(" or "["), one level deeper than the one around it. */
  private nestedExpr(open: Token): void {
    if (++this.depth > MAX_XPATH_NESTING) {
      throw new ToolError(
        `The expression nests too deeply: the "${open.text}" at ${at(open.start)} opens level ${this.depth} of parentheses, predicates and function calls (at most ${MAX_XPATH_NESTING})`,
      );
    }
    this.expr();
    this.depth--;
  }

  // Binary operators by precedence, loosest first (§3.4–§3.5).
  private static readonly LEVELS: readonly (readonly string[])[] = [
    ["or"],
    ["and"],
    ["=", "!="],
    ["<", "<=", ">", ">="],
    ["+", "-"],
    ["*", "div", "mod"],
  ];

  private binary(level: number): void {
    if (level === SyntaxChecker.LEVELS.length) {
      this.unary();
      return;
    }
    this.binary(level + 1);
    const operators = SyntaxChecker.LEVELS[level];
    while (this.isOperator(this.peek(), operators)) {
      this.next();
      this.requireOperand(level + 1);
    }
  }

  private isOperator(token: Token, operators: readonly string[]): boolean {
    return (
      (token.kind === "symbol" || token.kind === "operator-name") && operators.includes(token.text)
    );
  }

  private requireOperand(level: number): void {
    const operator = this.tokens[this.index - 1];
    if (this.peek().kind === "end") {
      throw new ToolError(
        `Expected an operand after "${operator.text}" at ${at(operator.start)}, but the expression ends there`,
      );
    }
    this.binary(level);
  }

  private unary(): void {
    while (this.isSymbol("-")) this.next();
    this.union();
  }

  private union(): void {
    this.path();
    while (this.isSymbol("|")) {
      this.next();
      this.path();
    }
  }

  private startsFilterExpression(token: Token): boolean {
    return (
      token.kind === "variable" ||
      token.kind === "literal" ||
      token.kind === "number" ||
      token.kind === "function-name" ||
      this.isSymbol("(", token)
    );
  }

  private path(): void {
    const token = this.peek();
    if (this.startsFilterExpression(token)) {
      this.primary();
      while (this.isSymbol("[")) this.predicate();
      if (this.isSymbol("/") || this.isSymbol("//")) {
        this.next();
        this.relativePath();
      }
      return;
    }
    if (this.isSymbol("/")) {
      this.next();
      if (this.startsStep(this.peek())) this.relativePath();
      return;
    }
    if (this.isSymbol("//")) {
      this.next();
      this.relativePath();
      return;
    }
    if (!this.startsStep(token)) {
      throw new ToolError(
        token.kind === "end"
          ? `The expression is incomplete: it ends at ${at(token.start)}`
          : `Unexpected ${describe(token)} at ${at(token.start)}: expected a path, a number, a string or a function call`,
      );
    }
    this.relativePath();
  }

  private startsStep(token: Token): boolean {
    return (
      token.kind === "name-test" ||
      token.kind === "node-type" ||
      token.kind === "axis-name" ||
      this.isSymbol("@", token) ||
      this.isSymbol(".", token) ||
      this.isSymbol("..", token)
    );
  }

  private relativePath(): void {
    this.step();
    while (this.isSymbol("/") || this.isSymbol("//")) {
      this.next();
      this.step();
    }
  }

  private step(): void {
    const token = this.peek();
    if (this.isSymbol(".") || this.isSymbol("..")) {
      this.next();
      if (this.isSymbol("[")) {
        throw new ToolError(
          `A predicate cannot follow "${token.text}" at ${at(this.peek().start)} in XPath 1.0: write self::node()[…] instead`,
        );
      }
      return;
    }
    if (token.kind === "axis-name") {
      if (!AXES.has(token.text)) {
        throw new ToolError(`Unknown axis "${token.text}::" at ${at(token.start)}`);
      }
      this.next();
      this.next(); // the "::" that made it an axis name
    } else if (this.isSymbol("@")) this.next();
    this.nodeTest();
    while (this.isSymbol("[")) this.predicate();
  }

  private nodeTest(): void {
    const token = this.peek();
    if (token.kind === "name-test") {
      this.checkPrefix(token);
      this.next();
      return;
    }
    if (token.kind === "node-type") {
      this.next();
      this.expect("(", `"(" after ${token.text}`);
      if (token.text === "processing-instruction" && this.peek().kind === "literal") this.next();
      this.expect(")", `")" to close ${token.text}(`);
      return;
    }
    const previous = this.index > 0 ? this.tokens[this.index - 1] : null;
    const after = previous ? ` after "${previous.text}"` : "";
    throw new ToolError(
      token.kind === "end"
        ? `Expected a node test (a name, *, text() or node())${after}, but the expression ends at ${at(token.start)}`
        : `Expected a node test (a name, *, text() or node())${after} but found ${describe(token)} at ${at(token.start)}`,
    );
  }

  private checkPrefix(token: Token): void {
    const colon = token.text.indexOf(":");
    if (colon < 0) return;
    const prefix = token.text.slice(0, colon);
    if (!this.isBoundPrefix(prefix)) {
      throw new ToolError(
        `The namespace prefix "${prefix}" at ${at(token.start)} is not declared: add it to the namespace table`,
      );
    }
  }

  private predicate(): void {
    const open = this.next();
    if (this.isSymbol("]")) {
      throw new ToolError(`The predicate "[]" at ${at(open.start)} is empty`);
    }
    if (this.peek().kind === "end") {
      throw new ToolError(
        `The "[" at ${at(open.start)} is not closed: the expression ends at ${at(this.peek().start)}`,
      );
    }
    this.nestedExpr(open);
    const close = this.peek();
    if (!this.isSymbol("]")) {
      throw new ToolError(
        `Expected "]" to close the "[" at ${at(open.start)} but found ${describe(close)} at ${at(close.start)}`,
      );
    }
    this.next();
  }

  private primary(): void {
    const token = this.next();
    if (token.kind === "variable") {
      throw new ToolError(
        `The variable ${token.text} at ${at(token.start)} has no value: this tester does not define variables`,
      );
    }
    if (token.kind === "literal" || token.kind === "number") return;
    if (this.isSymbol("(", token)) {
      if (this.isSymbol(")")) {
        throw new ToolError(`Expected an expression inside "()" at ${at(token.start)}`);
      }
      this.nestedExpr(token);
      const close = this.peek();
      if (!this.isSymbol(")")) {
        throw new ToolError(
          `Expected ")" to close the "(" at ${at(token.start)} but found ${describe(close)} at ${at(close.start)}`,
        );
      }
      this.next();
      return;
    }
    this.functionCall(token);
  }

  private functionCall(name: Token): void {
    if (name.text.includes(":")) this.checkPrefix(name);
    else if (!XPATH_FUNCTIONS.has(name.text)) {
      throw new ToolError(
        `Unknown function ${name.text}() at ${at(name.start)}: XPath 1.0 has no such function`,
      );
    }
    const open = this.next(); // "(" (the tokenizer saw it)
    if (this.isSymbol(")")) {
      this.next();
      return;
    }
    for (;;) {
      this.nestedExpr(open);
      if (this.isSymbol(",")) {
        this.next();
        continue;
      }
      const close = this.peek();
      if (!this.isSymbol(")")) {
        throw new ToolError(
          `Expected "," or ")" in the call to ${name.text}( at ${at(open.start)} but found ${describe(close)} at ${at(close.start)}`,
        );
      }
      this.next();
      return;
    }
  }
}

/**
 * Throws a ToolError naming the first syntax error and its 1-based position; otherwise returns the
 * expression as the evaluator reads it (a number written "4." becomes "4.0", which XPath allows but
 * the evaluator's own tokenizer does not). `isBoundPrefix` says which namespace prefixes may be used.
 */
export function checkXPathSyntax(
  expression: string,
  isBoundPrefix: (prefix: string) => boolean = () => false,
): string {
  const tokens = tokenize(expression);
  new SyntaxChecker(tokens, (prefix) => prefix === "xml" || isBoundPrefix(prefix)).check();
  let normalized = expression;
  for (const token of tokens.toReversed()) {
    if (token.kind === "number" && token.text.endsWith(".")) {
      const end = token.start + token.text.length;
      normalized = `${normalized.slice(0, end)}0${normalized.slice(end)}`;
    }
  }
  return normalized;
}
