// The catalogue against the product spec: §2 route table and category pages, §9 usage factors.
// The spec is read from disk so a change to its route table fails here instead of drifting silently.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { ToolError } from "~/lib/tool-error";
import {
  categories,
  consideredTools,
  findTool,
  getTool,
  toolGroupTitles,
  tools,
  toolsInCategory,
  toolsInGroup,
} from "./index";
import { CATALOGUE_ICONS, SPRITE_ICONS } from "./icons";
import { getToolDetails } from "./page-data";
import { normalizeForSearch } from "./search";
import { toolDetails } from "./tool-details";
import type { ToolType } from "./types";

const spec = readFileSync(path.resolve(process.cwd(), "../shared/spec/product-spec.md"), "utf8");
const section2 = spec.slice(spec.indexOf("## 2."), spec.indexOf("## 3."));

const specRoutes = [...section2.matchAll(/^\|\s*(\/[a-z0-9-]+)\s*\|/gm)].map((m) => m[1]);
const specCategoryPaths = [
  ...(/^Category pages:(.*)$/m.exec(section2)?.[1] ?? "").matchAll(/\/[a-z0-9-]+/g),
].map((m) => m[0]);

// Routes the catalogue may serve beyond the spec's table, each with the reason it exists.
const EXTRA_ROUTES: string[] = [
  // The spec's §9 factor table names "CSV to JSON" and "Markdown to HTML", so each has a page.
  "/csv-to-json-converter",
  "/markdown-to-html",
  // The spec's §9 factor table names "Image Converter" (with its image defaults in §9), and §1
  // names "a code renderer" among the tools.
  "/image-converter",
  "/code-renderer",
  // The spec's factor table names "PDF to Text" (1.4) without a route.
  "/pdf-to-text",
  // The spec's factor table names "Text to PDF" (1.3) without a route.
  "/text-to-pdf",
  // The spec names audio among what the product converts, without a route or a usage factor.
  "/audio-converter",
  // The spec names video among what the product converts, without a route or a usage factor.
  "/video-converter",
  // Five tools developers open every week, asked for beside the specification: tokens,
  // certificates, passwords, UUIDs and password hashes, which should never be pasted into a server.
  "/jwt-decoder",
  "/certificate-decoder",
  "/password-generator",
  "/uuid-generator",
  "/password-hash",
  // Tools for data and networks that developers reach for daily, asked for beside the specification.
  "/subnet-calculator",
  "/number-base-converter",
  "/color-converter",
  "/text-diff",
  "/json-to-types",
  "/jsonpath-tester",
  "/qr-code-reader",
  // Not in the specification's route list: the Chain Tools page runs several text tools in a row.
  "/chain",
];

// Spec §9 factor table, matched to routes by tool name. The row without a route (YAML to JSON) is
// left out on purpose: it is the reverse direction of /json-to-yaml-converter.
const SPEC_USAGE_FACTORS: Record<string, number> = {
  "/csv-to-json-converter": 1.6,
  "/markdown-to-html": 1.5,
  "/json-formatter": 2.3,
  "/qr-code-generator": 2.1,
  "/epoch-timestamp-converter": 1.9,
  "/base64-encoder-decoder": 1.8,
  "/currency-converter": 1.8,
  "/csv-tools": 1.7,
  "/image-converter": 1.7,
  "/pdf-to-text": 1.4,
  "/text-to-pdf": 1.3,
  "/url-encoder-decoder": 1.6,
  "/sitemap-generator": 1.6,
  "/unit-converter": 1.6,
  "/regex-tester": 1.5,
  "/xml-beautifier": 1.5,
  "/html-to-markdown": 1.5,
  "/timezone-converter": 1.5,
  "/html-formatter": 1.4,
  "/sql-formatter": 1.4,
  "/javascript-beautifier": 1.4,
  "/credit-card-validator": 1.3,
  "/hmac-generator": 1.3,
  "/json-to-yaml-converter": 1.3,
  "/css-beautifier": 1.3,
  "/character-counter": 1.3,
  "/message-digester": 1.3,
  "/mortgage-calculator": 1.2,
  "/text-escaper": 1.2,
  "/string-utilities": 1.2,
  "/xpath-tester": 1.2,
  "/lorem-ipsum-generator": 1.1,
};

const TOOL_TYPES: ToolType[] = [
  "formatter",
  "converter",
  "validator",
  "generator",
  "utility",
  "calculator",
  "encoder",
];

const catalogueRoutes = tools.map((t) => t.path);

describe("the spec's route table", () => {
  it("is found in the spec with 42 routes", () => {
    expect(specRoutes).toHaveLength(42);
  });

  it("has every route in the catalogue exactly once", () => {
    for (const route of specRoutes) {
      expect(
        catalogueRoutes.filter((p) => p === route),
        route,
      ).toHaveLength(1);
    }
  });

  it("is followed in order by the catalogue", () => {
    expect(catalogueRoutes.filter((p) => specRoutes.includes(p))).toEqual(specRoutes);
  });

  it("leaves no catalogue path unaccounted for", () => {
    const unknown = catalogueRoutes.filter(
      (p) => !specRoutes.includes(p) && !EXTRA_ROUTES.includes(p),
    );
    expect(unknown).toEqual([]);
    expect(tools).toHaveLength(42 + EXTRA_ROUTES.length);
  });
});

describe("tool entries", () => {
  it("have unique paths and unique titles", () => {
    expect(new Set(catalogueRoutes).size).toBe(tools.length);
    expect(new Set(tools.map((t) => t.title)).size).toBe(tools.length);
  });

  it("have one-line descriptions of at most 110 characters", () => {
    for (const tool of tools) {
      expect(tool.description.length, tool.path).toBeLessThanOrEqual(110);
      expect(tool.description, tool.path).not.toMatch(/\n/);
    }
  });

  it("have an icon and a known tool type", () => {
    for (const tool of tools) {
      expect(tool.icon, tool.path).toBeTruthy();
      expect(TOOL_TYPES, tool.path).toContain(tool.toolType);
    }
  });

  it("are live or planned", () => {
    for (const tool of tools) expect(["live", "planned"], tool.path).toContain(tool.status);
  });

  it("hold no TODO left by npm run new-tool once live", () => {
    const unfinished = tools
      .filter((tool) => tool.status === "live")
      .filter((tool) => JSON.stringify([tool, getToolDetails(tool.path)]).includes("TODO"))
      .map((tool) => tool.path);
    expect(unfinished).toEqual([]);
  });

  it("say they declare a chain step exactly when their folder has step.ts", () => {
    const withStepFile = readdirSync(path.resolve("app/tools"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .filter((entry) => readdirSync(path.resolve("app/tools", entry.name)).includes("step.ts"))
      .map((entry) => `/${entry.name}`)
      .sort();
    expect(
      tools
        .filter((tool) => tool.chainStep)
        .map((tool) => tool.path)
        .sort(),
    ).toEqual(withStepFile);
  });

  it("have 4 to 10 lowercase keywords that add words not already in title or description", () => {
    for (const tool of tools) {
      expect(tool.keywords.length, tool.path).toBeGreaterThanOrEqual(4);
      expect(tool.keywords.length, tool.path).toBeLessThanOrEqual(10);
      expect(new Set(tool.keywords).size, tool.path).toBe(tool.keywords.length);
      for (const keyword of tool.keywords) expect(keyword, tool.path).toBe(keyword.toLowerCase());
    }
    // A keyword already visible in the title or description adds nothing to search.
    const redundant = tools.flatMap((tool) => {
      const shown = normalizeForSearch(`${tool.title} ${tool.description}`);
      return tool.keywords
        .filter((keyword) => shown.includes(normalizeForSearch(keyword)))
        .map((keyword) => `${tool.path}: ${keyword}`);
    });
    expect(redundant).toEqual([]);
  });

  it("have 3 to 5 features and 2 to 3 use cases", () => {
    for (const tool of tools) {
      const details = getToolDetails(tool.path);
      expect(details.features.length, tool.path).toBeGreaterThanOrEqual(3);
      expect(details.features.length, tool.path).toBeLessThanOrEqual(5);
      expect(details.useCases.length, tool.path).toBeGreaterThanOrEqual(2);
      expect(details.useCases.length, tool.path).toBeLessThanOrEqual(3);
    }
  });

  it("have details for exactly the catalogue's tools", () => {
    expect(Object.keys(toolDetails).sort()).toEqual(tools.map((tool) => tool.path).sort());
  });

  it("have icons lucide-react draws, each listed once in the sprite list", async () => {
    const lucide: Record<string, unknown> = await import("lucide-react");
    const used = [...tools, ...categories, ...consideredTools].map((entry) => entry.icon);
    expect(new Set(CATALOGUE_ICONS)).toEqual(new Set(used));
    expect(SPRITE_ICONS.length).toBe(new Set(SPRITE_ICONS).size);
    for (const name of SPRITE_ICONS) expect(lucide[name], name).toBeDefined();
  });
});

describe("related tools", () => {
  it("are 3 to 6 distinct catalogue paths other than the tool itself", () => {
    for (const tool of tools) {
      expect(tool.related.length, tool.path).toBeGreaterThanOrEqual(3);
      expect(tool.related.length, tool.path).toBeLessThanOrEqual(6);
      expect(new Set(tool.related).size, tool.path).toBe(tool.related.length);
      expect(tool.related, tool.path).not.toContain(tool.path);
      for (const related of tool.related) {
        expect(catalogueRoutes, `${tool.path} → ${related}`).toContain(related);
      }
    }
  });
});

describe("categories and sidebar groups", () => {
  it("are the spec's five category pages in its order", () => {
    expect(specCategoryPaths).toHaveLength(5);
    expect(categories.map((c) => c.path)).toEqual(specCategoryPaths);
    for (const category of categories) expect(category.path).toBe(`/${category.id}`);
  });

  it("give every category at least 4 tools", () => {
    for (const category of categories) {
      expect(toolsInCategory(category.id).length, category.id).toBeGreaterThanOrEqual(4);
    }
  });

  it("put every tool in one of the eight tool groups", () => {
    expect(toolGroupTitles).toHaveLength(8);
    for (const tool of tools) expect(toolGroupTitles, tool.path).toContain(tool.sidebarGroup);
  });

  it("give every sidebar group at least 2 tools", () => {
    for (const title of toolGroupTitles) {
      expect(toolsInGroup(title).length, title).toBeGreaterThanOrEqual(2);
    }
  });

  it("use the group titles the spec lists", () => {
    for (const title of toolGroupTitles) expect(section2).toContain(title);
  });
});

describe("usage factors", () => {
  it("equal the spec's table for the tools it lists", () => {
    for (const [route, factor] of Object.entries(SPEC_USAGE_FACTORS)) {
      expect(getTool(route).usageFactor, route).toBe(factor);
    }
  });

  it("are 1 for tools the table does not list", () => {
    for (const tool of tools.filter((t) => !(t.path in SPEC_USAGE_FACTORS))) {
      expect(tool.usageFactor, tool.path).toBe(1);
    }
  });
});

describe("lookups", () => {
  it("getTool returns the entry at a catalogue path", () => {
    expect(getTool("/json-formatter").title).toBe("JSON Formatter");
  });

  it("getTool throws the spec's message for an unknown path", () => {
    expect(() => getTool("/nope")).toThrow(ToolError);
    expect(() => getTool("/nope")).toThrow(/^Tool with path \/nope not found$/);
  });

  it("findTool returns undefined for an unknown path", () => {
    expect(findTool("/nope")).toBeUndefined();
  });
});

describe("tools under consideration", () => {
  it("are titled with the spec's marker and belong with a catalogue tool", () => {
    for (const tool of consideredTools) {
      expect(tool.title.endsWith("(Under Consideration)"), tool.title).toBe(true);
      expect(findTool(tool.companionPath), tool.title).toBeDefined();
    }
  });

  it("include the credit card generator beside the validator", () => {
    expect(consideredTools).toContainEqual(
      expect.objectContaining({
        title: "Credit Card Generator (Under Consideration)",
        companionPath: "/credit-card-validator",
      }),
    );
  });
});

describe("what a tool takes from Paste anything", () => {
  const toolFolder = (toolPath: string) => path.resolve("app/tools", toolPath.slice(1));
  /** The names of the fields a tool's page declares (usePersistentState and its kin). */
  function declaredFields(toolPath: string): Set<string> {
    const names = new Set<string>();
    for (const file of readdirSync(toolFolder(toolPath)).filter((name) => name.endsWith(".tsx"))) {
      const source = readFileSync(path.join(toolFolder(toolPath), file), "utf8");
      for (const [, name] of source.matchAll(/usePersistent\w*\(\s*[\w.]+,\s*"([\w-]+)"/g))
        names.add(name);
    }
    return names;
  }

  it("names fields the tool's page has, or the file itself", () => {
    const declared = tools.filter((tool) => tool.pasteInto);
    expect(declared.length).toBeGreaterThan(5);
    for (const tool of declared) {
      const fields = declaredFields(tool.path);
      for (const field of Object.values(tool.pasteInto!))
        if (field !== "file") expect([...fields], `${tool.path} ${field}`).toContain(field);
    }
  });
});
