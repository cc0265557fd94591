import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { TOOL_FILES_CACHE } from "../app/lib/browser/offline";
import {
  chunkSourceName,
  firstLoadAssetsOf,
  planOfflineFiles,
  referencedAssetsOf,
  staticImportsOf,
} from "./offline-files";

const PAGE_HTML = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/assets/app-AAAAAAAA.css" data-precedence="site"/>
<link rel="modulepreload" href="/assets/root-BBBBBBBB.js"/>
<link rel="icon" href="/favicon.svg"/>
</head><body><script>window.__ctx = {};</script>
<script type="module" async="">import "/assets/manifest-1283ce4e.js";
import * as route0 from "/assets/root-BBBBBBBB.js";
import("/assets/entry.client-CCCCCCCC.js");</script></body></html>`;

describe("firstLoadAssetsOf", () => {
  it("lists the stylesheet, the preloads and the inline module script's imports", () => {
    expect(firstLoadAssetsOf(PAGE_HTML).sort()).toEqual([
      "/assets/app-AAAAAAAA.css",
      "/assets/entry.client-CCCCCCCC.js",
      "/assets/manifest-1283ce4e.js",
      "/assets/root-BBBBBBBB.js",
    ]);
  });
});

describe("staticImportsOf", () => {
  it("finds minified static imports but not dynamic ones", () => {
    const source =
      'import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";import"./side-DDDDDDDD.js";' +
      "const m=()=>import(`./engine-EEEEEEEE.js`);";
    expect(staticImportsOf(source)).toEqual(["rolldown-runtime-WkwZ5CU-.js", "side-DDDDDDDD.js"]);
  });
});

describe("referencedAssetsOf", () => {
  it("finds imports of every kind, workers and data files", () => {
    const source =
      'import{n as e}from"./rolldown-runtime-WkwZ5CU-.js";const m=()=>import(`./engine-EEEEEEEE.js`);' +
      "new Worker(new URL(`/assets/json.worker-JJJJJJJJ.js`,``+import.meta.url));" +
      'fetch(new URL("./world-map-BbEnb_xp.json", import.meta.url));const s="./not a file";';
    expect(referencedAssetsOf(source)).toEqual([
      "rolldown-runtime-WkwZ5CU-.js",
      "engine-EEEEEEEE.js",
      "json.worker-JJJJJJJJ.js",
      "world-map-BbEnb_xp.json",
    ]);
  });
});

describe("chunkSourceName", () => {
  it("drops Vite's hash, even one with - or _", () => {
    expect(chunkSourceName("search-D78YcCwk.js")).toBe("search");
    expect(chunkSourceName("use-tool-search-BNzAwkgS.js")).toBe("use-tool-search");
    expect(chunkSourceName("rolldown-runtime-WkwZ5CU-.js")).toBe("rolldown-runtime");
    expect(chunkSourceName("world-map-BbEnb_xp.json")).toBe("world-map");
  });
});

describe("planOfflineFiles", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "offline-plan-"));
    const write = (file: string, content: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    };
    write("index.html", PAGE_HTML);
    write("json-formatter/index.html", PAGE_HTML);
    write("json-formatter.data", "[]");
    write("404/index.html", "<html></html>");
    write("404.html", "<html></html>");
    write("sw.js", "");
    write("sitemap.xml", "");
    write("icons.svg", "<svg/>");
    write("assets/app-AAAAAAAA.css", "body{}");
    write("assets/manifest-1283ce4e.js", "");
    write("assets/root-BBBBBBBB.js", 'import{a}from"./shared-FFFFFFFF.js";');
    write("assets/entry.client-CCCCCCCC.js", "");
    write("assets/shared-FFFFFFFF.js", "");
    write("assets/search-GGGGGGGG.js", 'import"./catalogue-HHHHHHHH.js";');
    write("assets/catalogue-HHHHHHHH.js", "");
    write(
      "assets/engine-EEEEEEEE.js",
      "x".repeat(4900) + 'import("./root-BBBBBBBB.js");fetch(`./world-map-IIIIIIII.json`)',
    );
    write("assets/world-map-IIIIIIII.json", "{}");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("precaches pages, their first-load files and their imports, and the shell's lazy parts", () => {
    const plan = planOfflineFiles(dir);
    expect(plan.precache.sort()).toEqual(
      [
        "404.html",
        "icons.svg",
        "index.html",
        "json-formatter.data",
        "json-formatter/index.html",
        "assets/app-AAAAAAAA.css",
        "assets/catalogue-HHHHHHHH.js",
        "assets/entry.client-CCCCCCCC.js",
        "assets/manifest-1283ce4e.js",
        "assets/root-BBBBBBBB.js",
        "assets/search-GGGGGGGG.js",
        "assets/shared-FFFFFFFF.js",
      ].sort(),
    );
  });

  it("lists every other asset with its size for the offline download", () => {
    const { onDemand } = planOfflineFiles(dir);
    expect(onDemand.files.map((f) => f.url)).toEqual([
      "/assets/engine-EEEEEEEE.js",
      "/assets/world-map-IIIIIIII.json",
    ]);
    expect(onDemand.files[0].bytes).toBe(4900 + 63);
    // What the engine loads in turn, leaving out what is precached anyway.
    expect(onDemand.files[0].uses).toEqual(["/assets/world-map-IIIIIIII.json"]);
    expect(onDemand.files[0].gzipBytes).toBeLessThan(100);
    expect(onDemand.bytes).toBe(4900 + 63 + 2);
    expect(onDemand.gzipBytes).toBe(onDemand.files[0].gzipBytes + onDemand.files[1].gzipBytes);
  });
});

describe("the service worker's tool-file handler", () => {
  it("names the cache the page downloads into (its source is copied into sw.js alone)", () => {
    const source = readFileSync(path.join(import.meta.dirname, "site-files.ts"), "utf8");
    expect(source).toContain(`const CACHE = "${TOOL_FILES_CACHE}";`);
  });
});
