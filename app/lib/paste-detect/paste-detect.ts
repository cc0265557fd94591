// "Paste anything": says what a pasted text or dropped file is, as kinds with a confidence and a
// short description, best first, with the catalogue's live tools for each. Pure: no DOM, no network.
import { KIND_TOOLS, type Finding, type PasteKind } from "./paste-kinds";
import { readableText, textFacts, type TextFacts } from "./text-facts";
import { detectCron } from "./detect-cron";
import {
  detectCss,
  detectJavaScript,
  detectMarkdown,
  detectMarkup,
  detectSql,
} from "./detect-code";
import { detectDelimited, detectJson, detectJsonLines, detectYaml } from "./detect-data";
import {
  detectBase64,
  detectHash,
  detectHex,
  detectJwt,
  detectPem,
  detectUrl,
  detectUrlEncoded,
} from "./detect-encodings";
import { detectFileBytes } from "./detect-files";
import {
  detectCardNumber,
  detectColor,
  detectEmail,
  detectEpoch,
  detectIpAddress,
  detectIsoDate,
  detectTimeZone,
  detectUuid,
} from "./detect-values";

export type { Finding, PasteKind } from "./paste-kinds";

type Detector = (facts: TextFacts) => Finding | Finding[] | null;

/**
 * Every text detector, in the order ties are broken. Each looks at the paste on its own and says
 * what it sees, or null; detectPaste sorts what they say. Single values come first: they are cheap
 * and exact, and a JWT is also valid Base64URL text.
 */
const TEXT_DETECTORS: readonly Detector[] = [
  detectPem,
  detectJwt,
  detectUuid,
  detectEmail,
  detectColor,
  detectIpAddress,
  detectIsoDate,
  detectEpoch,
  detectCardNumber,
  detectHash,
  detectCron,
  detectTimeZone,
  detectUrl,
  detectJson,
  detectJsonLines,
  detectMarkup,
  detectSql,
  detectCss,
  detectJavaScript,
  detectYaml,
  detectDelimited,
  detectMarkdown,
  detectUrlEncoded,
  detectHex,
  detectBase64,
];

/** Plain text's weight when no detector is fairly sure: a weak guess ("Japan", a zone) comes second. */
const NONE_FOUND_CONFIDENCE = 0.5;
const TEXT_FALLBACK_CONFIDENCE = 0.15;

export interface DroppedFile {
  bytes: Uint8Array;
  name?: string;
  type?: string;
}

export type PasteInput = string | DroppedFile;

/** One kind the content may be, with the tools that take it, best first. */
export interface PasteKindMatch {
  kind: PasteKind;
  confidence: number;
  description: string;
  /** Catalogue paths of live tools, best first (a decoder first, then the decoded kind's tools). */
  tools: string[];
}

export interface PasteDetection {
  /** Best first; the last is plain text, so there is always a suggestion. */
  matches: PasteKindMatch[];
}

/** The part of a catalogue entry detection reads: pass the catalogue's `tools`. */
export interface CatalogueTool {
  path: string;
  status: string;
}

function runDetectors(text: string, depth: number): Finding[] {
  const facts = textFacts(text, depth, (inner) => runDetectors(inner, depth + 1));
  if (facts.text === "") return [];
  const findings: Finding[] = [];
  for (const detector of TEXT_DETECTORS) {
    let found: Finding | Finding[] | null = null;
    try {
      found = detector(facts);
    } catch {
      // A detector that trips on strange input has simply not recognised it.
    }
    if (Array.isArray(found)) findings.push(...found);
    else if (found) findings.push(found);
  }
  const best = findings.reduce((top, f) => Math.max(top, f.confidence), 0);
  findings.push({
    kind: "text",
    confidence: best < NONE_FOUND_CONFIDENCE ? NONE_FOUND_CONFIDENCE : TEXT_FALLBACK_CONFIDENCE,
    description: `Plain text (${text.length} characters)`,
  });
  // A stable sort: equal confidences keep the detectors' order.
  return findings.sort((a, b) => b.confidence - a.confidence);
}

/** The tools of a finding that the catalogue has live, best first, decoders before what follows. */
function toolsOf(finding: Finding, live: ReadonlySet<string>): string[] {
  const paths = [...(finding.tools ?? KIND_TOOLS[finding.kind])];
  for (let inner = finding.inner; inner; inner = inner.inner)
    paths.push(...(inner.tools ?? KIND_TOOLS[inner.kind]));
  return [...new Set(paths)].filter((path) => live.has(path));
}

/** What a file's name says it holds; its content decides, the name only breaks near ties. */
const EXTENSION_KINDS: Readonly<Record<string, PasteKind>> = {
  json: "json",
  jsonl: "json-lines",
  ndjson: "json-lines",
  xml: "xml",
  svg: "xml",
  yaml: "yaml",
  yml: "yaml",
  csv: "csv",
  tsv: "tsv",
  html: "html",
  htm: "html",
  md: "markdown",
  sql: "sql",
  js: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  css: "css",
  pem: "pem",
  crt: "pem",
  csr: "pem",
};
const NAME_BONUS = 0.05;
/** A name alone outranks "Plain text" (a .yml file is YAML to its owner) but no content finding. */
const NAME_ONLY_CONFIDENCE = 0.55;

/** The text findings of a file, with the kind its name says moved up a little (or added, weakly). */
function withNameHint(findings: Finding[], name: string | undefined): Finding[] {
  const extension = name?.toLowerCase().match(/\.([a-z]+)$/)?.[1];
  const kind = extension ? EXTENSION_KINDS[extension] : undefined;
  if (!kind) return findings;
  const named = findings.find((finding) => finding.kind === kind);
  const hinted = named
    ? findings.map((f) =>
        f === named ? { ...f, confidence: Math.min(0.99, f.confidence + NAME_BONUS) } : f,
      )
    : [
        ...findings,
        {
          kind,
          confidence: NAME_ONLY_CONFIDENCE,
          description: `By its name, a .${extension} file`,
        },
      ];
  return hinted.sort((a, b) => b.confidence - a.confidence);
}

/**
 * What `input` is. Never throws: content no detector knows is "Plain text" (or, for a file that
 * is not text, "Binary data"). Tools come only from `catalogue`, and only live ones.
 */
export function detectPaste(
  input: PasteInput,
  catalogue: readonly CatalogueTool[],
): PasteDetection {
  const live = new Set(catalogue.filter((tool) => tool.status === "live").map((t) => t.path));
  let findings: Finding[];
  try {
    findings = findingsOf(input);
  } catch {
    findings = [{ kind: "text", confidence: NONE_FOUND_CONFIDENCE, description: "Plain text" }];
  }
  return {
    matches: findings.map((finding) => ({
      kind: finding.kind,
      confidence: Math.round(finding.confidence * 100) / 100,
      description: finding.description,
      tools: toolsOf(finding, live),
    })),
  };
}

function findingsOf(input: PasteInput): Finding[] {
  if (typeof input === "string") return runDetectors(input, 0);
  const file = detectFileBytes(input.bytes);
  if (file) return [file];
  const text = readableText(input.bytes);
  if (text !== null) return withNameHint(runDetectors(text, 0), input.name);
  return [
    {
      kind: "binary",
      confidence: NONE_FOUND_CONFIDENCE,
      description: `Binary data (${input.bytes.length} bytes)`,
    },
  ];
}
