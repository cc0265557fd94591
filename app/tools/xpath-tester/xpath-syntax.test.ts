import { thrownMessage } from "../../../test-support/thrown-tool-error";
import { checkXPathSyntax } from "./xpath-syntax";

const bound = (prefix: string) => ["b", "p"].includes(prefix);
const check = (expression: string) => checkXPathSyntax(expression, bound);

function expectToolError(run: () => unknown, message: string) {
  expect(thrownMessage(run)).toBe(message);
}

describe("valid XPath 1.0", () => {
  it.each([
    "/",
    "//book",
    "/child::bookstore/descendant-or-self::node()/child::book[position() = last()]",
    "//b:book[@category='web']/b:title/text()",
    "//b:*",
    "@*",
    "..",
    "./a | ../b | /c",
    "count(//book) * 2 div 4 mod 3 - -1",
    "//book[price > 35 and not(@lang) or year <= 2003]",
    "(//a)[1]/b",
    "id('x')//p",
    "string(//book[1]/title)",
    'concat("a", \'b\', "c")',
    "processing-instruction('target')",
    "comment() | processing-instruction()",
    "namespace::*",
    "div div div", // an element named div, divided by an element named div
    "//div[mod mod 2 = 1]",
    "*  *  *",
    "a-b",
    ".5 + 4.",
    "xml:lang",
  ])("accepts %s", (expression) => {
    expect(() => check(expression)).not.toThrow();
  });

  it("gives a number written with a trailing point a zero, for the evaluator", () => {
    expect(check("4. + 1")).toBe("4.0 + 1");
  });

  it("returns other expressions unchanged", () => {
    expect(check("//book[1]")).toBe("//book[1]");
  });
});

describe("syntax errors name the problem and its position", () => {
  it("asks for an expression when there is none", () => {
    expectToolError(() => check("   "), "Enter an XPath expression");
  });

  it("reports an unexpected character", () => {
    expectToolError(() => check("//book#"), 'Unexpected character "#" at position 7');
  });

  it("reports a string that is not closed", () => {
    expectToolError(
      () => check("//a[@id='x]"),
      "The string starting at position 9 is not closed: add '",
    );
  });

  it("reports an unknown function", () => {
    expectToolError(
      () => check("//a[matches(., 'x')]"),
      "Unknown function matches() at position 5: XPath 1.0 has no such function",
    );
  });

  it("reports an unknown axis", () => {
    expectToolError(() => check("child::a/sibling::b"), 'Unknown axis "sibling::" at position 10');
  });

  it("reports a prefix missing from the namespace table", () => {
    expectToolError(
      () => check("//x:book"),
      'The namespace prefix "x" at position 3 is not declared: add it to the namespace table',
    );
  });

  it("always knows the xml prefix", () => {
    expect(() => check("//@xml:lang")).not.toThrow();
  });

  it("reports a predicate that is not closed", () => {
    expectToolError(
      () => check("//a[1"),
      'Expected "]" to close the "[" at position 4 but found the end of the expression at position 6',
    );
  });

  it("reports an empty predicate", () => {
    expectToolError(() => check("//a[]"), 'The predicate "[]" at position 4 is empty');
  });

  it("reports a missing operand", () => {
    expectToolError(
      () => check("1 +"),
      'Expected an operand after "+" at position 3, but the expression ends there',
    );
  });

  it("reports a path that ends after a slash", () => {
    expectToolError(
      () => check("/bookstore/"),
      'Expected a node test (a name, *, text() or node()) after "/", but the expression ends at position 12',
    );
  });

  it("reports a name test that cannot follow an axis", () => {
    expectToolError(
      () => check("self::-name"),
      'Expected a node test (a name, *, text() or node()) after "::" but found "-" at position 7',
    );
  });

  it("reports two steps without a slash between them", () => {
    expectToolError(
      () => check("//a b"),
      'Expected an operator (such as and, or, =, +, |) but found "b" at position 5',
    );
  });

  it("reports a parenthesis that is not closed", () => {
    expectToolError(
      () => check("count(//a"),
      'Expected "," or ")" in the call to count( at position 6 but found the end of the expression at position 10',
    );
  });

  it("reports a stray closing parenthesis", () => {
    expectToolError(
      () => check("//a)"),
      'Unexpected ")" at position 4: expected an operator or the end of the expression',
    );
  });

  it("reports a predicate on the abbreviated step . (not XPath 1.0)", () => {
    expectToolError(
      () => check(".[1]"),
      'A predicate cannot follow "." at position 2 in XPath 1.0: write self::node()[…] instead',
    );
  });

  it("reports a variable, which the tester cannot bind", () => {
    expectToolError(
      () => check("$price > 3"),
      "The variable $price at position 1 has no value: this tester does not define variables",
    );
  });

  it("explains that XPath 1.0 numbers have no exponent", () => {
    expectToolError(
      () => check("1.23e3"),
      "XPath 1.0 numbers have no exponent (e or E) at position 1: write 1230 instead of 1.23e3",
    );
    expectToolError(
      () => check("2 * 1e400"),
      "XPath 1.0 numbers have no exponent (e or E) at position 5",
    );
  });

  it("counts positions in characters of the expression, whitespace included", () => {
    expectToolError(
      () => check("  //a[ 1 ] ]"),
      'Unexpected "]" at position 12: expected an operator or the end of the expression',
    );
  });
});
