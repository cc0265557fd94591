import { type Page, expect, test } from "@playwright/test";
import {
  CASCADE_PAGE,
  CASCADE_STYLESHEETS,
  RESTRUCTURE_BREAKS,
} from "../test-support/css-minifier/cascade-fixtures";
import { minifyCss } from "../app/tools/css-minifier/css-minify";
import { describeCodeTool, expectAlert, expectOutput } from "./code-tools";
import { fillInput, gotoHydrated } from "./support";

const PATH = "/css-minifier";

describeCodeTool({
  path: PATH,
  runLabel: "Minify",
  verb: "minify",
  input: "/* note */\nbody {\n  margin: 0px;\n  color: #ff0000;\n}\n",
  output: "body{margin:0;color:red}",
  fileName: "minified.css",
  badInput: "   ",
  badMessage: "The input is empty: paste or type some CSS to minify.",
  largeLine: ".card>h2,.nav li{color:#ff0000;margin:0px auto;padding:1px 2px 1px 2px}\n",
});

test("the sizes, the warnings and Restructure rules, in one visit", async ({ page }) => {
  await gotoHydrated(page, PATH);

  await test.step("shows the sizes, and warnings with line and column for what it skipped", async () => {
    await fillInput(page, "@media print {\n  a { color: red }\n  b { color }\n");
    await expectOutput(page, "@media print{a{color:red}}");
    await expect(
      page.getByText(/^Original 48 B → 26 B \(−45\.8 %\), \d+ B gzipped$/),
    ).toBeVisible();
    const warnings = page.getByRole("region", { name: "Warnings" });
    await expect(warnings.getByRole("listitem")).toHaveText([
      "Unclosed block at line 1, column 14",
      "Colon is expected at line 3, column 13",
    ]);
  });

  await test.step("Restructure rules merges rules with equal declarations", async () => {
    await fillInput(page, ".a { color: red }\n.b { color: red }");
    await expectOutput(page, ".a{color:red}.b{color:red}");
    await page.getByLabel("Restructure rules (merge and move)").check();
    await expectOutput(page, ".a,.b{color:red}");
    await expectAlert(page, "");
  });
});

/**
 * Every computed style (all properties, of every element and its ::before and ::after) of the
 * cascade page under `before` that differs under `after`, as "element property: old → new".
 */
async function computedStyleChanges(page: Page, before: string, after: string) {
  return page.evaluate(
    async ({ body, sheets }) => {
      const frames = await Promise.all(
        sheets.map(
          (css) =>
            new Promise<HTMLIFrameElement>((resolve) => {
              const frame = document.createElement("iframe");
              frame.style.width = "1000px";
              frame.style.height = "800px";
              frame.onload = () => resolve(frame);
              frame.srcdoc = `<!doctype html><html><head><style>${css}</style></head><body>${body}</body></html>`;
              document.body.append(frame);
            }),
        ),
      );
      const styles = frames.map((frame) => {
        const win = frame.contentWindow!;
        return [...frame.contentDocument!.querySelectorAll("*")].flatMap((element, i) =>
          [null, "::before", "::after"].map((pseudo) => {
            const style = win.getComputedStyle(element, pseudo);
            const values = new Map<string, string>();
            for (const property of style) values.set(property, style.getPropertyValue(property));
            return { name: `${i} <${element.tagName.toLowerCase()}>${pseudo ?? ""}`, values };
          }),
        );
      });
      frames.forEach((frame) => frame.remove());
      const changes: string[] = [];
      styles[0].forEach(({ name, values }, i) => {
        for (const [property, value] of values) {
          const other = styles[1][i].values.get(property);
          if (other !== value) changes.push(`${name} ${property}: ${value} → ${other}`);
        }
      });
      return changes;
    },
    { body: CASCADE_PAGE, sheets: [before, after] },
  );
}

// No page of the site: each stylesheet is compared in frames of one blank page, one step each.
test("the minified stylesheet keeps the cascade: every computed style in Chromium", async ({
  page,
}) => {
  test.slow(); // 18 comparisons of every computed style, two frames each
  for (const [name, css] of Object.entries(CASCADE_STYLESHEETS)) {
    for (const restructure of [false, true]) {
      await test.step(`${name}, restructure ${restructure ? "on" : "off"}`, async () => {
        const { code } = await minifyCss(css, { restructure, keepLicenseComments: true });
        expect(code.length).toBeLessThan(css.length);
        expect(await computedStyleChanges(page, css, code)).toEqual([]);
      });
    }
  }

  for (const [name, css] of Object.entries(RESTRUCTURE_BREAKS)) {
    await test.step(`${name}: safe by default, changed with restructuring (why it is off)`, async () => {
      const safe = await minifyCss(css, { restructure: false, keepLicenseComments: true });
      expect(await computedStyleChanges(page, css, safe.code)).toEqual([]);
      const restructured = await minifyCss(css, { restructure: true, keepLicenseComments: true });
      expect(await computedStyleChanges(page, css, restructured.code)).not.toEqual([]);
    });
  }
});
