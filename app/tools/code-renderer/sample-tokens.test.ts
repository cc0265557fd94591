// The tokens V8 colours each language's sample with, kept in a fixture that Firefox and WebKit are
// compared with (e2e-engines/flow-tasks.mjs, "colours every language's sample as V8 does"): the
// grammars are regular expressions, and an engine that reads one differently colours code
// differently (WebKitGTK once coloured a line after a comment as the comment).
// After a deliberate change of grammar or theme: UPDATE_SAMPLE_TOKENS=1 npx vitest run this file.
import { readFileSync, writeFileSync } from "node:fs";
import { svgTspans } from "../../../test-support/code-renderer/svg-tspans.mjs";
import { DEFAULT_THEME, LANGUAGES } from "./code-languages";
import { codeAsDrawn, highlightedTokens } from "./code-render";
import { renderCodeSvg } from "./render-code-svg";

const FIXTURE = new URL(
  "../../../test-support/code-renderer/language-samples.json",
  import.meta.url,
);
type Samples = Record<string, { code: string; tspans: string[] }>;
const samples = JSON.parse(readFileSync(FIXTURE, "utf8")) as Samples;
/** The page's default tab width: the engines' check leaves it as it is. */
const TAB_WIDTH = 4;

async function tspansOf(code: string, language: string): Promise<string[]> {
  const { lines, fg, bg } = await highlightedTokens(
    codeAsDrawn(code, TAB_WIDTH),
    language,
    DEFAULT_THEME,
  );
  const { svg } = renderCodeSvg(
    { lines, foreground: fg ?? "#e5e7eb", background: bg ?? "#0f172a", dark: true },
    {
      fontSize: 14,
      padding: 32,
      background: { kind: "theme" },
      frame: true,
      title: "sample",
      lineNumbers: true,
      highlighted: new Set(),
    },
  );
  return svgTspans(svg);
}

describe("the tokens of each language's sample, as V8 colours them", () => {
  it("has a sample of every language offered but plain text and Detect", () => {
    const offered = LANGUAGES.map((l) => l.value).filter((v) => v !== "auto" && v !== "text");
    expect(Object.keys(samples).sort()).toEqual(offered.sort());
  });

  it("are the fixture's", async () => {
    const now: Samples = {};
    for (const [language, { code }] of Object.entries(samples))
      now[language] = { code, tspans: await tspansOf(code, language) };
    if (process.env.UPDATE_SAMPLE_TOKENS)
      writeFileSync(FIXTURE, JSON.stringify(now, null, 2) + "\n");
    else expect(now).toEqual(samples);
    // Every sample is coloured: more than one colour per sample, so a grammar that failed to load
    // (everything in the foreground colour) is not what the engines are compared with.
    for (const { tspans } of Object.values(now))
      expect(new Set(tspans.map((tspan) => tspan.split("|")[0])).size).toBeGreaterThan(1);
  });
});
