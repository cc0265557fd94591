import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH, queryTerms, searchSheets } from "./cheatsheet-search";
import { loadAllSheets } from "./sheet-list";
import { resultsMarkdown, sheetMarkdown, inlineCode } from "./sheet-markdown";

const sheets = await loadAllSheets();
const search = (query: string) => searchSheets(sheets, query);
const group = (query: string, id: string) => search(query).find((g) => g.id === id);

describe("searching the cheatsheets", () => {
  it("finds an entry by its command", () => {
    const git = group("reflog", "git")!;
    expect(git.hits[0].entry.code).toBe("git reflog");
    expect(group("git rebase -i", "git")!.hits[0].entry.code).toBe("git rebase -i HEAD~3");
  });

  it("finds an entry by words of its description", () => {
    const git = group("unstage", "git")!;
    expect(git.hits.map((h) => h.entry.code)).toContain("git restore --staged <path>");
    expect(group("binary search bug", "git")!.hits[0].entry.code).toBe("git bisect start");
  });

  it("is case-insensitive and needs every word, in any order", () => {
    expect(group("DOCKER LOGS", "docker")!.hits[0].entry.code).toBe("docker logs -f <container>");
    expect(group("follow logs compose", "docker")!.hits[0].entry.code).toBe(
      "docker compose logs -f <service>",
    );
    expect(group("reflog nothing-like-this", "git")).toBeUndefined();
  });

  it("MIME: an extension finds its type", () => {
    expect(group("json", "mime")!.hits[0].entry.code).toBe("application/json");
    expect(group(".pdf", "mime")!.hits[0].entry.code).toBe("application/pdf");
    expect(group("webp", "mime")!.hits[0].entry.code).toBe("image/webp");
  });

  it("MIME: a type finds its extensions", () => {
    const hit = group("application/pdf", "mime")!.hits[0];
    expect(hit.entry.code).toBe("application/pdf");
    expect(hit.entry.description).toBe("Extensions: .pdf");
    expect(group("text/markdown", "mime")!.hits[0].entry.description).toBe(
      "Extensions: .md, .markdown",
    );
  });

  it("finds HTTP status codes by number and by reason", () => {
    expect(group("404", "http")!.hits[0].entry.code).toBe("404 Not Found");
    expect(group("too many requests", "http")!.hits[0].entry.code).toBe("429 Too Many Requests");
  });

  it("finds locale codes named by Intl", () => {
    expect(group("German", "i18n")!.hits.map((h) => h.entry.code)).toContain("de");
    expect(group("Europe/Paris", "i18n")!.hits[0].entry.code).toBe("Europe/Paris");
  });

  it("groups hits by sheet in the sheets' order and caps each group", () => {
    const ids = search("file").map((g) => g.id);
    expect(ids).toEqual([...ids].sort((a, b) => order(a) - order(b)));
    const application = group("application", "mime")!;
    expect(application.total).toBeGreaterThan(500);
    expect(application.hits).toHaveLength(50);
  });

  it("finds nothing for an empty query or words no entry has", () => {
    expect(search("")).toEqual([]);
    expect(search("   ")).toEqual([]);
    expect(search("zzqxv")).toEqual([]);
  });

  it("forgives one typo in a word of 4 letters or more, ranking exact hits first", () => {
    expect(group("reabse", "git")!.hits[0].entry.code).toMatch(/^git rebase/);
    expect(group("cherri", "git")!.hits[0].entry.code).toMatch(/cherry-pick/);
    expect(group("git rebsae -i", "git")!.hits[0].entry.code).toBe("git rebase -i HEAD~3");
    // Exact hits stay above typo hits: "stash" finds git stash before anything one typo away.
    expect(group("stash", "git")!.hits[0].entry.code).toMatch(/stash/);
    // Short words are not forgiven: "qxz" is one typo from no word, but "gti" is from git.
    expect(group("gti", "git")).toBeUndefined();
  });

  it("reads only the first 200 characters, once per distinct word", () => {
    expect(queryTerms("a a  b\tA")).toEqual(["a", "b"]);
    expect(queryTerms("x".repeat(MAX_QUERY_LENGTH + 50))).toEqual(["x".repeat(MAX_QUERY_LENGTH)]);
  });

  it("answers a 100,000-character query quickly", () => {
    const started = performance.now();
    search("a ".repeat(50_000));
    search("e".repeat(100_000));
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("Markdown of a sheet and of results", () => {
  it("writes a sheet as headings and code items", () => {
    const git = sheets.find((s) => s.id === "git")!;
    const markdown = sheetMarkdown(git);
    expect(markdown.startsWith("# Git\n")).toBe(true);
    expect(markdown).toContain("## Branches\n\n- `git branch -a`: List local");
  });

  it("writes results grouped by sheet", () => {
    expect(resultsMarkdown(" reflog ", search("reflog"))).toContain(
      '# Cheatsheet entries matching "reflog"\n\n## Git\n\n- `git reflog`:',
    );
  });

  it("fences code that holds backticks", () => {
    expect(inlineCode("a`b")).toBe("``a`b``");
    expect(inlineCode("`x`")).toBe("`` `x` ``");
  });
});

const order = (id: string) => sheets.findIndex((s) => s.id === id);
