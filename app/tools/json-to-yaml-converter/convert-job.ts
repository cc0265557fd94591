// One conversion of the /json-to-yaml-converter page in either direction, the same on the
// main thread and in the worker; loaded on demand because it brings the yaml library.
import type { ConvertJob } from "./convert-options";
import { jsonToYaml } from "./json-to-yaml";
import { yamlToJson } from "./yaml-to-json";

/** Empty input gives empty output rather than a "JSON ends too soon" error. */
export function convert(job: ConvertJob): string {
  if (job.text.trim() === "") return "";
  return job.direction === "json-to-yaml"
    ? jsonToYaml(job.text, { indentation: job.yamlIndentation, quotingStyle: job.quotingStyle })
    : yamlToJson(job.text, { indentation: job.jsonIndentation });
}
