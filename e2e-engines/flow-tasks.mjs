// What moves between tools and visits, in every engine (docs/share-links.md): a share link that
// carries the input opens the same state with the browser's storage emptied; a starred tool is a
// favourite after a reload, on the home page; "Open in…" hands a result to another tool. Chromium
// runs the same in e2e/share-link.spec.ts and e2e/favourites-and-open-in.spec.ts. And what differs
// between engines' regular expressions: the Code Renderer colours each language's sample with the
// tokens V8 gives it (app/tools/code-renderer/sample-tokens.test.ts: Node's V8 is Chromium's engine).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { deflateSync } from "node:zlib";
import {
  clickButton,
  fillField,
  waitForHydration,
  waitForPageText,
  waitForText,
} from "./page-actions.js";
import { checkPageLoads } from "./main-tasks.mjs";
import { svgTspans } from "../test-support/code-renderer/svg-tspans.mjs";

/** Each language's sample and the tokens V8 colours it with (app/tools/code-renderer/sample-tokens.test.ts). */
const LANGUAGE_SAMPLES = JSON.parse(
  readFileSync(new URL("../test-support/code-renderer/language-samples.json", import.meta.url)),
);

const STEP_MS = 20_000;
const TEXT = "Shared in every engine ✓";
const TEXT_BASE64 = "U2hhcmVkIGluIGV2ZXJ5IGVuZ2luZSDinJM=";
/** jwt.io's example token (HS256). */
const PASTED_JWT =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c";

/** Ticks the checkbox named `label` (a user's click) once it is there (a dialog loads first). */
async function tick(label) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const box = [...document.querySelectorAll("input[type=checkbox]")].find((input) =>
      [...(input.labels ?? [])].some((l) => l.textContent.trim() === label),
    );
    if (box) {
      if (!box.checked) box.click();
      return;
    }
    if (Date.now() > deadline) throw new Error(`no checkbox named "${label}"`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The value of the field named `label` once it contains `part`, or null by `timeoutMs`. */
async function fieldValueWith(label, part, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const field = document.querySelector(`[aria-label="${label}"]`);
    if (field?.value?.includes(part)) return field.value;
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The page's first words and its address, for a failure message. */
function glimpse() {
  return `${location.href.slice(0, 80)}: ${document.querySelector("main")?.innerText.slice(0, 300)}`;
}

/** The value of the field named `label` once it is no longer `old`, or null by `timeoutMs`. */
async function fieldValueOtherThan(label, old, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = document.querySelector(`[aria-label="${label}"]`)?.value;
    if (value && value !== old) return value;
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A key pressed in the field named `label` (the page tells the user's input by such events). */
function pressKeyIn(label) {
  const field = document.querySelector(`[aria-label="${label}"]`);
  field.focus();
  field.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true }));
}

/** Presses the first of the "Suggested tools" once it is `title`'s; returns its text. */
async function pressFirstSuggestion(title, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const first = document.querySelector('[aria-labelledby="suggested-tools"] button');
    if (first?.textContent.startsWith(title)) {
      first.click();
      return first.textContent;
    }
    if (Date.now() > deadline) return first?.textContent ?? null;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function forgetEverything() {
  localStorage.clear();
  sessionStorage.clear();
}

/** Where the page is, and whether the star says it is pressed. */
function pageFacts() {
  const star = document.querySelector('main button[aria-label="Favourite"]');
  return {
    path: location.pathname,
    hash: location.hash,
    starred: star?.getAttribute("aria-pressed"),
  };
}

/**
 * In the Code Renderer: chooses `language`, types `code` (with `fill`, the steps' fillField), and
 * returns the picture once the Output says `status`: its SVG without the embedded fonts, or null by
 * `timeoutMs`. One step per sample: each call to the browser costs WebKitGTK's driver some 100 ms.
 */
async function showSample(fill, language, code, status, timeoutMs) {
  await fill("Language", language);
  await fill("Input", code);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const output = document.querySelector('[aria-label="Output"]');
    const image = output?.querySelector('img[src^="data:image/svg+xml"]');
    if (output?.innerText.includes(status) && image) {
      const svg = decodeURIComponent(image.getAttribute("src").split(",")[1]);
      return svg.replace(/<style>.*?<\/style>/s, "");
    }
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** showSample with fillField in it: a step's function must hold all it calls (page-actions.js). */
const showSampleStep = new Function(
  "...args",
  `return (${showSample.toString()})(${fillField.toString()}, ...args);`,
);

/** The label the Language field shows for each value, as the Output's status names it. */
function languageLabels() {
  const select = [...document.querySelectorAll("select")].find((field) =>
    [...(field.labels ?? [])].some((l) => l.textContent.trim() === "Language"),
  );
  return Object.fromEntries(
    [...(select?.options ?? [])].map((option) => [option.value, option.text]),
  );
}

/** The JSON a chain link carries as Base64 in the flow task below, with letters outside ASCII. */
const CHAIN_JSON = { name: "Ünïcode ✓", engines: ["firefox", "webkit"], version: 2 };

/**
 * A link to Chain Tools as the page's Share writes it (docs/share-links.md: "v1." and the
 * zlib-compressed state in base64url): Base64 decode, JSON Formatter, JSON to YAML, with the input.
 */
function chainLinkFragment() {
  const state = {
    version: 1,
    tool: "/chain",
    fields: {
      steps: [
        { tool: "/base64-encoder-decoder", options: { mode: "decode" } },
        { tool: "/json-formatter", options: {} },
        { tool: "/json-to-yaml-converter", options: {} },
      ],
      input: Buffer.from(JSON.stringify(CHAIN_JSON)).toString("base64"),
    },
  };
  return `#share=v1.${deflateSync(Buffer.from(JSON.stringify(state))).toString("base64url")}`;
}

/** What PyYAML reads in `yaml`, as JSON text (python3-yaml is installed by .ci/run). */
const pyyamlReads = (yaml) =>
  execFileSync(
    "python3",
    ["-c", "import yaml,json,sys; json.dump(yaml.safe_load(sys.stdin.read()), sys.stdout)"],
    { input: yaml },
  ).toString();

/** @typedef {{ name: string, path: string, check: (session: import("./drivers.mjs").EngineSession, base: string) => Promise<string | null> }} FlowTask */

/** @type {FlowTask[]} */
export const FLOW_TASKS = [
  {
    name: "a share link with the input opens the same state, the browser's storage emptied",
    path: "/base64-encoder-decoder",
    async check(session, base) {
      const loadProblem = await checkPageLoads(session, base, this.path);
      if (loadProblem) return loadProblem;
      await session.run(fillField, "Input", TEXT);
      await session.run(clickButton, "Share", null);
      // The settings' link comes first; ticking makes another, with the input.
      const settingsOnly = await session.run(fieldValueWith, "Share link", "#share=v1.", STEP_MS);
      if (!settingsOnly) return "the Share dialog gave no link";
      await session.run(tick, "Include my input");
      const link = await session.run(fieldValueOtherThan, "Share link", settingsOnly, STEP_MS);
      if (!link) return "ticking Include my input made no other link";
      if (link.includes(encodeURIComponent(TEXT)) || link.split("#")[0] !== `${base}${this.path}`)
        return `the link carries the input outside its fragment: ${link.slice(0, 120)}`;
      // A fresh visit: another page first, so the link loads the tool's page anew.
      await session.run(forgetEverything);
      await session.goto(`${base}/`);
      await session.goto(link);
      if (!(await session.run(waitForHydration, STEP_MS))) return "the link's page did not hydrate";
      const input = await session.run(waitForText, "Input", TEXT, STEP_MS);
      if (!input.ok)
        return `the shared input is not in the field: ${JSON.stringify(input.text)}; ${await session.run(glimpse)}`;
      const output = await session.run(waitForText, "Output", TEXT_BASE64, STEP_MS);
      if (!output.ok) return `the output is not the shared input's: ${JSON.stringify(output.text)}`;
      const facts = await session.run(pageFacts);
      if (facts.hash) return `the fragment stays in the address: ${facts.hash.slice(0, 40)}`;
      // The same link followed on the tool's own page only changes the fragment: the page still
      // reads it, and asks before it replaces what the user typed.
      // Typed: a key first, as a person's typing has (what the page counts as the user's input).
      await session.run(pressKeyIn, "Input");
      await session.run(fillField, "Input", "typed meanwhile");
      await session.goto(link);
      const asked = await session.run(waitForPageText, "Replace your current input?", STEP_MS);
      if (!asked)
        return `a link followed on the same page was not read (no question); ${await session.run(glimpse)}`;
      await session.run(clickButton, "Replace", null);
      const replaced = await session.run(waitForText, "Input", TEXT, STEP_MS);
      return replaced.ok ? null : `after Replace the input is ${JSON.stringify(replaced.text)}`;
    },
  },
  {
    name: "a chain link (Base64 of JSON, decoded, formatted, to YAML) opens its steps unrun; Run gives YAML PyYAML reads as the JSON",
    path: "/chain",
    async check(session, base) {
      const loadProblem = await checkPageLoads(session, base, this.path);
      if (loadProblem) return loadProblem;
      await session.run(forgetEverything);
      await session.goto(`${base}/`);
      await session.goto(`${base}${this.path}${chainLinkFragment()}`);
      if (!(await session.run(waitForHydration, STEP_MS))) return "the link's page did not hydrate";
      const unrun = "These steps have not run yet: check them, then press Run.";
      if (!(await session.run(waitForPageText, unrun, STEP_MS)))
        return `the steps are not shown unrun: ${await session.run(glimpse)}`;
      await session.run(clickButton, "Run", null);
      const output = await session.run(waitForText, "Output", "name: ", STEP_MS);
      if (!output.ok)
        return `Run gave ${JSON.stringify(output.text)}; ${await session.run(glimpse)}`;
      const read = JSON.parse(pyyamlReads(output.text));
      return JSON.stringify(read) === JSON.stringify(CHAIN_JSON)
        ? null
        : `PyYAML reads ${JSON.stringify(read)} from the chain's YAML`;
    },
  },
  {
    name: "a starred tool is a favourite after a reload, on the home page",
    path: "/character-counter",
    async check(session, base) {
      const loadProblem = await checkPageLoads(session, base, this.path);
      if (loadProblem) return loadProblem;
      await session.run(forgetEverything);
      await session.run(clickButton, "Favourite", null);
      await session.goto(`${base}${this.path}`);
      if (!(await session.run(waitForHydration, STEP_MS))) return "did not hydrate after a reload";
      const facts = await session.run(pageFacts);
      if (facts.starred !== "true")
        return `the star is not pressed after a reload (${facts.starred})`;
      await session.goto(`${base}/`);
      if (!(await session.run(waitForHydration, STEP_MS))) return "the home page did not hydrate";
      const row = await session.run(waitForText, "Favourites", "Character Counter", STEP_MS);
      return row.ok ? null : `the home page's favourites: ${JSON.stringify(row.text)}`;
    },
  },
  {
    name: "Paste anything names a JWT and opens the JWT Decoder with it",
    path: "/",
    async check(session, base) {
      const loadProblem = await checkPageLoads(session, base, this.path);
      if (loadProblem) return loadProblem;
      await session.run(fillField, "Paste anything", PASTED_JWT);
      if (!(await session.run(waitForPageText, "It looks like: JWT (HS256)", STEP_MS)))
        return `Paste anything did not name the JWT: ${await session.run(glimpse)}`;
      const pressed = await session.run(pressFirstSuggestion, "JWT Decoder", STEP_MS);
      if (!pressed?.startsWith("JWT Decoder")) return `the first suggestion is ${pressed}`;
      const input = await session.run(waitForText, "Input", PASTED_JWT, STEP_MS);
      return input.ok ? null : `the JWT Decoder's input: ${JSON.stringify(input.text)}`;
    },
  },
  {
    name: "Open in… hands the result to the chosen tool",
    path: "/json-formatter",
    async check(session, base) {
      const loadProblem = await checkPageLoads(session, base, this.path);
      if (loadProblem) return loadProblem;
      await session.run(fillField, "Input", '{"engine":"every"}');
      await session.run(clickButton, "Format", null);
      const formatted = await session.run(waitForText, "Output", '"engine": "every"', STEP_MS);
      if (!formatted.ok) return `Format gave ${JSON.stringify(formatted.text)}`;
      await session.run(fillField, "Open the result in another tool", "/character-counter");
      const arrived = await session.run(waitForPageText, "Character Counter", STEP_MS);
      if (!arrived) return "the Character Counter did not open";
      const input = await session.run(waitForText, "Input", '"engine": "every"', STEP_MS);
      const facts = await session.run(pageFacts);
      if (facts.path !== "/character-counter") return `Open in… went to ${facts.path}`;
      return input.ok ? null : `the Character Counter's input: ${JSON.stringify(input.text)}`;
    },
  },
  {
    name: "colours every language's sample as V8 does",
    path: "/code-renderer",
    async check(session, base) {
      const loadProblem = await checkPageLoads(session, base, this.path);
      if (loadProblem) return loadProblem;
      await session.run(fillField, "Theme", "github-dark");
      await session.run(fillField, "Tab width", "4");
      const labels = await session.run(languageLabels);
      const differences = [];
      for (const [language, { code, tspans }] of Object.entries(LANGUAGE_SAMPLES)) {
        const label = labels[language];
        if (!label) return `the Language field offers no ${language}`;
        const lines = code.replace(/\n$/, "").split("\n").length;
        const status = `${label} · ${lines} ${lines === 1 ? "line" : "lines"}`;
        const svg = await session.run(showSampleStep, language, code, status, STEP_MS);
        if (svg === null) return `${language}: the Output never said "${status}"`;
        const drawn = svgTspans(svg);
        const at = drawn.findIndex((tspan, i) => tspan !== tspans[i]);
        if (at >= 0 || drawn.length !== tspans.length) {
          const i = at >= 0 ? at : Math.min(drawn.length, tspans.length);
          differences.push(
            `${language} token ${i}: ${JSON.stringify(drawn[i])}, V8 ${JSON.stringify(tspans[i])}`,
          );
        }
      }
      return differences.length ? differences.join("; ") : null;
    },
  },
];
