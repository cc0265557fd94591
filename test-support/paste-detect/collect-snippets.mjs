// Builds labelled-snippets.jsonl: real snippets from the project's fixtures, the shared conformance
// data and the public packages in node_modules, each with the kind a person expects first and where
// it came from. The label of a source is a decision written here (every yaml-test-suite in.json is
// JSON); the snippets whose label a person would change are listed in RELABELLED, by hand, with why.
// Run: node test-support/paste-detect/collect-snippets.mjs (deterministic: sorted files, every k-th).
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SHARED = path.resolve(ROOT, "../shared/conformance");

const read = (file) => readFileSync(file, "utf8");
const rel = (file) => path.relative(ROOT, file).replaceAll(path.sep, "/");

/**
 * HOLDOUT=1 samples the other half of each source (between the items the labelled set took) into
 * holdout-snippets.jsonl: a check, with the same source labels but no reading by hand, that the
 * detectors were not fitted to the labelled set alone.
 */
const HOLDOUT = process.env.HOLDOUT === "1";

/** Every k-th item, at most `count`, so a source is sampled evenly rather than by its start. */
function spread(items, count) {
  if (items.length <= count) return HOLDOUT ? [] : items;
  const step = items.length / count;
  const offset = HOLDOUT ? step / 2 : 0;
  return Array.from({ length: count }, (_, i) => items[Math.floor(i * step + offset)]);
}

/** At most two files of a folder or of a name: forty FUNDING.yml files are one sample. */
function variedFiles(files) {
  const used = new Map();
  return files.filter((file) => {
    const name = path.basename(file);
    const keys = [path.dirname(file), /^(package\.json|README\.md)$/.test(name) ? file : name];
    if (keys.some((key) => (used.get(key) ?? 0) >= 2)) return false;
    for (const key of keys) used.set(key, (used.get(key) ?? 0) + 1);
    return true;
  });
}

function walk(dir, keep, out = []) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
  } catch {
    return out;
  }
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file, keep, out);
    else if (keep(file)) out.push(file);
  }
  return out;
}

/** String literals ("…" and '…') of a source file, decoded. */
function literals(file) {
  const text = read(file);
  const found = [];
  for (const match of text.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'/g)) {
    try {
      found.push(match[1] !== undefined ? JSON.parse(`"${match[1]}"`) : match[2]);
    } catch {
      // an escape JSON does not know: not needed
    }
  }
  return found;
}

const snippets = [];
const seen = new Set();
function add(label, source, text) {
  if (typeof text !== "string" || text.trim() === "" || seen.has(text)) return;
  seen.add(text);
  snippets.push({ label, source, text });
}
function addFile(label, file) {
  snippets.push({ label, source: rel(file), file: rel(file) });
}
const small = (max) => (file) => statSync(file).size > 20 && statSync(file).size <= max;
const NM = path.join(ROOT, "node_modules");

// --- Documents from the public packages in node_modules ----------------------------------------
const nmFiles = (ext, max, count, filter = () => true) =>
  spread(variedFiles(walk(NM, (f) => f.endsWith(ext) && small(max)(f) && filter(f))), count);
for (const f of nmFiles("/package.json", 3000, 30)) add("json", rel(f), read(f));
for (const f of nmFiles("README.md", 4000, 45)) add("markdown", rel(f), read(f));
for (const f of nmFiles(".css", 4000, 30, (f) => !f.endsWith(".min.css")))
  add("css", rel(f), read(f));
for (const f of nmFiles(".yml", 3000, 25)) add("yaml", rel(f), read(f));
for (const f of nmFiles(".yaml", 3000, 15)) add("yaml", rel(f), read(f));
for (const f of nmFiles(".html", 4000, 20)) add("html", rel(f), read(f));
for (const f of nmFiles(".svg", 4000, 10)) add("xml", rel(f), read(f));
for (const f of nmFiles(".js", 3000, 40, (f) => !/\.min\.js$|\/dist\//.test(f)))
  add("javascript", rel(f), read(f));

// --- Conformance data (../shared/conformance) ---------------------------------------------------
const yamlSuite = path.join(SHARED, "yaml-test-suite");
const yamlCases = walk(yamlSuite, (f) => f.endsWith("in.json"));
const jsonDocs = yamlCases.filter((f) => {
  try {
    const v = JSON.parse(read(f));
    return v !== null && typeof v === "object" && read(f).trim().length > 10;
  } catch {
    return false;
  }
});
for (const f of spread(jsonDocs, 30))
  add("json", `conformance/${path.relative(SHARED, f)}`, read(f));
// YAML inputs that are block YAML (not flow or JSON-looking), valid (no "error" file), with a JSON twin.
const blockYaml = yamlCases
  .map((f) => path.join(path.dirname(f), "in.yaml"))
  .filter((f) => existsSync(f) && !existsSync(path.join(path.dirname(f), "error")))
  .filter((f) => /^[\w"'-]/.test(read(f).trim()) && read(f).trim().split("\n").length >= 3);
for (const f of spread(blockYaml, 25))
  add("yaml", `conformance/${path.relative(SHARED, f)}`, read(f));

for (const f of walk(path.join(SHARED, "csv-spectrum"), (f) => f.endsWith(".csv")))
  if (!f.includes("location_coordinates") && !f.includes("empty"))
    add("csv", `conformance/${path.relative(SHARED, f)}`, read(f));
add("tsv", "conformance/cards/test_cards.tsv", read(path.join(SHARED, "cards/test_cards.tsv")));
add(
  "tsv",
  "conformance/base64/rfc4648_vectors.tsv",
  read(path.join(SHARED, "base64/rfc4648_vectors.tsv")),
);
add("tsv", "conformance/hash/rfc1321_md5.tsv", read(path.join(SHARED, "hash/rfc1321_md5.tsv")));

const cards = read(path.join(SHARED, "cards/test_cards.tsv")).trim().split("\n").slice(1);
for (const line of cards) {
  const [brand, number] = line.split("\t");
  if (number && /^\d+$/.test(number) && !brand.startsWith("(negative)"))
    add("card-number", "conformance/cards/test_cards.tsv", number);
}

const cron = JSON.parse(read(path.join(SHARED, "cron/cronstrue_vectors.json")));
for (const { expression } of spread(cron, 60))
  add("cron", "conformance/cron/cronstrue_vectors.json", expression);

for (const line of read(path.join(SHARED, "base64/rfc4648_vectors.tsv")).split("\n"))
  for (const cell of line.split("\t"))
    if (/^[A-Za-z0-9+/]{8,}=*$/.test(cell))
      add("base64", "conformance/base64/rfc4648_vectors.tsv", cell);

const digestLines = (file, count) =>
  spread(
    read(path.join(SHARED, "hash", file))
      .split("\n")
      .filter((l) => l.startsWith("MD = ")),
    count,
  ).map((l) => l.slice(5).trim());
for (const [file, count] of [
  ["SHA1ShortMsg.rsp", 10],
  ["SHA256ShortMsg.rsp", 12],
  ["SHA384ShortMsg.rsp", 6],
  ["SHA512ShortMsg.rsp", 10],
])
  for (const digest of digestLines(file, count)) add("hash", `conformance/hash/${file}`, digest);
for (const line of read(path.join(SHARED, "hash/rfc1321_md5.tsv")).split("\n"))
  for (const cell of line.split("\t"))
    if (/^[0-9a-f]{32}$/.test(cell)) add("hash", "conformance/hash/rfc1321_md5.tsv", cell);

const urlTests = JSON.parse(read(path.join(SHARED, "wpt-url/urltestdata.json"))).filter(
  (t) => typeof t === "object",
);
const goodUrls = urlTests.filter(
  (t) => !t.failure && t.base === null && /^https?:\/\/[\x21-\x7e]+$/.test(t.input),
);
for (const t of spread(goodUrls, 35)) add("url", "conformance/wpt-url/urltestdata.json", t.input);
const percent = JSON.parse(read(path.join(SHARED, "wpt-url/percent-encoding.json"))).filter(
  (t) => typeof t === "object",
);
for (const t of percent)
  add("url-encoded", "conformance/wpt-url/percent-encoding.json", t.output["utf-8"]);
for (const t of spread(
  urlTests.filter((t) => !t.failure && t.search && t.search.length > 6 && t.search.includes("%")),
  12,
))
  add("url-encoded", "conformance/wpt-url/urltestdata.json (search)", t.search.slice(1));

for (const f of spread(
  walk(path.join(SHARED, "libxslt-REC"), (f) => /\.(xml|xsl)$/.test(f) && small(4000)(f)),
  30,
))
  add("xml", `conformance/${path.relative(SHARED, f)}`, read(f));
const turndown = JSON.parse(read(path.join(SHARED, "html-to-markdown/turndown_cases.json")));
for (const c of spread(
  turndown.filter((c) => c.input.trim().split("\n").length >= 3),
  25,
))
  add("html", "conformance/html-to-markdown/turndown_cases.json (input)", c.input);
for (const c of spread(
  turndown.filter((c) => c.expected.trim().split("\n").length >= 3),
  20,
))
  add("markdown", "conformance/html-to-markdown/turndown_cases.json (expected)", c.expected);

// --- The project's own fixtures and tests --------------------------------------------------------
const languages = JSON.parse(
  read(path.join(ROOT, "test-support/code-renderer/language-samples.json")),
);
for (const [language, label] of [
  ["javascript", "javascript"],
  ["jsx", "javascript"],
  ["json", "json"],
  ["html", "html"],
  ["css", "css"],
  ["markdown", "markdown"],
  ["sql", "sql"],
  ["yaml", "yaml"],
  ["xml", "xml"],
])
  add(
    label,
    `test-support/code-renderer/language-samples.json (${language})`,
    languages[language].code,
  );

const fromTests = (files, label, shape, count = 40) => {
  const found = [];
  for (const file of files.flatMap((f) =>
    statSync(f).isDirectory() ? walk(f, (x) => /\.test\.ts$/.test(x)) : [f],
  ))
    for (const literal of literals(file)) if (shape.test(literal)) found.push([rel(file), literal]);
  for (const [source, literal] of spread(found, count)) add(label, source, literal);
};
const tool = (slug) => path.join(ROOT, "app/tools", slug);
fromTests(
  [tool("uuid-generator")],
  "uuid",
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  20,
);
fromTests(
  [tool("subnet-calculator")],
  "ip-address",
  /^(\d{1,3}\.){3}\d{1,3}$|^[0-9a-f]{0,4}(:[0-9a-f]{0,4}){2,7}$/i,
  15,
);
fromTests(
  [tool("subnet-calculator")],
  "cidr",
  /^(\d{1,3}\.){3}\d{1,3}\/\d{1,2}$|^[0-9a-f:]+\/\d{1,3}$/i,
  15,
);
fromTests(
  [tool("color-converter")],
  "color",
  /^(#[0-9a-f]{3,8}|(rgb|hsl|hwb|lab|lch|oklab|oklch)a?\(.*\))$/i,
  30,
);
fromTests(
  [tool("epoch-timestamp-converter"), tool("jwt-decoder")],
  "epoch",
  /^1\d{9}(\d{3})?$/,
  15,
);
fromTests(
  [
    tool("epoch-timestamp-converter"),
    tool("date-range-analyzer"),
    tool("timezone-converter"),
    path.join(ROOT, "app/lib/time"),
  ],
  "iso-date",
  /^\d{4}-\d\d-\d\d(T\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)?)?$/,
  25,
);
fromTests(
  [tool("timezone-converter"), path.join(ROOT, "app/lib/time")],
  "time-zone",
  /^[A-Z][a-z]+\/[A-Z][A-Za-z_]+(\/[A-Z][A-Za-z_]+)?$/,
  25,
);
fromTests(
  [tool("jwt-decoder"), path.join(ROOT, "test-support/jwt-decoder")],
  "jwt",
  /^eyJ[\w-]+\.[\w-]+\.[\w-]*$/,
  15,
);
fromTests(
  [tool("qr-code-reader"), tool("url-parser"), tool("qr-code-generator")],
  "email",
  /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/,
  12,
);
fromTests([tool("number-base-converter")], "hex", /^0x[0-9a-f]+$/i, 12);
fromTests([tool("sql-formatter")], "sql", /^(select|insert|update|delete|create|with)\s/i, 15);
fromTests([tool("base64-encoder-decoder")], "base64", /^[A-Za-z0-9+/]{12,}={0,2}$/, 12);

for (const f of walk(path.join(ROOT, "test-support/certificate-decoder"), (f) =>
  f.endsWith(".pem"),
))
  add("pem", rel(f), read(f));
const pemBlocks = [];
for (const f of walk(path.join(ROOT, "app/tools"), (f) => f.endsWith(".test.ts")))
  for (const m of read(f).matchAll(
    /-----BEGIN [A-Z ]+-----\\?n?[\s\S]{20,4000}?-----END [A-Z ]+-----/g,
  ))
    if (!m[0].includes("${") && !m[0].includes("\\n")) pemBlocks.push([rel(f), m[0]]);
for (const [source, block] of spread(pemBlocks, 10)) add("pem", source, block);

// PEM: the certificate fixtures re-encoded by openssl, and keys and a CSR openssl made once (pem/).
const PEM_DIR = path.join(import.meta.dirname, "pem");
if (!existsSync(PEM_DIR)) {
  mkdirSync(PEM_DIR);
  const fixtures = path.join(ROOT, "test-support/certificate-decoder");
  const run = (command) => execSync(command, { cwd: PEM_DIR, stdio: ["ignore", "pipe", "ignore"] });
  run(`openssl x509 -inform der -in ${fixtures}/e2e-leaf.der -out leaf-certificate.pem`);
  run(`openssl pkcs7 -inform der -in ${fixtures}/e2e-chain.p7b -out chain.p7b.pem`);
  run(
    `openssl pkcs7 -inform der -in ${fixtures}/e2e-chain.p7b -print_certs -out chain-certificates.pem`,
  );
  run("openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out ec-private-key.pem");
  run("openssl pkey -in ec-private-key.pem -pubout -out ec-public-key.pem");
  run("openssl genpkey -algorithm ed25519 -out ed25519-private-key.pem");
  run("openssl pkey -in ed25519-private-key.pem -pubout -out ed25519-public-key.pem");
  run("openssl genrsa -traditional -out rsa-private-key.pem 1024");
  run('openssl req -new -key ec-private-key.pem -subj "/CN=paste.example" -out request.csr.pem');
}
for (const f of walk(PEM_DIR, (f) => f.endsWith(".pem"))) add("pem", rel(f), read(f));

// JWTs of RFC 7515 and RFC 8037 (the JWT Decoder's vectors).
const { createJiti } = await import("jiti");
const jiti = createJiti(import.meta.url, { alias: { "~": path.join(ROOT, "app") } });
const rfcVectors = await jiti.import(path.join(ROOT, "test-support/jwt-decoder/rfc-vectors.ts"));
for (const [name, vector] of Object.entries(rfcVectors))
  if (typeof vector?.token === "string")
    add("jwt", `test-support/jwt-decoder/rfc-vectors.ts (${name})`, vector.token);

// Base64URL: the header and payload of those JWTs, each on its own (Base64URL of JSON).
for (const [name, vector] of Object.entries(rfcVectors))
  if (typeof vector?.token === "string")
    for (const part of vector.token.split(".").slice(0, 2))
      if (part.length >= 8)
        add("base64", `test-support/jwt-decoder/rfc-vectors.ts (${name}, a part)`, part);
fromTests(
  [path.join(ROOT, "app/tools")],
  "base64",
  /^data:[\w/+.-]+;base64,[A-Za-z0-9+/]{8,}={0,2}$/,
  10,
);

// Time zone names of the tz database, as the runtime lists them.
for (const zone of spread(
  Intl.supportedValuesOf("timeZone").filter((z) => z.includes("/")),
  20,
))
  add("time-zone", "tz database (Intl.supportedValuesOf)", zone);

// Epoch times written in the tools' tests (ten or thirteen digits from 2017 on).
const epochs = new Set();
for (const f of walk(path.join(ROOT, "app/tools"), (f) => f.endsWith(".test.ts")))
  for (const m of read(f).matchAll(/(?<![\w.])(1[5-9]\d{8}(?:\d{3})?)(?![\w.])/g))
    epochs.add(`${rel(f)}\t${m[1]}`);
for (const entry of spread([...epochs].sort(), 20)) add("epoch", ...entry.split("\t"));

// E-mail addresses written in the tools' tests.
fromTests([path.join(ROOT, "app/tools")], "email", /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/, 15);

// Hex: NIST SHA-1 messages (in hex) whose length is no digest's.
const messages = read(path.join(SHARED, "hash/SHA1ShortMsg.rsp"))
  .split("\n")
  .filter((l) => l.startsWith("Msg = "))
  .map((l) => l.slice(6).trim());
for (const m of spread(
  messages.filter((m) => m.length >= 8 && ![32, 40, 56, 64, 96, 128].includes(m.length)),
  15,
))
  add("hex", "conformance/hash/SHA1ShortMsg.rsp (Msg)", m);

// Prose: what a person pastes that is none of the kinds (the fallback must win).
for (const f of nmFiles("LICENSE", 1300, 12))
  add("text", rel(f), read(f).split("\n\n").slice(1, 2).join("") || read(f));

// --- Files by their bytes ------------------------------------------------------------------------
for (const f of walk(path.join(ROOT, "test-support/image/fixtures"), () => true))
  addFile("image", f);
for (const f of walk(NM, (f) => /\.(png|gif)$/.test(f))) addFile("image", f);
for (const f of walk(path.join(ROOT, "test-support/pdf/fixtures"), (f) => f.endsWith(".pdf")))
  addFile("pdf", f);
for (const f of walk(path.join(import.meta.dirname, "files"), () => true))
  addFile(/\.(wav|mp3|ogg|flac|m4a|opus)$/.test(f) ? "audio" : "video", f);

/** Snippets whose source label is wrong for them, decided by reading each one. */
const RELABELLED = JSON.parse(read(path.join(import.meta.dirname, "relabelled.json")));
const out = [];
const labelledSet = HOLDOUT
  ? new Set(
      read(path.join(import.meta.dirname, "labelled-snippets.jsonl"))
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line).text ?? JSON.parse(line).file),
    )
  : new Set();
for (const snippet of snippets) {
  if (labelledSet.has(snippet.file ?? snippet.text)) continue;
  const key = snippet.file ?? snippet.text;
  const change = RELABELLED.find((r) => r.text === key);
  if (change?.label === "drop") continue;
  out.push(change ? { ...snippet, label: change.label, note: change.why } : snippet);
}
const OUT = path.join(
  import.meta.dirname,
  HOLDOUT ? "holdout-snippets.jsonl" : "labelled-snippets.jsonl",
);
writeFileSync(OUT, out.map((s) => JSON.stringify(s)).join("\n") + "\n");
const counts = {};
for (const s of out) counts[s.label] = (counts[s.label] ?? 0) + 1;
console.log(out.length, JSON.stringify(counts));
