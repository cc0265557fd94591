import { prettierReason, prettierToolError } from "./prettier-errors";
import { ToolError } from "~/lib/tool-error";

/** An error shaped like Prettier's: message with a code frame, 1-based loc.start. */
function prettierError(message: string, line: number, column: number) {
  return Object.assign(new SyntaxError(message), { loc: { start: { line, column } } });
}

describe("prettierReason", () => {
  it("keeps the first line and drops the (line:column) suffix", () => {
    expect(prettierReason("Unexpected token (1:9)\n> 1 | let a = ;\n    |         ^")).toBe(
      "Unexpected token",
    );
  });

  it("drops the CssSyntaxError prefix of postcss", () => {
    expect(prettierReason("CssSyntaxError: Unclosed block (1:1)")).toBe("Unclosed block");
  });

  it("drops the help link and the final full stop of the HTML parser's messages", () => {
    expect(
      prettierReason(
        'Unexpected closing tag "div". It may happen when the tag has already been closed by another tag. For more info see https://www.w3.org/TR/html5/syntax.html#closing-elements-that-have-implied-end-tags (1:12)',
      ),
    ).toBe(
      'Unexpected closing tag "div". It may happen when the tag has already been closed by another tag',
    );
    expect(prettierReason('Opening tag "div" not terminated. (1:1)')).toBe(
      'Opening tag "div" not terminated',
    );
  });
});

describe("prettierToolError", () => {
  it("says where the problem is, and keeps the position on the error", () => {
    const error = prettierToolError(prettierError("Unexpected token (2:13)\n> 2 | x", 2, 13));
    expect(error).toBeInstanceOf(ToolError);
    expect(error.message).toBe("Unexpected token at line 2, column 13");
    expect(error.line).toBe(2);
    expect(error.column).toBe(13);
  });

  it("keeps the reason alone when Prettier gives no position", () => {
    const error = prettierToolError(new Error('Couldn\'t resolve parser "css".'));
    expect(error.message).toBe('Couldn\'t resolve parser "css"');
    expect(error.line).toBeUndefined();
  });

  it("passes a ToolError through unchanged", () => {
    const original = new ToolError("already clear");
    expect(prettierToolError(original)).toBe(original);
  });
});
