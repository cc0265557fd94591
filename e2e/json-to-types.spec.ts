// /json-to-types in the browser: the example's types follow the language chosen, each language's
// own options reach the code, the notes say how the samples were read, a JSON error is named with
// its line and column, and a JSON Schema is read as one. What the code means is the oracles' job
// (tsc, zod, jsonschema, python, go in the unit tests).
// Budget: at most 30 s of browser tests for this tool in each engine (CI's reports/timings.json,
// perToolSeconds). The main task (two samples to Go structs, with the download) is in
// e2e-engines/main-tasks.mjs.
import { expect, test } from "@playwright/test";
import { fillInput, gotoHydrated, readOutput } from "./support";

test("the example in each language and its options, the notes, a JSON error and a schema, in one visit", async ({
  page,
}) => {
  await gotoHydrated(page, "/json-to-types");
  const notes = page.getByRole("list", { name: "Notes" });
  await expect.poll(() => readOutput(page)).toContain("export interface Root {");
  expect(await readOutput(page)).toContain("  score?: number;");
  await expect(notes).toHaveText("Types inferred from 2 samples.");

  await page.getByLabel("Type aliases instead of interfaces").check();
  await expect.poll(() => readOutput(page)).toContain("export type Root = {");

  await page.getByLabel("Root type name").fill("user record");
  await expect.poll(() => readOutput(page)).toContain("export type UserRecord = {");

  await page.getByLabel("Language").selectOption({ label: "Python" });
  await expect.poll(() => readOutput(page)).toContain("@dataclass");
  await page.getByLabel("Pydantic models instead of dataclasses").check();
  await expect.poll(() => readOutput(page)).toContain("class UserRecord(BaseModel):");

  await page.getByLabel("Language").selectOption({ label: "Rust" });
  await expect.poll(() => readOutput(page)).toContain("pub struct UserRecord {");
  // The Python-only option is gone, Rust's field naming is offered.
  await expect(page.getByLabel("Pydantic models instead of dataclasses")).toHaveCount(0);
  await expect(page.getByLabel("Field names")).toBeVisible();

  await fillInput(page, '{"id": 1,\n  "name": }');
  await expect(page.getByRole("alert")).toContainText("at line 2, column 11");

  await page.getByLabel("Language").selectOption({ label: "TypeScript" });
  await fillInput(
    page,
    JSON.stringify({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: { id: { type: "integer" }, label: { type: "string" } },
      required: ["id"],
    }),
  );
  await expect.poll(() => readOutput(page)).toContain("label?: string;");
  await expect(notes).toContainText(
    'The input has a "$schema" key, so it is read as a JSON Schema.',
  );
  await expect(page.getByRole("alert")).toHaveText("");
});
