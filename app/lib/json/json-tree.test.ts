import { JSON_NUMBER, JSON_STRING, type JsonScanHandler } from "./json-scanner";
import {
  JSON_ARRAY,
  JSON_OBJECT,
  buildJsonTree,
  childIds,
  nodeKey,
  nodePath,
  nodeSource,
  pathStep,
  replaySorted,
  treeBuffers,
} from "./json-tree";

const STORE = '{"store":{"book":[{"title":"A","price":8.95},{"title":"B"}],"open":true},"n":1.10}';

describe("building the tree", () => {
  const tree = buildJsonTree(STORE);

  it("has one node per value, in document order", () => {
    expect(tree.count).toBe(10);
    expect(Array.from(tree.kind.slice(0, 4))).toEqual([
      JSON_OBJECT,
      JSON_OBJECT,
      JSON_ARRAY,
      JSON_OBJECT,
    ]);
    expect(tree.kind[4]).toBe(JSON_STRING);
  });

  it("records keys, parents, depth, positions and child counts", () => {
    expect(nodeKey(tree, 1)).toBe("store");
    expect(nodeKey(tree, 3)).toBeNull(); // an array element
    expect(tree.parent[4]).toBe(3);
    expect(tree.depth[4]).toBe(4);
    expect(tree.index[6]).toBe(1); // the second book
    expect(tree.children[2]).toBe(2);
    expect(tree.children[0]).toBe(2);
  });

  it("keeps each value's source text, numbers as written", () => {
    expect(nodeSource(tree, tree.count - 1)).toBe("1.10");
    expect(tree.kind[tree.count - 1]).toBe(JSON_NUMBER);
    expect(nodeSource(tree, 6)).toBe('{"title":"B"}');
  });

  it("skips a whole subtree with next", () => {
    expect(childIds(tree, 0)).toEqual([1, 9]);
    expect(childIds(tree, 2)).toEqual([3, 6]);
    expect(childIds(tree, 4)).toEqual([]);
  });

  it("decodes escaped keys", () => {
    expect(nodeKey(buildJsonTree('{"a\\u0020b":1}'), 1)).toBe("a b");
  });

  it("holds arrays no larger than the document needs", () => {
    expect(tree.start.length).toBe(tree.count);
    expect(tree.kind.buffer.byteLength).toBe(tree.count);
  });

  it("lists one distinct buffer per array, ready to transfer", () => {
    const buffers = treeBuffers(tree);
    expect(buffers).toHaveLength(10);
    expect(new Set(buffers).size).toBe(10);
  });

  it("grows past its first guess of the node count", () => {
    const many = buildJsonTree(`[${"0,".repeat(999)}0]`);
    expect(many.count).toBe(1001);
    expect(many.children[0]).toBe(1000);
  });
});

describe("paths", () => {
  const tree = buildJsonTree(STORE);

  it("writes JSONPath with dots and array indices", () => {
    expect(nodePath(tree, 0)).toBe("$");
    expect(nodePath(tree, 7)).toBe("$.store.book[1].title");
  });

  it("uses bracket notation for keys that are not identifiers, escaping quotes", () => {
    expect(pathStep("first name")).toBe("['first name']");
    expect(pathStep("it's")).toBe("['it\\'s']");
    expect(pathStep("a\\b")).toBe("['a\\\\b']");
    expect(pathStep("0")).toBe("['0']");
    expect(pathStep("$id")).toBe(".$id");
    expect(pathStep("")).toBe("['']");
  });
});

describe("replaying with sorted keys", () => {
  /** The replayed tokens as text: brackets, "key:" and literals, separated by spaces. */
  function replayed(text: string): string {
    const tokens: string[] = [];
    const handler: JsonScanHandler = {
      beginObject: () => tokens.push("{"),
      endObject: () => tokens.push("}"),
      beginArray: () => tokens.push("["),
      endArray: () => tokens.push("]"),
      key: (start, end) => tokens.push(text.slice(start, end) + ":"),
      scalar: (_kind, start, end) => tokens.push(text.slice(start, end)),
    };
    replaySorted(buildJsonTree(text), handler);
    return tokens.join(" ");
  }

  it("sorts nested objects and keeps arrays in order", () => {
    expect(replayed('{"b":[{"y":1,"x":2},0],"a":0}')).toBe(
      '{ "a": 0 "b": [ { "x": 2 "y": 1 } 0 ] }',
    );
  });

  it("replays a lone scalar", () => {
    expect(replayed("17478252242305210114")).toBe("17478252242305210114");
  });

  it("replays very deep nesting without overflowing the stack", () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    expect(replayed(deep).replaceAll(" ", "")).toBe(deep);
  });
});
