import { describe, expect, it } from "vitest";
import {
  CLEANUP_MAX_CHARS,
  cleanedHtmlOf,
  cleanupMessages,
  htmlToSend,
  withoutNonContent,
} from "./html-cleanup";

describe("what is sent", () => {
  it("drops scripts, styles, SVG, comments and blank lines, keeping the content", () => {
    const page =
      '<head><style>p{}</style><script src="x"></script></head>\n\n<body><!-- nav --><svg><path/></svg><p>Text <b>bold</b></p><SCRIPT>1<2</SCRIPT><scripts>kept</scripts></body>';
    expect(withoutNonContent(page)).toBe(
      "<head></head>\n\n<body><p>Text <b>bold</b></p><scripts>kept</scripts></body>",
    );
    expect(htmlToSend(page).text).toBe(
      "<head></head>\n<body><p>Text <b>bold</b></p><scripts>kept</scripts></body>",
    );
  });

  it("an unclosed script or comment drops the rest, in linear time", () => {
    expect(withoutNonContent("<p>a</p><script>x")).toBe("<p>a</p>");
    const attack = "<!--".repeat(50_000) + "<script".repeat(50_000) + "<".repeat(100_000);
    const started = performance.now();
    withoutNonContent(attack);
    withoutNonContent("<".repeat(100_000));
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("is capped, and says so", () => {
    const sent = htmlToSend(`<p>${"x".repeat(CLEANUP_MAX_CHARS)}</p>`);
    expect(sent.cut).toBe(true);
    expect(sent.text).toHaveLength(CLEANUP_MAX_CHARS);
    expect(cleanupMessages(sent.text)[1].content).toBe(sent.text);
  });
});

describe("cleanedHtmlOf", () => {
  it("unwraps a fenced answer and drops reasoning", () => {
    expect(cleanedHtmlOf("<think>hmm</think>\n```html\n<h1>A</h1>\n```\n")).toBe("<h1>A</h1>");
    expect(cleanedHtmlOf("<article><p>x</p></article>")).toBe("<article><p>x</p></article>");
  });
});
