// The data route loaders give pages: sidebar, category sections, tool pages and their related tools.
import { getTool, tools } from "./index";
import { categorySection, relatedTools, siteNavigation, toolPageData } from "./page-data";
import type { ToolEntry } from "./types";

const known: Record<string, ToolEntry> = Object.fromEntries(
  ["/json-formatter", "/xml-beautifier", "/html-formatter"].map((path) => [path, getTool(path)]),
);
const lookup = (path: string) => known[path];
const pathsOf = (list: { path: string }[]) => list.map((tool) => tool.path);

describe("relatedTools", () => {
  it("keeps the given order", () => {
    expect(pathsOf(relatedTools(["/html-formatter", "/xml-beautifier"], "/x", lookup))).toEqual([
      "/html-formatter",
      "/xml-beautifier",
    ]);
  });

  it("omits the current page's path and repeats", () => {
    const paths = ["/json-formatter", "/xml-beautifier", "/xml-beautifier"];
    expect(pathsOf(relatedTools(paths, "/json-formatter", lookup))).toEqual(["/xml-beautifier"]);
  });

  it("skips paths the catalogue does not know", () => {
    expect(pathsOf(relatedTools(["/no-such-tool", "/html-formatter"], "/x", lookup))).toEqual([
      "/html-formatter",
    ]);
  });
});

describe("toolPageData", () => {
  it("gives the entry, its generated description, features and related cards", () => {
    const data = toolPageData("/json-formatter");
    expect(data.tool.title).toBe("JSON Formatter");
    expect(data.description.startsWith(data.tool.description)).toBe(true);
    expect(data.features.length).toBeGreaterThanOrEqual(3);
    expect(pathsOf(data.related)).toEqual(data.tool.related);
    expect(Object.keys(data.related[0]).sort()).toEqual(
      ["description", "icon", "path", "status", "title"].sort(),
    );
  });
});

describe("siteNavigation and categorySection", () => {
  it("list every tool once in the sidebar groups", () => {
    const listed = siteNavigation().groups.flatMap((group) => pathsOf(group.tools));
    expect(listed.sort()).toEqual(pathsOf(tools).sort());
  });

  it("give a category's tools as cards", () => {
    const section = categorySection("formatters");
    expect(section.category.path).toBe("/formatters");
    expect(pathsOf(section.tools)).toEqual(
      pathsOf(tools.filter((tool) => tool.category === "formatters")),
    );
  });
});
