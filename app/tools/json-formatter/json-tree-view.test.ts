import { buildJsonTree } from "~/lib/json/json-tree";
import {
  MAX_MATCHES,
  ROW_VALUE_CHARS,
  expandAll,
  initialExpansion,
  rowContent,
  searchTree,
  searchableText,
  visibleRows,
  withAncestorsExpanded,
} from "./json-tree-view";

const DOC = '{"store":{"book":[{"title":"Sea"},{"title":"Sky"}],"open":true},"count":2}';
//            ids:  0 root, 1 store, 2 book, 3 book[0], 4 title, 5 book[1], 6 title, 7 open, 8 count
const tree = buildJsonTree(DOC);
const search = (query: string, text = tree) => searchTree(text, searchableText(text), query);

describe("visible rows", () => {
  it("start with the root and its children open", () => {
    const expanded = initialExpansion(tree);
    expect(Array.from(visibleRows(tree, expanded))).toEqual([0, 1, 2, 7, 8]);
  });

  it("skip the whole subtree of a collapsed node", () => {
    expect(Array.from(visibleRows(tree, new Uint8Array(tree.count)))).toEqual([0]);
  });

  it("show every node when all are expanded", () => {
    expect(visibleRows(tree, expandAll(tree))).toHaveLength(tree.count);
  });

  it("include a node once its ancestors are opened for it", () => {
    const expanded = withAncestorsExpanded(tree, new Uint8Array(tree.count), 6);
    expect(Array.from(visibleRows(tree, expanded))).toEqual([0, 1, 2, 3, 5, 6, 7, 8]);
  });
});

describe("row content", () => {
  it("shows a container with its count", () => {
    expect(rowContent(tree, 2)).toMatchObject({ key: "book", value: "[…]", count: "2 items" });
    expect(rowContent(tree, 3)).toMatchObject({ key: "0", isIndex: true, count: "1 key" });
    expect(rowContent(tree, 0)).toMatchObject({ key: null, value: "{…}", count: "2 keys" });
  });

  it("shows a scalar as written, typed for its colour", () => {
    expect(rowContent(tree, 4)).toMatchObject({ key: "title", value: '"Sea"', tone: "string" });
    expect(rowContent(tree, 7)).toMatchObject({ value: "true", tone: "boolean" });
    expect(rowContent(buildJsonTree("[1.10]"), 1)).toMatchObject({ value: "1.10", tone: "number" });
  });

  it("cuts a very long value", () => {
    const long = buildJsonTree(`["${"x".repeat(1000)}"]`);
    expect(rowContent(long, 1).value).toHaveLength(ROW_VALUE_CHARS + 1);
    expect(rowContent(long, 1).value.endsWith("…")).toBe(true);
  });
});

describe("search", () => {
  it("finds keys and values, ignoring case, in document order", () => {
    expect(search("S").ids).toEqual([1, 4, 6]); // store, "Sea", "Sky"
    expect(search("title").ids).toEqual([4, 6]);
  });

  it("finds nothing in the punctuation between values", () => {
    expect(search("},{").ids).toEqual([]);
    expect(search('":').ids).toEqual([]);
  });

  it("does not look inside a container's own text", () => {
    expect(search("book").ids).toEqual([2]);
  });

  it("counts a node once however often it matches", () => {
    expect(
      searchTree(buildJsonTree('{"aa":"aaa"}'), searchableText(buildJsonTree('{"aa":"aaa"}')), "a")
        .ids,
    ).toEqual([1]);
  });

  it("matches exact case when lower-casing would move offsets", () => {
    const turkish = buildJsonTree('["İstanbul","istanbul"]');
    expect(searchableText(turkish).ignoreCase).toBe(false);
    expect(search("İst", turkish).ids).toEqual([1]);
  });

  it("stops at the match limit", () => {
    const many = buildJsonTree(`[${'"x",'.repeat(MAX_MATCHES + 5)}"x"]`);
    const result = search("x", many);
    expect(result.ids).toHaveLength(MAX_MATCHES);
    expect(result.capped).toBe(true);
  });

  it("finds nothing for an empty query", () => {
    expect(search("")).toEqual({ ids: [], capped: false });
  });
});
