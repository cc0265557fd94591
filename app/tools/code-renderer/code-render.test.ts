import { SAMPLE_CODE } from "./CodeRendererTool";
import { highlightedTokens } from "./code-render";

/** Each line as "text|colour" per token: what the picture draws. */
const drawn = (lines: { text: string; color?: string }[][]) =>
  lines.map((tokens) => tokens.map((token) => `${token.text}|${token.color}`).join(" "));

describe("highlightedTokens", () => {
  it("colours every line to its end however slowly the engine runs", async () => {
    const atFullSpeed = drawn(
      (await highlightedTokens(SAMPLE_CODE, "typescript", "github-dark")).lines,
    );
    // A clock that moves a second per reading: an engine running far slower than here (as WebKitGTK's
    // first run did). With a time limit per line, lines would stop being coloured part-way.
    let now = 0;
    const clock = vi.spyOn(Date, "now").mockImplementation(() => (now += 1000));
    try {
      const slow = drawn((await highlightedTokens(SAMPLE_CODE, "typescript", "github-dark")).lines);
      expect(slow).toEqual(atFullSpeed);
    } finally {
      clock.mockRestore();
    }
    // The sample's comment ends with its line; its keywords are keywords.
    const all = atFullSpeed.join("\n");
    expect(atFullSpeed[0]).toBe("// Fibonacci numbers, lazily|#6A737D");
    for (const keyword of ["function*", "let", "while", "yield", "for", "const", "if", "break"])
      expect(all).toContain(`${keyword}|#F97583`);
  });
});
