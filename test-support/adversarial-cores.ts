// Every live tool's core behind one signature, text in: what the adversarial property test
// (adversarial-inputs.test.ts) and benchmark (bench/adversarial.mjs) feed 100,000-character attack
// strings to, so that no input can freeze a tab. Each entry drives the tool's main text input with
// its default options; where one input feeds several cores (modes, directions, operations), the
// entry runs them all. Test-only: no page, core or worker imports it.
import { readFileSync } from "node:fs";
import path from "node:path";
import anyAscii from "any-ascii";
import {
  DEFAULT_VIDEO_SETTINGS,
  readVideoSettings,
} from "../app/tools/video-converter/video-options";
import {
  DEFAULT_AUDIO_SETTINGS,
  readAudioSettings,
} from "../app/tools/audio-converter/audio-options";
import { withoutInvisible } from "../app/tools/text-to-pdf/script-support";
import { DEFAULT_PDF_OPTIONS } from "../app/tools/text-to-pdf/pdf-options";
import { layoutFor } from "../app/tools/text-to-pdf/text-to-pdf";
import { browserDecoders } from "../app/lib/text/text-encodings";
import { slugifyLines } from "../app/tools/ai-slugifier/slug-batch";
import { DEFAULT_SLUG_OPTIONS } from "../app/tools/ai-slugifier/slug-options";
import { ToolError } from "../app/lib/tool-error";
import { DEFAULT_BASE64_OPTIONS } from "../app/lib/text/base64";
import { runBase64Job } from "../app/tools/base64-encoder-decoder/base64-tool";
import { checkCardNumber, checkCvc } from "../app/tools/credit-card-validator/credit-card";
import { runCronTask } from "../app/tools/cron-tools/cron-tasks";
import { DEFAULT_CSS_BEAUTIFY_OPTIONS } from "../app/tools/css-beautifier/css-beautify-options";
import { beautifyCss } from "../app/tools/css-beautifier/css-beautify";
import { DEFAULT_CSS_MINIFY_OPTIONS } from "../app/tools/css-minifier/css-minify-options";
import { minifyCss } from "../app/tools/css-minifier/css-minify";
import { csvToJson } from "../app/tools/csv-to-json-converter/csv-to-json";
import { csvToXml } from "../app/tools/csv-to-xml-converter/csv-to-xml";
import {
  DEFAULT_TEXT_MERGE as DEFAULT_CSV_MERGE,
  DEFAULT_TEXT_SPLIT as DEFAULT_CSV_SPLIT,
  mergeTexts,
  splitText,
} from "./csv-tools/csv-text-run";
import { parseHolidayFile } from "../app/tools/date-range-analyzer/holiday-file";
import {
  readTimestampLines,
  parseIsoDate,
} from "../app/tools/epoch-timestamp-converter/epoch-timestamp";
import { convertTextJob } from "../app/tools/file-encoding-converter/conversion-job";
import { computeHmac } from "../app/tools/hmac-generator/hmac-generator";
import { parseHtpasswdInput } from "../app/tools/password-hash/htpasswd-input";
import { hashPasswords, verifyPassword } from "../app/tools/password-hash/password-hash";
import {
  DEFAULT_HASH_FIELDS,
  readSettings,
} from "../app/tools/password-hash/password-hash-options";
import {
  decodeCertificates,
  fileAsInput,
} from "../app/tools/certificate-decoder/certificate-decoder";
import { explainToken } from "../app/tools/jwt-decoder/jwt-claims";
import { decodeJwt } from "../app/tools/jwt-decoder/jwt-decode";
import { verifyToken } from "../app/tools/jwt-decoder/jwt-verify";
import { DEFAULT_HTML_FORMAT_OPTIONS } from "../app/tools/html-formatter/html-format-options";
import { formatHtml } from "../app/tools/html-formatter/html-format";
import { convertHtmlToMarkdown } from "../app/tools/html-to-markdown/html-to-markdown";
import { sniffImage } from "../app/lib/image/image-format";
import { detectLanguage } from "../app/tools/code-renderer/detect-language";
import {
  expandTabs,
  parseLineList,
  renderCodeSvg,
} from "../app/tools/code-renderer/render-code-svg";
import { readImageMetadata } from "../app/lib/image/image-metadata";
import { parseQuality, parseResizeValue } from "../app/tools/image-converter/image-options";
import { headerDimensions } from "../app/lib/image/image-dimensions";
import { parsePageRange } from "../app/tools/pdf-to-text/page-range";
import { pageText } from "../app/tools/pdf-to-text/pdf-text-layout";
import { DEFAULT_MARKDOWN_STYLE } from "../app/tools/html-to-markdown/markdown-options";
import { DEFAULT_JS_BEAUTIFY_OPTIONS } from "../app/tools/javascript-beautifier/js-beautify-options";
import { beautifyJavaScript } from "../app/tools/javascript-beautifier/js-beautify";
import { DEFAULT_JS_MINIFY_OPTIONS } from "../app/tools/javascript-minifier/js-minify-options";
import { minifyJavaScript } from "../app/tools/javascript-minifier/js-minify";
import { runOnText } from "../app/tools/json-formatter/json-jobs";
import { jsonToXml } from "../app/tools/json-to-xml-converter/json-to-xml";
import { convert as convertYaml } from "../app/tools/json-to-yaml-converter/convert-job";
import { markdownToHtmlBlocks } from "../app/tools/markdown-to-html/markdown-to-html";
import { digestText } from "../app/tools/message-digester/message-digester";
import { encodeQr } from "../app/tools/qr-code-generator/qr-encode";
import { parsePayload, payloadFields } from "../app/tools/qr-code-reader/code-payload";
import {
  buildPayload,
  EMPTY_PRESET_INPUTS,
  QR_PRESETS,
} from "../app/tools/qr-code-generator/qr-payload";
import { DEFAULT_SQL_FORMAT_OPTIONS } from "../app/tools/sql-formatter/sql-format-options";
import { formatSql } from "../app/tools/sql-formatter/sql-format";
import { STRING_OPERATIONS, transformText } from "../app/tools/string-utilities/string-utilities";
import { ESCAPE_FORMATS, runEscaper } from "../app/tools/text-escaper/text-escaper";
import { convertJob as convertTimes } from "../app/tools/time-to-decimal/time-to-decimal";
import { resolveSourceTime } from "../app/tools/timezone-converter/timezone-converter";
import { convertUrl } from "../app/tools/url-encoder-decoder/url-encoding";
import { countText } from "../app/tools/character-counter/character-counter";
import { parseLimit } from "../app/tools/character-counter/character-limit";
import {
  DEFAULT_LOREM_OPTIONS,
  generateLorem,
  parseAmount,
} from "../app/tools/lorem-ipsum-generator/lorem-ipsum";
import { colorConverter } from "../app/tools/color-converter/color-converter";
import { numberBaseConverter } from "../app/tools/number-base-converter/number-base-converter";
import { subnetCalculator } from "../app/tools/subnet-calculator/subnet-calculator";
import { jsonDiff } from "../app/tools/text-diff/json-diff";
import { runJq } from "../app/tools/jsonpath-tester/jq-query";
import { runJsonPath } from "../app/tools/jsonpath-tester/jsonpath-query";
import { loadNodeJq } from "./jsonpath-tester/jq-node";
import { DEFAULT_OPTIONS as TEXT_DIFF_DEFAULTS, textDiff } from "../app/tools/text-diff/text-diff";
import {
  DEFAULT_JSON_TO_TYPES_OPTIONS,
  LANGUAGES as TYPE_LANGUAGES,
} from "../app/tools/json-to-types/json-to-types";
import { jsonToTypes } from "./json-to-types/all-writers";
import { decodeId } from "../app/tools/uuid-generator/uuid-decode";
import { generateIds } from "../app/tools/uuid-generator/uuid-generator";
import { parseBatch } from "../app/tools/url-parser/url-batch";
import zxcvbn from "zxcvbn";
import {
  DEFAULT_SETTINGS as PASSWORD_SETTINGS,
  readSettings as readPasswordSettings,
} from "../app/tools/password-generator/password-generator";
import { rateStrength } from "../app/tools/password-generator/password-strength";
import { explainPattern, syntaxErrorIndex } from "../app/tools/regex-tester/regex-explain";
import { runRegexJob } from "../app/tools/regex-tester/regex-job";
import { DEFAULTS as REGEX_DEFAULTS } from "../app/tools/regex-tester/regex-samples";
import { hostToUnicode } from "../app/tools/url-parser/punycode";
import { parseUrl, parseUrlForPage } from "../app/tools/url-parser/url-parser";
import { invalidReason } from "../app/tools/url-parser/url-reasons";
import { convertInput as convertUnits } from "../app/tools/unit-converter/unit-engine";
import { searchSheets } from "../app/tools/developer-cheatsheets/cheatsheet-search";
import { loadAllSheets } from "../app/tools/developer-cheatsheets/sheet-list";
import { generateSitemap } from "../app/tools/sitemap-generator/sitemap-generator";
import { DEFAULT_SITEMAP_OPTIONS } from "../app/tools/sitemap-generator/sitemap-options";
import { formatXml } from "../app/tools/xml-beautifier/xml-format";
import { runXPathJob } from "../app/tools/xpath-tester/xpath-tester";
import { DEFAULT_XSD_OPTIONS, runXsdJob } from "../app/tools/xsd-generator/xsd-generator";
import { calculateRatios } from "../app/tools/financial-ratio-calculator/financial-ratios";
import { DEFAULT_FORMAT } from "../app/tools/financial-ratio-calculator/number-format";
import { ALL_FIELDS } from "../app/tools/financial-ratio-calculator/ratio-fields";
import { conversionRows } from "../app/tools/currency-converter/conversion-table";
import { parseAmount as parseCurrencyAmount } from "../app/tools/currency-converter/money";
import { searchCoins } from "../app/lib/market-data/coingecko";
import { compareScenario } from "../app/tools/mortgage-calculator/loan-comparison";
import { DEFAULT_LOAN, readLoan } from "../app/tools/mortgage-calculator/loan-inputs";
import { transformXslt } from "../app/tools/xslt-transformer/xslt-transform";
import { nodeLibxsltEngine } from "./xslt-transformer/libxslt-engine";
import { ChainStepError, runChain } from "../app/lib/chain/chain";
import { type StepDeclaration, defaultOptions } from "../app/lib/chain/step-declaration";
import { step as base64Step } from "../app/tools/base64-encoder-decoder/step";
import { step as jsonFormatterStep } from "../app/tools/json-formatter/step";
import { step as jsonToYamlStep } from "../app/tools/json-to-yaml-converter/step";
import { step as urlStep } from "../app/tools/url-encoder-decoder/step";

/** The length of every attack string. */
export const ADVERSARIAL_LENGTH = 100_000;

/** Characters of the long runs and of the random strings: what parsers and regexes treat specially. */
export const SPECIAL_CHARACTERS = [..."a0 \n\t\"'<>&\\/*-#,;:%=.{}[]()!|"];

/** Inputs that make backtracking code super-linear, ADVERSARIAL_LENGTH characters each, by name. */
export function adversarialInputs(length = ADVERSARIAL_LENGTH): { name: string; input: string }[] {
  const fill = (unit: string, prefix = "") =>
    (prefix + unit.repeat(Math.ceil(length / unit.length))).slice(0, length);
  return [
    ...SPECIAL_CHARACTERS.map((char) => ({
      name: `run of ${JSON.stringify(char)}`,
      input: fill(char),
    })),
    ...["[", "{", "<a>", "(", '{"a":[', "<!--<a "].map((opener) => ({
      name: `nested ${opener}`,
      input: fill(opener),
    })),
    ...['"', "'", "<!--", "/*", "<![CDATA[", "`"].map((delimiter) => ({
      name: `unclosed ${delimiter}`,
      input: fill("x ", delimiter),
    })),
  ];
}

export interface AdversarialCore {
  /** The tool's route folder. */
  tool: string;
  /** Runs the core(s) on `input`; a ToolError is an answer, any other error a bug. */
  run: (input: string) => unknown;
}

const NOW = Date.UTC(2026, 10, 25, 12);
const MONO_FONT = new Uint8Array(
  readFileSync(path.join(import.meta.dirname, "../app/tools/text-to-pdf/fonts/DejaVuSansMono.ttf")),
);
const text = (value: string) => ({ kind: "text" as const, text: value });

export const ADVERSARIAL_CORES: readonly AdversarialCore[] = [
  {
    tool: "ai-slugifier",
    // Every title per line with the default options, then as one title with a limit and stop words.
    run: (input) => [
      slugifyLines({ ...DEFAULT_SLUG_OPTIONS, text: input }, anyAscii),
      slugifyLines(
        {
          ...DEFAULT_SLUG_OPTIONS,
          text: input.replace(/\n/g, " "),
          maxLength: 60,
          removeStopWords: true,
        },
        anyAscii,
      ),
    ],
  },
  {
    tool: "base64-encoder-decoder",
    run: async (input) => {
      await settle(
        runBase64Job({ mode: "encode", source: text(input), options: DEFAULT_BASE64_OPTIONS }),
      );
      await runBase64Job({ mode: "decode", source: text(input) });
    },
  },
  {
    tool: "chain",
    // Each step declared so far, on its own, then all of them in a row as the chain's worker runs
    // them (named here: the chain's registry finds them with import.meta.glob, which needs Vite).
    run: async (input) => {
      const declared: Record<string, StepDeclaration> = {
        "/base64-encoder-decoder": base64Step,
        "/json-formatter": jsonFormatterStep,
        "/json-to-yaml-converter": jsonToYamlStep,
        "/url-encoder-decoder": urlStep,
      };
      for (const declaration of Object.values(declared))
        await settle(
          Promise.resolve().then(() => declaration.run(input, defaultOptions(declaration.options))),
        );
      const steps = Object.keys(declared).map((tool) => ({ tool, options: {} }));
      await runChain(input, steps, { load: async (tool) => declared[tool], titleOf: String }).catch(
        (error: unknown) => {
          if (error instanceof ChainStepError && error.cause instanceof ToolError) return;
          throw error;
        },
      );
    },
  },
  {
    tool: "credit-card-validator",
    run: (input) => [checkCardNumber(input), checkCvc(input, null)],
  },
  {
    tool: "cron-tools",
    run: (input) => {
      runCronTask({
        kind: "crontab",
        text: input,
        timeZone: "UTC",
        now: NOW,
        hashSeed: "",
        use24HourTime: true,
      });
      return runCronTask({
        kind: "interpret",
        expression: input,
        options: {},
        timeZone: "UTC",
        now: NOW,
        count: 5,
        checkAt: null,
      });
    },
  },
  { tool: "css-beautifier", run: (input) => beautifyCss(input, DEFAULT_CSS_BEAUTIFY_OPTIONS) },
  { tool: "css-minifier", run: (input) => minifyCss(input, DEFAULT_CSS_MINIFY_OPTIONS) },
  {
    tool: "csv-to-json-converter",
    run: (input) => csvToJson(input, { inferTypes: true }),
  },
  {
    tool: "csv-to-xml-converter",
    // The input both as the CSV and as the record template.
    run: (input) => [
      csvToXml(input),
      settleSync(() => csvToXml("a,b\n1,2\n", { template: input })),
    ],
  },
  {
    tool: "csv-tools",
    // Split in each mode and merge the input with itself, both ways of aligning headers.
    run: (input) => [
      settleSync(() => splitText(input)),
      settleSync(() => splitText(input, { ...DEFAULT_CSV_SPLIT, mode: "files", count: 3 })),
      settleSync(() => splitText(input, { ...DEFAULT_CSV_SPLIT, mode: "size", count: 1024 })),
      settleSync(() =>
        mergeTexts([
          { name: "a.csv", text: input },
          { name: "b.csv", text: input },
        ]),
      ),
      settleSync(() =>
        mergeTexts(
          [
            { name: "a.csv", text: input },
            { name: "b.csv", text: "x\n1\n" },
          ],
          {
            ...DEFAULT_CSV_MERGE,
            headerMode: "union",
          },
        ),
      ),
    ],
  },
  { tool: "date-range-analyzer", run: (input) => parseHolidayFile(input) },
  {
    tool: "epoch-timestamp-converter",
    run: (input) => [
      readTimestampLines(input, "auto"),
      settleSync(() => parseIsoDate(input, "UTC")),
    ],
  },
  {
    tool: "file-encoding-converter",
    run: (input) =>
      convertTextJob(
        {
          kind: "text",
          text: input,
          options: { target: "windows-1252", byteOrderMark: false, unmappable: "html-entity" },
        },
        browserDecoders,
      ),
  },
  {
    tool: "certificate-decoder",
    // Pasted as it is, inside PEM lines, and opened as a file's bytes.
    run: async (input) => {
      const decode = (text: string) =>
        decodeCertificates({ text, now: NOW }).catch((error: unknown) => {
          if (!(error instanceof ToolError)) throw error;
        });
      await decode(input);
      await decode(`-----BEGIN CERTIFICATE-----\n${input}\n-----END CERTIFICATE-----\n`);
      return decode(fileAsInput(new TextEncoder().encode(input)));
    },
  },
  {
    tool: "hmac-generator",
    run: async (input) => {
      await computeHmac({ message: input, key: "key", keyFormat: "text", algorithm: "sha256" });
      return computeHmac({ message: "m", key: input, keyFormat: "hex", algorithm: "sha256" });
    },
  },
  {
    tool: "jwt-decoder",
    // The input as a token (and, made one, with dots), then as the key of a well-formed token.
    run: async (input) => {
      const decoded = settleSync(() => decodeJwt(input));
      if (!(decoded instanceof ToolError)) explainToken(decoded, NOW / 1000, "UTC");
      settleSync(() => decodeJwt(`${input}.${input}.${input}`));
      return verifyToken({
        text: "eyJhbGciOiJIUzI1NiJ9.e30.AAAA",
        key: input,
        secretFormat: "base64",
      });
    },
  },
  { tool: "html-formatter", run: (input) => formatHtml(input, DEFAULT_HTML_FORMAT_OPTIONS) },
  {
    tool: "html-to-markdown",
    run: (input) => convertHtmlToMarkdown(input, DEFAULT_MARKDOWN_STYLE),
  },
  {
    tool: "javascript-beautifier",
    run: (input) => beautifyJavaScript(input, DEFAULT_JS_BEAUTIFY_OPTIONS),
  },
  {
    tool: "javascript-minifier",
    run: (input) => minifyJavaScript(input, DEFAULT_JS_MINIFY_OPTIONS),
  },
  {
    tool: "code-renderer",
    // The code as typed: detected, its tabs expanded, drawn as plain text (the worker's highlighter
    // is shiki's, run on the same text in the browser tests); and as the highlight-lines field.
    run: (input) => {
      const code = expandTabs(input, 4);
      return [
        detectLanguage(input),
        renderCodeSvg(
          {
            lines: code.split("\n").map((text) => [{ text }]),
            foreground: "#fff",
            background: "#000",
            dark: true,
          },
          {
            fontSize: 14,
            padding: 32,
            background: { kind: "theme" },
            frame: true,
            title: input.slice(0, 100),
            lineNumbers: true,
            highlighted: new Set([1]),
          },
        ).width,
        settleSync(() => parseLineList(input, 1_000)),
      ];
    },
  },
  {
    tool: "image-converter",
    // The text as a file's bytes: what the format sniffer and the metadata readers see first, also
    // behind a JPEG, PNG and WebP header so their segment and chunk walkers run on it; and the
    // text as the quality and size fields.
    run: (input) => {
      const bytes = new TextEncoder().encode(input);
      const behind = (header: number[]) => new Uint8Array([...header, ...bytes]);
      const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
      return [
        sniffImage(bytes),
        readImageMetadata(
          behind([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, ...ascii("Exif\0\0MM\0*")]),
          "jpeg",
        ),
        readImageMetadata(behind([0x89, ...ascii("PNG\r\n\x1a\n")]), "png"),
        readImageMetadata(behind(ascii("RIFF\0\0\0\0WEBP")), "webp"),
        headerDimensions(behind([0xff, 0xd8]), "jpeg"),
        headerDimensions(behind([0, 0, 1, 0]), "ico"),
        headerDimensions(behind(ascii("\0\0\0\x18ftypavif")), "avif"),
        settleSync(() => parseQuality(input)),
        settleSync(() => parseResizeValue("width", input)),
      ];
    },
  },
  {
    tool: "pdf-to-text",
    // The text as the Pages field, and as a page's pieces (what pdf.js finds on a page): one per
    // line, at heights and columns taken from the line, through both modes.
    run: (input) => {
      const pieces = input.split("\n").map((line, i) => ({
        text: line,
        x: (line.charCodeAt(0) || 0) % 600,
        y: 800 - (i % 97) * 8,
        width: line.length * 5,
        size: 6 + (line.length % 9),
        endsLine: i % 3 === 0,
      }));
      return [
        settleSync(() => parsePageRange(input)),
        pageText(pieces, "reading").length,
        pageText(pieces, "layout").length,
      ];
    },
  },
  {
    tool: "json-formatter",
    run: (input) => {
      const source = text(input);
      runOnText({ type: "format", source, mode: "format", indent: "2", sortKeys: false }, input);
      return runOnText({ type: "tree", source }, input);
    },
  },
  {
    tool: "json-to-xml-converter",
    run: (input) => jsonToXml(parseOrText(input)),
  },
  {
    tool: "json-to-yaml-converter",
    run: (input) =>
      ["json-to-yaml", "yaml-to-json"].map((direction) =>
        settleSync(() =>
          convertYaml({
            text: input,
            direction: direction as "json-to-yaml",
            yamlIndentation: "2",
            quotingStyle: "none",
            jsonIndentation: "2",
          }),
        ),
      ),
  },
  {
    tool: "markdown-to-html",
    run: (input) => markdownToHtmlBlocks({ markdown: input, breaks: false }),
  },
  { tool: "message-digester", run: (input) => digestText(input, "sha256") },
  {
    tool: "password-generator",
    // Its text fields: the characters to exclude, the separator, the numbers as typed, and the
    // password to check (rated on its first 64 characters).
    run: (input) => [
      settleSync(() => readPasswordSettings({ ...PASSWORD_SETTINGS, exclude: input })),
      settleSync(() =>
        readPasswordSettings({ ...PASSWORD_SETTINGS, kind: "passphrase", separator: input }),
      ),
      settleSync(() => readPasswordSettings({ ...PASSWORD_SETTINGS, count: input, length: input })),
      rateStrength(input, zxcvbn),
    ],
  },
  {
    tool: "qr-code-generator",
    run: (input) =>
      QR_PRESETS.map(({ value }) =>
        settleSync(() => {
          const inputs = Object.fromEntries(
            Object.entries(EMPTY_PRESET_INPUTS).map(([key, fields]) => [
              key,
              typeof fields === "string"
                ? input
                : Object.fromEntries(
                    Object.entries(fields as object).map(([k, v]) => [
                      k,
                      typeof v === "string" ? input : v,
                    ]),
                  ),
            ]),
          ) as unknown as typeof EMPTY_PRESET_INPUTS;
          return encodeQr(buildPayload(value, inputs), "L");
        }),
      ),
  },
  { tool: "sql-formatter", run: (input) => formatSql(input, DEFAULT_SQL_FORMAT_OPTIONS) },
  {
    tool: "string-utilities",
    run: (input) => STRING_OPERATIONS.map(({ value }) => transformText(input, value)),
  },
  {
    tool: "text-escaper",
    run: (input) =>
      ESCAPE_FORMATS.flatMap(({ value: format }) =>
        (["escape", "unescape"] as const).map((direction) =>
          settleSync(() =>
            runEscaper({
              text: input,
              options: {
                format,
                direction,
                escapeNonAscii: false,
                csvDelimiter: ",",
                sqlBackslashEscapes: false,
              },
            }),
          ),
        ),
      ),
  },
  {
    tool: "time-to-decimal",
    run: (input) =>
      (["time-to-decimal", "decimal-to-time"] as const).map((direction) =>
        settleSync(() => convertTimes({ text: input, direction, decimals: 2 })),
      ),
  },
  {
    tool: "timezone-converter",
    run: (input) => resolveSourceTime(input, "UTC"),
  },
  {
    tool: "url-encoder-decoder",
    run: (input) =>
      (["encode", "decode"] as const).map((mode) =>
        settleSync(() => convertUrl({ text: input, mode, variant: "component", perLine: true })),
      ),
  },
  {
    // The text to count, and a custom limit typed as text.
    tool: "character-counter",
    run: (input) => [countText(input), settleSync(() => parseLimit(input))],
  },
  {
    // The typed amount and the seed are its text inputs.
    tool: "lorem-ipsum-generator",
    run: (input) => [
      settleSync(() => parseAmount(input, "words")),
      generateLorem({ ...DEFAULT_LOREM_OPTIONS, seed: input, format: "html", lists: true }),
    ],
  },
  {
    // The ID to decode, the names of a v5 batch (one per line), and the typed count, namespace UUID
    // and NanoID alphabet.
    tool: "uuid-generator",
    run: async (input) => {
      const job = {
        kind: "v5" as const,
        count: input,
        namespace: "custom" as const,
        customNamespace: "6ba7b810-9dad-11d1-80b4-00c04fd430c8",
        names: input,
        nanoIdSize: "21",
        alphabet: input,
        batch: 0,
      };
      return [
        settleSync(() => decodeId(input)),
        await settle(generateIds(job)),
        await settle(generateIds({ ...job, customNamespace: input })),
        await settle(generateIds({ ...job, kind: "v4" })),
        await settle(generateIds({ ...job, kind: "nanoid", count: "1" })),
      ];
    },
  },
  {
    // The colour typed, and the colour its contrast is measured against.
    tool: "color-converter",
    run: (input) => [
      settleSync(() => colorConverter({ text: input, against: "white" })),
      settleSync(() => colorConverter({ text: "red", against: input })),
    ],
  },
  {
    // The typed number and bytes in each base, and the text as bytes: once, since the text's
    // bytes do not depend on the base (each run took 5 s of the 21 s four of them took).
    tool: "number-base-converter",
    run: (input) => [
      ...(["auto", "2", "16", "36"] as const).flatMap((fromBase) =>
        (["number", "bytes"] as const).map((kind) =>
          settleSync(() =>
            numberBaseConverter({ text: input, kind, fromBase, toBase: "7", grouped: true }),
          ),
        ),
      ),
      settleSync(() =>
        numberBaseConverter({
          text: input,
          kind: "text",
          fromBase: "10",
          toBase: "7",
          grouped: true,
        }),
      ),
    ],
  },
  {
    // Every language from the input read as samples (one sample per array item too) and as a schema.
    tool: "json-to-types",
    run: (input) =>
      TYPE_LANGUAGES.flatMap(({ value: language }) =>
        (["samples", "schema"] as const).map((source) =>
          settleSync(() =>
            jsonToTypes({
              ...DEFAULT_JSON_TO_TYPES_OPTIONS,
              text: input,
              language,
              source,
              eachItemIsSample: source === "samples",
            }),
          ),
        ),
      ),
  },
  {
    // The input as what a code holds: plain, and behind each payload's prefix, so the Wi-Fi, vCard,
    // MECARD, e-mail and link parsers run on it (the engine reads pixels, not text).
    tool: "qr-code-reader",
    run: (input) =>
      ["", "WIFI:", "BEGIN:VCARD\n", "MECARD:", "mailto:", "https://"].map((prefix) =>
        payloadFields(parsePayload(prefix + input)),
      ),
  },
  {
    // The input as the JSON queried and as the query, in JSONPath and in jq (its WebAssembly).
    tool: "jsonpath-tester",
    run: async (input) => {
      const jq = (json: string, filter: string) =>
        runJq(json, filter, {}, loadNodeJq).catch((error: unknown) => {
          if (!(error instanceof ToolError)) throw error;
        });
      settleSync(() => runJsonPath(input, "$..*"));
      settleSync(() => runJsonPath('{"a": [1, {"b": 2}]}', input));
      await jq(input, ".");
      return jq('{"a": [1, {"b": 2}]}', input);
    },
  },
  {
    // The input against itself reversed (every line a change), in each line comparison, and as
    // JSON against an empty object.
    tool: "text-diff",
    run: (input) => {
      const reversed = [...input].reverse().join("");
      const compare = (original: string, changed: string, options: object) =>
        settleSync(() =>
          textDiff(
            { original, changed, options: { ...TEXT_DIFF_DEFAULTS, ...options } },
            undefined,
            undefined,
            jsonDiff,
          ),
        );
      return [
        compare(input, reversed, {}),
        compare(reversed, input, { whitespace: "all", ignoreCase: true }),
        compare(input, `${input}\n`, { whitespace: "amount", ignoreLineEndings: true }),
        compare(input, "{}", { mode: "json" }),
      ];
    },
  },
  {
    // The networks in each operation, the split typed, and the addresses to find.
    tool: "subnet-calculator",
    run: (input) =>
      (["describe", "split", "summarise", "contains"] as const).flatMap((operation) => [
        settleSync(() =>
          subnetCalculator({ text: input, operation, splitInto: "4", addresses: "10.0.0.1" }),
        ),
        settleSync(() =>
          subnetCalculator({ text: "10.0.0.0/8", operation, splitInto: input, addresses: input }),
        ),
      ]),
  },
  {
    // The typed conversion ("5 ft 3 in to m"); input over 200 characters is refused at once.
    tool: "unit-converter",
    run: (input) => [
      settleSync(() => convertUnits(input)),
      settleSync(() => convertUnits(input.slice(0, 200))),
    ],
  },
  {
    // One URL (its parts, or the reason it is invalid), as a relative one, and one per line.
    tool: "url-parser",
    run: (input) => [
      settleSync(() => parseUrlForPage({ input, base: "" })),
      settleSync(() => parseUrl({ input, base: "https://example.com/a/b" })),
      settleSync(() => invalidReason(input)),
      settleSync(() => hostToUnicode(input)),
      parseBatch({ text: input, base: "https://example.com/" }),
    ],
  },
  {
    // The input as the test text (sample pattern, every view), as the pattern (its matches, its
    // explanation, its error position) and as the substitution and list template.
    tool: "regex-tester",
    run: (input) => {
      const job = { ...REGEX_DEFAULTS, text: input, view: "matches" as const };
      return [
        ...(["matches", "replace", "list", "split"] as const).map((view) =>
          runRegexJob({ ...job, view }),
        ),
        settleSync(() => runRegexJob({ ...job, pattern: input, text: "2024-01-15 (a) [b] x\n" })),
        settleSync(() => explainPattern(input, "u")),
        syntaxErrorIndex(input, "v"),
        runRegexJob({ ...job, text: "a=1 b=2", view: "replace", replacement: input }),
        runRegexJob({ ...job, text: "a=1 b=2", view: "list", template: input }),
      ];
    },
  },
  {
    // The search box: the query over every sheet (the sheets themselves are fixed data).
    tool: "developer-cheatsheets",
    run: async (input) => searchSheets(await loadAllSheets(), input),
  },
  {
    // The URL list (or a sitemap's XML), and the same text as an exclude pattern, a rule pattern
    // and the base URL.
    tool: "sitemap-generator",
    run: (input) => [
      settleSync(() => generateSitemap({ ...DEFAULT_SITEMAP_OPTIONS, text: input })),
      settleSync(() =>
        generateSitemap({ ...DEFAULT_SITEMAP_OPTIONS, text: "/a\n/b/c?d", exclude: input }),
      ),
      settleSync(() =>
        generateSitemap({
          ...DEFAULT_SITEMAP_OPTIONS,
          text: `/${"ab/".repeat(600)}`,
          rules: [{ pattern: input, lastmod: "", changefreq: "", priority: "" }],
        }),
      ),
      settleSync(() => generateSitemap({ ...DEFAULT_SITEMAP_OPTIONS, text: "/", base: input })),
    ],
  },
  {
    tool: "xml-beautifier",
    run: (input) => formatXml({ text: input, mode: "format", indent: "2", removeComments: false }),
  },
  {
    tool: "xpath-tester",
    // The input as the document, and as an expression over a small document.
    run: (input) => [
      settleSync(() => runXPathJob({ xml: input, expression: "//*", namespaces: [] })),
      runXPathJob({ xml: "<a><b/></a>", expression: input, namespaces: [] }),
    ],
  },
  {
    tool: "xsd-generator",
    run: (input) => runXsdJob({ samples: [input], options: DEFAULT_XSD_OPTIONS }),
  },
  {
    tool: "xslt-transformer",
    run: async (input) => {
      const engine = nodeLibxsltEngine();
      await settle(transformXslt({ xml: input, xslt: IDENTITY_XSLT, parameters: [] }, engine));
      return transformXslt({ xml: "<a/>", xslt: input, parameters: [] }, engine);
    },
  },
  {
    // The input typed into every field (money, count, percent, years) and both dates at once.
    tool: "financial-ratio-calculator",
    run: (input) =>
      calculateRatios({
        fields: Object.fromEntries(ALL_FIELDS.map((field) => [field.id, input])),
        startDate: input,
        endDate: input,
        format: DEFAULT_FORMAT,
      }),
  },
  {
    // The typed amount, read in two locales and converted at a fixture table (the rates come from
    // the source, not from typing).
    tool: "currency-converter",
    run: (input) => {
      const table = { base: "EUR", date: "2026-11-25", rates: { USD: "1.05", JPY: "162.41" } };
      for (const locale of ["en-US", "de-DE"]) {
        const amount = settleSync(() => parseCurrencyAmount(input, locale));
        if (amount && !(amount instanceof ToolError))
          conversionRows({ table, amount, from: "USD", targets: ["EUR", "JPY"], locale });
      }
      return "";
    },
  },
  {
    // The search box: matched on the device against the coin list (the only typed input).
    tool: "crypto-price-tracker",
    run: (input) =>
      searchCoins(
        [
          { id: "bitcoin", symbol: "btc", name: "Bitcoin" },
          { id: "monero", symbol: "xmr", name: input.slice(0, 1000) },
        ],
        input,
      ),
  },
  {
    // The only text a user types here: the trim's start and end times, read with the settings.
    tool: "audio-converter",
    run: (input) => [
      readAudioSettings({ ...DEFAULT_AUDIO_SETTINGS, trimStart: input }, 60),
      readAudioSettings({ ...DEFAULT_AUDIO_SETTINGS, trimEnd: input }, null),
    ],
  },
  {
    // The only text a user types here: the trim's start and end times and a width, read with the
    // settings.
    tool: "video-converter",
    run: (input) => [
      readVideoSettings(
        { ...DEFAULT_VIDEO_SETTINGS, trimStart: input },
        { duration: 60, video: { width: 1920, height: 1080 } },
      ),
      readVideoSettings({ ...DEFAULT_VIDEO_SETTINGS, trimEnd: input }, null),
      readVideoSettings({ ...DEFAULT_VIDEO_SETTINGS, height: "width", width: input }, null),
    ],
  },
  {
    // The worker's work before drawing: control characters out, every character checked against
    // the monospaced font, the text laid out on A4 pages (drawing is pdf-lib's, one call per line).
    tool: "text-to-pdf",
    run: (input) =>
      settleSync(
        () => layoutFor(withoutInvisible(input).text, DEFAULT_PDF_OPTIONS, MONO_FONT).layout,
      ),
  },
  {
    // The input typed into every field of the loan at once, and into every field of a scenario.
    tool: "mortgage-calculator",
    run: (input) => {
      const loan = Object.fromEntries(
        Object.entries(DEFAULT_LOAN).map(([key, value]) => [
          key,
          key === "downPaymentMode" || key === "pmiRemoval" ? value : input,
        ]),
      ) as typeof DEFAULT_LOAN;
      const valid = readLoan(DEFAULT_LOAN, "en-US").terms;
      return [
        readLoan(loan, "en-US"),
        valid &&
          compareScenario(valid, { termYears: input, rate: input, points: input }, 0, "en-US"),
      ];
    },
  },
  {
    // The input as the password (default bcrypt, at cost 4: the cost is the same work whatever
    // the input, and bcrypt reads 72 bytes of it), as htpasswd lines (read only: each line would be
    // a bcrypt of its own) and as the hash to verify.
    tool: "password-hash",
    run: async (input) => [
      await settle(
        hashPasswords({
          password: input,
          settings: readSettings({ ...DEFAULT_HASH_FIELDS, bcryptCost: "4" }),
          htpasswd: false,
        }),
      ),
      settleSync(() => parseHtpasswdInput(input)),
      await settle(verifyPassword({ password: "password", hash: input, htpasswd: false })),
    ],
  },
];

const IDENTITY_XSLT = `<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
<xsl:template match="@*|node()"><xsl:copy><xsl:apply-templates select="@*|node()"/></xsl:copy></xsl:template>
</xsl:stylesheet>`;

/** JSON → XML takes parsed JSON: the tool parses first, so a non-JSON input is given as a string. */
function parseOrText(input: string): unknown {
  try {
    return JSON.parse(input);
  } catch {
    return input;
  }
}

/** Runs one of several cores of an entry: its ToolError is an answer, so the others run too. */
function settleSync<T>(work: () => T): T | ToolError {
  try {
    return work();
  } catch (error) {
    if (error instanceof ToolError) return error;
    throw error;
  }
}

async function settle<T>(work: Promise<T>): Promise<T | ToolError> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ToolError) return error;
    throw error;
  }
}
