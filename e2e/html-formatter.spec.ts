import { expect, test } from "@playwright/test";
import { describeCodeTool, expectOutput, recordChunks } from "./code-tools";
import { fillInput, gotoHydrated } from "./support";

const PATH = "/html-formatter";

describeCodeTool({
  path: PATH,
  runLabel: "Format",
  verb: "format",
  input: "<ul><li>one</li><li>two</li></ul>",
  output: "<ul>\n  <li>one</li>\n  <li>two</li>\n</ul>",
  fileName: "formatted.html",
  badInput: "<div>\n  <span></div>",
  badMessage:
    'Unexpected closing tag "div". It may happen when the tag has already been closed by another tag at line 2, column 9',
  largeLine: '<div class="row"><p>Hello <b>world</b></p><ul><li>one</li><li>two</li></ul></div>\n',
});

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("Indent and Print width change the layout", async ({ page }) => {
  await page.getByLabel("Indent").selectOption({ label: "4 spaces" });
  await fillInput(page, "<ul><li>one</li><li>two</li></ul>");
  await expectOutput(page, "<ul>\n    <li>one</li>\n    <li>two</li>\n</ul>");
  await page.getByLabel("Print width").selectOption({ label: "40 characters" });
  await fillInput(page, '<input type="text" name="email" placeholder="you@example.com">');
  await expectOutput(
    page,
    '<input\n    type="text"\n    name="email"\n    placeholder="you@example.com"\n/>',
  );
});

test("plain HTML loads only the HTML plugin; embedded CSS loads the CSS one too", async ({
  page,
}) => {
  const chunks = recordChunks(page);
  await fillInput(page, "<p>plain</p>");
  await expectOutput(page, "<p>plain</p>");
  expect([...chunks].filter((c) => ["html", "postcss", "babel", "estree"].includes(c))).toEqual([
    "html",
  ]);
  await fillInput(page, "<style>a{color:red}</style>");
  await expectOutput(page, "<style>\n  a {\n    color: red;\n  }\n</style>");
  expect(chunks.has("postcss")).toBe(true);
  expect(chunks.has("babel")).toBe(false);
});

test("embedded CSS and JavaScript stay as written when that option is off", async ({ page }) => {
  await page.getByLabel("Format embedded CSS and JavaScript").uncheck();
  await fillInput(page, "<script>let a={b:1}</script>");
  await expectOutput(page, "<script>\n  let a={b:1}\n</script>");
});
