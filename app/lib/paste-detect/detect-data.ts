// Detectors for data: JSON, JSON Lines, YAML and CSV/TSV. They look at shape (JSON is parsed
// only when bracketed); the tools parse for real.
import type { Finding } from "./paste-kinds";
import type { TextFacts } from "./text-facts";

function parseJson(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
}

/** Whether text starts and ends as a JSON object or array does: a cheap test before parsing. */
const bracketed = (text: string) =>
  (text[0] === "{" && text.endsWith("}")) || (text[0] === "[" && text.endsWith("]"));

export function detectJson({ text }: TextFacts): Finding | null {
  if (!bracketed(text)) return null;
  const parsed = parseJson(text);
  if (!parsed) return null;
  const { value } = parsed;
  const description = Array.isArray(value)
    ? `JSON array of ${value.length} item${value.length === 1 ? "" : "s"}`
    : `JSON object with ${Object.keys(value as object).length} key${Object.keys(value as object).length === 1 ? "" : "s"}`;
  return { kind: "json", confidence: 0.97, description };
}

export function detectJsonLines({ text, lines }: TextFacts): Finding | null {
  if (lines.length < 2 || (text[0] !== "{" && text[0] !== "[")) return null;
  // The sampled lines decide; a pretty-printed JSON document fails at its first line.
  const valid = lines.every((line) => {
    const first = line.trimStart()[0];
    return (first === "{" || first === "[") && parseJson(line) !== null;
  });
  return valid
    ? { kind: "json-lines", confidence: 0.96, description: `JSON Lines (${lines.length}+ records)` }
    : null;
}

const YAML_KEY = /^(- )?[\w"'$@.\-/ ]{1,60}:(\s|$)/;
const YAML_ITEM = /^- \S|^-$/;
/** Lines only YAML writes: document markers, directives, complex keys, tags. */
const YAML_ONLY = /^(---|\.\.\.)(\s|$)|^%(YAML|TAG) |^[?:] |^- !!\w/;

/** One "key: value" line of names without spaces ("service_name: travis-ci"), not a sentence. */
const ONE_LINE_MAPPING = /^[\w.-]{1,40}: [^\s:]+$/;

export function detectYaml({ lines }: TextFacts): Finding | null {
  const content = lines.filter((line) => !line.trimStart().startsWith("#"));
  if (content.length === 1 && ONE_LINE_MAPPING.test(content[0]))
    return { kind: "yaml", confidence: 0.55, description: "YAML (one key)" };
  // A line holding only a closing bracket ends a JSON or script block, which YAML does not write.
  if (content.length < 2 || content.some((line) => /^\s*[}\]][;,)]*$/.test(line))) return null;
  let structural = 0;
  let atRoot = 0;
  for (const line of content) {
    const body = line.trimStart();
    const keyed = YAML_KEY.test(body) && !/[.;,!?]\s*$/.test(body.split(":")[0]);
    const yamlOnly = YAML_ONLY.test(body);
    if (keyed || YAML_ITEM.test(body) || yamlOnly) structural++;
    // A mapping key at the root, or under a list item: a list of words alone is Markdown.
    if ((line === body && keyed && !body.startsWith("- ")) || yamlOnly) atRoot++;
    else if (line !== body && keyed && !body.startsWith("- ")) atRoot++;
  }
  // Indented lines that are not keys are values carried on (block scalars, flow items).
  const indentedRest = content.filter((line) => /^\s/.test(line)).length;
  const share = structural / content.length;
  if (atRoot === 0 || structural < 2 || structural + indentedRest < content.length * 0.9)
    return null;
  // Prose with a colon per line ("Note: …") has long values full of spaces.
  const prose = content.filter((line) => (line.split(":")[1] ?? "").split(" ").length > 8).length;
  if (prose > content.length / 3) return null;
  return {
    kind: "yaml",
    confidence: content[0] === "---" ? 0.92 : 0.6 + 0.3 * share,
    description: "YAML document",
  };
}

const DELIMITERS = [",", "\t", ";", "|"] as const;

/** Fields per record for one delimiter, quotes respected, over the first records. */
function fieldCounts(text: string, delimiter: string): number[] {
  const counts: number[] = [];
  let fields = 1;
  let empty = true;
  let quoted = false;
  const end = Math.min(text.length, 64_000);
  for (let i = 0; i < end && counts.length < 100; i++) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    if (quoted || char === '"') empty = false;
    else if (char === delimiter) {
      fields++;
      empty = false;
    } else if (char === "\n") {
      if (!empty) counts.push(fields);
      fields = 1;
      empty = true;
    } else if (char !== "\r") empty = false;
  }
  if (!quoted && !empty && end === text.length) counts.push(fields);
  return counts;
}

export function detectDelimited({ untrimmed, lines }: TextFacts): Finding | null {
  if (lines.length < 2) return null;
  // Statements end lines with ";" (SQL, JavaScript): a semicolon there ends code, not a field.
  const statements = lines.filter((line) => line.endsWith(";")).length;
  for (const delimiter of DELIMITERS) {
    if (delimiter === ";" && statements > 0) continue;
    const counts = fieldCounts(untrimmed.trimEnd(), delimiter);
    if (counts.length < 2 || counts[0] < 2 || !counts.every((count) => count === counts[0]))
      continue;
    // Sentences with one comma each are prose: fields of a table are short.
    const words = lines.slice(0, 20).join(" ").split(/\s+/).length;
    const cells = counts[0] * Math.min(20, lines.length);
    if (delimiter !== "\t" && words > cells * 3) continue;
    // "Hello, world" on a line or two: a comma and a space, as prose writes them.
    const proseCommas = delimiter === "," && counts.length < 3 && !/,(?! )/.test(untrimmed);
    if (proseCommas) continue;
    const tab = delimiter === "\t";
    const named = { ",": "comma", "\t": "tab", ";": "semicolon", "|": "pipe" }[delimiter];
    return {
      kind: tab ? "tsv" : "csv",
      confidence: (counts.length >= 3 ? 0.9 : 0.75) - (delimiter === "|" ? 0.2 : 0),
      description: `${tab ? "TSV" : "CSV"}: ${counts[0]} columns, ${named}-separated`,
    };
  }
  return null;
}
