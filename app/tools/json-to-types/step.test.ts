// JSON to Types' chain step: the code the page's Output shows, written by the page's own readers and
// the chosen language's writer, checked by Python's jsonschema and dataclasses as the core's oracle
// tests are; each option changes the code as on the page; bad input fails with the core's message.
import { defaultOptions } from "~/lib/chain/step-declaration";
import {
  loadWithPython,
  validateWithJsonSchema,
} from "../../../test-support/json-to-types/python-oracle";
import { EMPTY_INPUT_MESSAGE, NO_SAMPLES_MESSAGE, SAMPLE_INPUT, writeTypes } from "./json-to-types";
import { step } from "./step";
import { WRITER_LOADERS } from "./writer-loaders";

const defaults = defaultOptions(step.options);
const SAMPLES = SAMPLE_INPUT.split("\n");

describe("JSON to Types' step", { timeout: 30_000 }, () => {
  it("writes the core's TypeScript with the page's defaults", async () => {
    expect(defaults).toEqual({
      language: "typescript",
      source: "auto",
      rootName: "Root",
      eachItemIsSample: false,
      typeAliases: false,
      pydantic: false,
      fieldNames: "convention",
    });
    const output = await step.run(SAMPLE_INPUT, defaults);
    const core = writeTypes({ text: SAMPLE_INPUT, ...defaults }, await WRITER_LOADERS.typescript());
    expect(output).toBe(core.code);
    expect(output).toContain("export interface Root {");
    expect(output).toContain("export interface Address {");
  });

  it("writes a JSON Schema that Python's jsonschema checks and that accepts the samples", async () => {
    const schema = await step.run(SAMPLE_INPUT, { ...defaults, language: "json-schema" });
    expect(validateWithJsonSchema([{ schema, values: SAMPLES }])).toEqual([
      { results: ["ok", "ok"] },
    ]);
  });

  it("writes Python dataclasses, or pydantic models, that Python builds from the samples", async () => {
    const python = { ...defaults, language: "python" as const, rootName: "User" };
    const dataclasses = await step.run(SAMPLE_INPUT, python);
    const models = await step.run(SAMPLE_INPUT, { ...python, pydantic: true });
    expect(dataclasses).toContain("@dataclass");
    expect(models).toContain("BaseModel");
    expect(
      loadWithPython([
        { code: dataclasses, root: "User", pydantic: false, values: SAMPLES },
        { code: models, root: "User", pydantic: true, values: SAMPLES },
      ]),
    ).toEqual([{ results: ["ok", "ok"] }, { results: ["ok", "ok"] }]);
  });

  it("names the root, writes type aliases and keeps JSON keys as chosen", async () => {
    expect(await step.run(SAMPLE_INPUT, { ...defaults, rootName: "user account" })).toContain(
      "export interface UserAccount {",
    );
    expect(await step.run(SAMPLE_INPUT, { ...defaults, typeAliases: true })).toContain(
      "export type Root = {",
    );
    const camel = '{"userId": 1}';
    const rust = { ...defaults, language: "rust" as const };
    expect(await step.run(camel, rust)).toContain("pub user_id: i64");
    expect(await step.run(camel, { ...rust, fieldNames: "keys" })).not.toContain("user_id");
  });

  it("reads an array's items as samples, and the input as a schema, as chosen", async () => {
    const array = `[${SAMPLES.join(",")}]`;
    expect(await step.run(array, defaults)).toContain("export type Root = RootItem[];");
    expect(await step.run(array, { ...defaults, eachItemIsSample: true })).toContain(
      "export interface Root {",
    );
    const schema = '{"type": "object", "properties": {"name": {"type": "string"}}}';
    expect(await step.run(schema, { ...defaults, source: "schema" })).toContain("name?: string;");
    expect(await step.run(schema, defaults)).toContain("properties: Properties;");
  });

  it("rejects blank input and an array without samples with the core's messages", async () => {
    await expect(step.run(" \n", defaults)).rejects.toThrow(EMPTY_INPUT_MESSAGE);
    await expect(step.run("[]", { ...defaults, eachItemIsSample: true })).rejects.toThrow(
      NO_SAMPLES_MESSAGE,
    );
  });
});
