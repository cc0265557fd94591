// Mutation testing of the pure cores (Stryker with its Vitest runner): how many deliberate bugs
// (mutants) in a core its own tests catch. A score per core goes to bench/results/mutation.json,
// with the machine's load; a core below 90 % names its surviving mutants in the HTML report
// (reports/mutation/<core>.html) for a reader to kill with a test or explain as equivalent.
// Slow (minutes per core), so not in CI: `npm run bench:mutation [-- core …]`; MUTATION_CONCURRENCY=1
// runs one mutant at a time (beside other work on a 2-core machine).
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { loadavg, cpus } from "node:os";
import { join } from "node:path";

/**
 * The cores a user relies on for a result, each with the tests that are its own: its test file and
 * the tests of the module family that reaches it directly (the unit engine's tests parse through
 * unit-parse). A mutant killed only by a distant page or browser test does not count.
 */
export const CORES = {
  // The UUID Generator's decoder alone: quick to run, its own test file.
  "uuid-decode": {
    mutate: ["app/tools/uuid-generator/uuid-decode.ts"],
    tests: ["app/tools/uuid-generator/uuid-decode.test.ts"],
  },
  // The UUID Generator: UUID versions, ULID, NanoID, the batch and the decoder.
  "uuid-generator": {
    mutate: [
      "app/tools/uuid-generator/uuid-versions.ts",
      "app/tools/uuid-generator/uuid-bytes.ts",
      "app/tools/uuid-generator/ulid.ts",
      "app/tools/uuid-generator/nanoid.ts",
      "app/tools/uuid-generator/uuid-decode.ts",
      "app/tools/uuid-generator/uuid-generator.ts",
    ],
    tests: ["app/tools/uuid-generator/*.test.ts"],
  },
  // The JWT Decoder's reading of a token: its parts, Base64url, the claims and their times.
  "jwt-decode": {
    mutate: [
      "app/tools/jwt-decoder/jwt-decode.ts",
      "app/tools/jwt-decoder/base64url.ts",
      "app/tools/jwt-decoder/jwt-claims.ts",
    ],
    tests: ["app/tools/jwt-decoder/jwt-decode.test.ts"],
  },
  // The Certificate Decoder's report: what it prints of each certificate and of the chain.
  "certificate-report": {
    mutate: ["app/tools/certificate-decoder/certificate-decoder.ts"],
    tests: ["app/tools/certificate-decoder/certificate-decoder.test.ts"],
  },
  // The Password Hash Generator's hashing and verifying: bcrypt, Argon2, scrypt, PBKDF2.
  "password-hash-core": {
    mutate: ["app/tools/password-hash/password-hash.ts"],
    tests: ["app/tools/password-hash/password-hash.test.ts"],
  },
  // The JWT Decoder's signing and verifying: algorithms, keys (PEM, JWK, DER), signatures, checks.
  "jwt-sign-verify": {
    mutate: [
      "app/tools/jwt-decoder/jwt-algorithms.ts",
      "app/tools/jwt-decoder/jwt-keys.ts",
      "app/tools/jwt-decoder/der.ts",
      "app/tools/jwt-decoder/jwt-sign.ts",
      "app/tools/jwt-decoder/jwt-verify.ts",
    ],
    tests: ["app/tools/jwt-decoder/jwt-verify.test.ts"],
  },
  // The Password Generator's strength meter (zxcvbn's score, its feedback in words).
  "password-strength": {
    mutate: ["app/tools/password-generator/password-strength.ts"],
    tests: ["app/tools/password-generator/password-strength.test.ts"],
  },
  // The Certificate Decoder's own DER reader and what it reads: names, extensions, the chain.
  "certificate-decoder": {
    mutate: [
      "app/tools/certificate-decoder/der.ts",
      "app/tools/certificate-decoder/pem.ts",
      "app/tools/certificate-decoder/names.ts",
      "app/tools/certificate-decoder/extensions.ts",
      "app/tools/certificate-decoder/x509.ts",
      "app/tools/certificate-decoder/chain.ts",
    ],
    tests: ["app/tools/certificate-decoder/*.test.ts"],
  },
  // The IP Subnet Calculator: addresses of both families, networks, kinds, splits and summaries.
  subnet: {
    mutate: [
      "app/tools/subnet-calculator/ip.ts",
      "app/tools/subnet-calculator/subnet.ts",
      "app/tools/subnet-calculator/subnet-calculator.ts",
    ],
    tests: ["app/tools/subnet-calculator/*.test.ts"],
  },
  // The Number Base Converter: bases, fractions, fixed widths, IEEE 754, text and bytes.
  "number-base": {
    mutate: [
      "app/tools/number-base-converter/number-base.ts",
      "app/tools/number-base-converter/number-base-converter.ts",
    ],
    tests: ["app/tools/number-base-converter/*.test.ts"],
  },
  // The Colour Converter: CSS colour syntax, the colour spaces, gamut mapping, contrast.
  color: {
    mutate: [
      "app/tools/color-converter/color-spaces.ts",
      "app/tools/color-converter/color-converter.ts",
    ],
    tests: ["app/tools/color-converter/*.test.ts"],
  },
  // Text Diff, one entry per part so each runs in minutes: the edit-script search, the lines and
  // their comparison keys, the rows of the views with their in-line marks, the .diff file, the JSON
  // comparison and the job that joins them. Each part is judged by its own tests (their oracle
  // tests start diff, patch or python once for a whole list of cases, not once per case). The speed
  // test and the 10 MB limit test (text-diff-limit.test.ts) stay out: under instrumentation each
  // would take seconds per mutant; text-diff.test.ts checks the limit on small texts.
  "text-diff-sequence": {
    mutate: ["app/tools/text-diff/sequence-diff.ts"],
    tests: ["app/tools/text-diff/sequence-diff*.test.ts"],
  },
  "text-diff-lines": {
    mutate: ["app/tools/text-diff/diff-lines.ts", "app/tools/text-diff/text-lines.ts"],
    tests: ["app/tools/text-diff/diff-lines*.test.ts", "app/tools/text-diff/text-lines.test.ts"],
  },
  "text-diff-rows": {
    // Not lines 26 and 29 of inline-diff.ts: Stryker's Regex mutator turns their \v into \V, a
    // syntax error under the u flag, so the instrumented module failed to load, and every in-line
    // mutant was reported as not covered (no in-line test ran).
    mutate: [
      "app/tools/text-diff/diff-rows.ts",
      "app/tools/text-diff/inline-diff.ts:1-25",
      "app/tools/text-diff/inline-diff.ts:27-28",
      "app/tools/text-diff/inline-diff.ts:30-99",
    ],
    tests: ["app/tools/text-diff/diff-rows.test.ts", "app/tools/text-diff/inline-diff*.test.ts"],
  },
  "text-diff-unified": {
    mutate: ["app/tools/text-diff/unified-diff.ts"],
    tests: ["app/tools/text-diff/unified-diff*.test.ts"],
  },
  "text-diff-json": {
    mutate: ["app/tools/text-diff/json-diff.ts"],
    tests: ["app/tools/text-diff/json-diff*.test.ts"],
  },
  "text-diff-job": {
    mutate: ["app/tools/text-diff/text-diff.ts"],
    tests: ["app/tools/text-diff/text-diff.test.ts"],
  },
  // JSONPath and jq Tester: the query runs, the spans of matches in the input, previews and jq's
  // output (the compliance suite, the jq oracle and the 10 MB tests are left out: under
  // instrumentation each mutant would rerun them).
  "jsonpath-tester": {
    mutate: [
      "app/tools/jsonpath-tester/jsonpath-query.ts",
      "app/tools/jsonpath-tester/json-spans.ts",
      "app/tools/jsonpath-tester/json-preview.ts",
      "app/tools/jsonpath-tester/jq-query.ts",
      "app/tools/jsonpath-tester/jq-output.ts",
      "app/tools/jsonpath-tester/jq-engine.ts",
      "app/tools/jsonpath-tester/jsonpath-tester-job.ts",
    ],
    tests: [
      "app/tools/jsonpath-tester/jsonpath-query.test.ts",
      "app/tools/jsonpath-tester/json-spans.test.ts",
      "app/tools/jsonpath-tester/json-preview.test.ts",
      "app/tools/jsonpath-tester/jq-query.test.ts",
      "app/tools/jsonpath-tester/jq-output.test.ts",
      "app/tools/jsonpath-tester/jq-engine.test.ts",
      "app/tools/jsonpath-tester/jsonpath-tester-job.test.ts",
    ],
  },
  // JSON to Types: reading samples and schemas, the type model, names, and the seven writers.
  "json-to-types": {
    mutate: [
      "app/tools/json-to-types/sample-shapes.ts",
      "app/tools/json-to-types/infer-types.ts",
      "app/tools/json-to-types/schema-reader.ts",
      "app/tools/json-to-types/type-model.ts",
      "app/tools/json-to-types/type-names.ts",
      "app/tools/json-to-types/json-to-types.ts",
      "app/tools/json-to-types/emit-common.ts",
      "app/tools/json-to-types/emit-typescript.ts",
      "app/tools/json-to-types/emit-zod.ts",
      "app/tools/json-to-types/emit-json-schema.ts",
      "app/tools/json-to-types/emit-go.ts",
      "app/tools/json-to-types/emit-python.ts",
      "app/tools/json-to-types/emit-rust.ts",
      "app/tools/json-to-types/emit-csharp.ts",
    ],
    // The oracle tests (tsc, zod, go, python) are left out: each mutant would start the compilers.
    tests: [
      "app/tools/json-to-types/sample-shapes.test.ts",
      "app/tools/json-to-types/infer-types.test.ts",
      "app/tools/json-to-types/schema-reader.test.ts",
      "app/tools/json-to-types/type-model.test.ts",
      "app/tools/json-to-types/type-names.test.ts",
      "app/tools/json-to-types/json-to-types.test.ts",
      "app/tools/json-to-types/emit-*.test.ts",
    ],
  },
  // The Password Generator: passwords, passphrases, their entropy and the unbiased draws.
  "password-generator": {
    mutate: [
      "app/tools/password-generator/password.ts",
      "app/tools/password-generator/passphrase.ts",
      "app/tools/password-generator/secure-random.ts",
      "app/tools/password-generator/password-generator.ts",
    ],
    tests: [
      "app/tools/password-generator/password.test.ts",
      "app/tools/password-generator/secure-random.test.ts",
      "app/tools/password-generator/password-generator.test.ts",
    ],
  },
  // The Password Hash Generator's reading of hashes and htpasswd lines, and its options.
  "password-hash": {
    mutate: [
      "app/tools/password-hash/hash-format.ts",
      "app/tools/password-hash/htpasswd-input.ts",
      "app/tools/password-hash/password-hash-options.ts",
    ],
    tests: [
      "app/tools/password-hash/hash-format.test.ts",
      "app/tools/password-hash/htpasswd-input.test.ts",
      "app/tools/password-hash/password-hash-options.test.ts",
    ],
  },
  // The QR and Barcode Reader: the codes the engine reports (kinds, texts, levels, order, shrinking),
  // the payloads (Wi-Fi, vCard, MECARD, links, e-mail), the job's messages and the engine's loading.
  // The oracle tests (qrencode, zint, zbar, the site's generator) are left out: each mutant would
  // rerun their encoders.
  "qr-code-reader": {
    mutate: [
      "app/tools/qr-code-reader/read-codes.ts",
      "app/tools/qr-code-reader/code-payload.ts",
      "app/tools/qr-code-reader/contact-payload.ts",
      "app/tools/qr-code-reader/qr-code-reader-job.ts",
      "app/tools/qr-code-reader/zxing-reader.ts",
    ],
    tests: [
      "app/tools/qr-code-reader/read-codes.test.ts",
      "app/tools/qr-code-reader/code-payload.test.ts",
      "app/tools/qr-code-reader/contact-payload.test.ts",
      "app/tools/qr-code-reader/qr-code-reader-job.test.ts",
      "app/tools/qr-code-reader/zxing-reader.test.ts",
    ],
  },
  "json-to-xml": {
    mutate: ["app/tools/json-to-xml-converter/json-to-xml.ts"],
    tests: ["app/tools/json-to-xml-converter/json-to-xml*.test.ts"],
  },
  "json-scanner": {
    mutate: ["app/lib/json/json-scanner.ts"],
    tests: ["app/lib/json/json-scanner.test.ts", "app/lib/json/json-value-builder.test.ts"],
  },
  "cron-engine": {
    mutate: ["app/tools/cron-tools/cron-engine.ts"],
    tests: ["app/tools/cron-tools/cron-engine.test.ts", "app/tools/cron-tools/cron-tasks.test.ts"],
  },
  csv: {
    mutate: ["app/lib/csv/csv.ts", "app/lib/csv/csv-records.ts"],
    tests: ["app/lib/csv/*.test.ts"],
  },
  // The streaming record scanner is the CSV tools' split and merge: their tests are its tests.
  "csv-split-merge": {
    mutate: [
      "app/lib/csv/record-scanner.ts",
      "app/tools/csv-tools/csv-split.ts",
      "app/tools/csv-tools/csv-merge.ts",
    ],
    tests: ["app/tools/csv-tools/*.test.ts", "app/lib/csv/record-scanner.test.ts"],
  },
  "csv-delimiter": {
    mutate: ["app/lib/csv/csv-delimiter.ts"],
    tests: ["app/lib/csv/csv-delimiter.test.ts"],
  },
  base64: {
    mutate: ["app/lib/text/base64.ts"],
    tests: ["app/lib/text/base64.test.ts"],
  },
  "grouped-decimal": {
    mutate: ["app/lib/number/grouped-decimal.ts"],
    tests: ["app/lib/number/grouped-decimal.test.ts"],
  },
  amortization: {
    mutate: ["app/tools/mortgage-calculator/amortization.ts"],
    tests: [
      "app/tools/mortgage-calculator/amortization.test.ts",
      "app/tools/mortgage-calculator/loan-inputs.test.ts",
    ],
  },
  "unit-parse": {
    mutate: ["app/tools/unit-converter/unit-parse.ts"],
    tests: [
      "app/tools/unit-converter/unit-parse.test.ts",
      "app/tools/unit-converter/unit-engine.test.ts",
      "app/tools/unit-converter/unit-roundtrip.test.ts",
    ],
  },
  "unit-engine": {
    mutate: ["app/tools/unit-converter/unit-engine.ts", "app/tools/unit-converter/unit-format.ts"],
    tests: [
      "app/tools/unit-converter/unit-engine.test.ts",
      "app/tools/unit-converter/unit-format.test.ts",
      "app/tools/unit-converter/unit-roundtrip.test.ts",
    ],
  },
  money: {
    mutate: ["app/tools/currency-converter/money.ts"],
    tests: ["app/tools/currency-converter/money.test.ts"],
  },
  "number-format": {
    mutate: [
      "app/lib/number/decimal-format.ts",
      "app/lib/number/number-choices.ts",
      "app/tools/financial-ratio-calculator/number-format.ts",
    ],
    tests: [
      "app/lib/number/decimal-format.test.ts",
      "app/lib/number/number-choices.test.ts",
      "app/tools/financial-ratio-calculator/number-format.test.ts",
    ],
  },
  "image-dimensions": {
    mutate: ["app/lib/image/image-dimensions.ts"],
    tests: ["app/lib/image/image-dimensions.test.ts"],
  },
  "image-format": {
    mutate: ["app/lib/image/image-format.ts"],
    tests: ["app/lib/image/image-format.test.ts"],
  },
};

const ROOT = new URL("..", import.meta.url).pathname;
const REPORTS = join(ROOT, "reports", "mutation");
const RESULTS = join(ROOT, "bench", "results", "mutation.json");

function runCore(name, { mutate, tests }) {
  mkdirSync(REPORTS, { recursive: true });
  const strykerConfig = join(REPORTS, `${name}.stryker.json`);
  writeFileSync(
    strykerConfig,
    JSON.stringify(
      {
        testRunner: "vitest",
        plugins: ["@stryker-mutator/vitest-runner"],
        // Relative: Stryker runs it in its sandbox, where the mutated files are.
        vitest: { configFile: "vitest.mutation.config.ts", related: false },
        mutate,
        coverageAnalysis: "perTest",
        concurrency: Number(process.env.MUTATION_CONCURRENCY) || Math.max(1, cpus().length),
        reporters: ["json", "html", "clear-text"],
        jsonReporter: { fileName: join(REPORTS, `${name}.json`) },
        htmlReporter: { fileName: join(REPORTS, `${name}.html`) },
        tempDirName: `.stryker-tmp-${name}`,
        // Another core's run beside this one has its own sandbox in the repository: never copied
        // into this one (it is a whole copy of the repository, with a link to ../shared).
        ignorePatterns: [".stryker-tmp-*"],
        cleanTempDir: false,
        timeoutMS: 10_000,
      },
      null,
      2,
    ),
  );
  // Tests that read the public conformance data find it at ../shared from the repository; in
  // Stryker's sandbox (<tempDir>/sandbox-*/) that is <tempDir>/shared.
  const tempDir = join(ROOT, `.stryker-tmp-${name}`);
  mkdirSync(tempDir, { recursive: true });
  const shared = join(ROOT, "..", "shared");
  if (existsSync(shared) && !existsSync(join(tempDir, "shared")))
    symlinkSync(realpathSync(shared), join(tempDir, "shared"));
  const loadBefore = loadavg()[0];
  const started = Date.now();
  execFileSync("npx", ["stryker", "run", strykerConfig], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, MUTATION_TESTS: tests.join(",") },
  });
  rmSync(tempDir, { recursive: true, force: true });
  const report = JSON.parse(readFileSync(join(REPORTS, `${name}.json`), "utf8"));
  const counts = { killed: 0, survived: 0, timeout: 0, noCoverage: 0, other: 0 };
  const survivors = [];
  for (const [file, { mutants }] of Object.entries(report.files)) {
    for (const mutant of mutants) {
      const key =
        mutant.status === "Killed"
          ? "killed"
          : mutant.status === "Survived"
            ? "survived"
            : mutant.status === "Timeout"
              ? "timeout"
              : mutant.status === "NoCoverage"
                ? "noCoverage"
                : "other";
      counts[key]++;
      if (key === "survived" || key === "noCoverage")
        survivors.push(
          `${file}:${mutant.location.start.line} ${mutant.mutatorName}: ${mutant.replacement ?? ""}`.slice(
            0,
            200,
          ),
        );
    }
  }
  // Stryker's score: detected (killed + timed out) over all valid mutants.
  const valid = counts.killed + counts.timeout + counts.survived + counts.noCoverage;
  const score = valid === 0 ? null : (100 * (counts.killed + counts.timeout)) / valid;
  return {
    score: score === null ? null : Math.round(score * 10) / 10,
    ...counts,
    seconds: Math.round((Date.now() - started) / 1000),
    load: { before: loadBefore, after: loadavg()[0], cores: cpus().length },
    survivors,
  };
}

function main() {
  const asked = process.argv.slice(2);
  const names = asked.length > 0 ? asked : Object.keys(CORES);
  for (const name of names) if (!CORES[name]) throw new Error(`No core named ${name}`);
  const readResults = () =>
    existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, "utf8")) : { cores: {} };
  let results = readResults();
  for (const name of names) {
    const result = runCore(name, CORES[name]);
    // Read again just before writing: a run of another core may have finished meanwhile, and its
    // entry must not go back to what it was when this run started.
    results = readResults();
    results.cores[name] = { measuredAt: new Date().toISOString(), ...result };
    writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
    console.log(
      `${name}: ${result.score} % (${result.killed} killed, ${result.timeout} timed out, ${result.survived} survived, ${result.noCoverage} not covered) in ${result.seconds} s at load ${result.load.before.toFixed(1)}`,
    );
  }
  console.log("\ncore                 score   survivors");
  for (const [name, r] of Object.entries(results.cores))
    console.log(
      `${name.padEnd(20)} ${String(r.score).padStart(5)} %  ${r.survived + r.noCoverage}`,
    );
}

main();
