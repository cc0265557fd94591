// The worker's writers are the core's: each language's loader gives the very function jsonToTypes uses.
import { LANGUAGES } from "./json-to-types";
import { WRITERS } from "../../../test-support/json-to-types/all-writers";
import { WRITER_LOADERS } from "./writer-loaders";

describe("WRITER_LOADERS", () => {
  it.each(LANGUAGES.map((language) => language.value))("loads the %s writer", async (language) => {
    expect(await WRITER_LOADERS[language]()).toBe(WRITERS[language]);
  });
});
