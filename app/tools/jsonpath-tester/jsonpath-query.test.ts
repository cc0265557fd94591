// JSONPath mode by example: the matches of RFC 9535 queries with their normalized paths, values and
// places in the input, the messages for bad JSON and bad queries, and the cap on listed matches.
import { thrownToolError } from "../../../test-support/thrown-tool-error";
import {
  DESCENT_TOO_DEEP_MESSAGE,
  MAX_DESCENT_DEPTH,
  MAX_LISTED_MATCHES,
  MAX_MATCH_TEXT,
  QUERY_TOO_DEEP_MESSAGE,
  normalizedPath,
  parseJsonInput,
  runJsonPath,
} from "./jsonpath-query";

const STORE = `{
  "store": {
    "book": [
      { "category": "reference", "author": "Nigel Rees", "title": "Sayings", "price": 8.95 },
      { "category": "fiction", "author": "Herman Melville", "title": "Moby Dick", "isbn": "0-553-21311-3", "price": 8.99 },
      { "category": "fiction", "author": "J. R. R. Tolkien", "title": "The Lord of the Rings", "isbn": "0-395-19395-8", "price": 22.99 }
    ],
    "bicycle": { "color": "red", "price": 399 }
  }
}`;

/** The text each match's range marks in `json`. */
const marked = (json: string, query: string) =>
  runJsonPath(json, query).matches.map((m) =>
    m.range ? json.slice(m.range.from, m.range.to) : null,
  );

describe("runJsonPath", () => {
  it("lists each match with its normalized path, value and indented JSON text", () => {
    const result = runJsonPath(STORE, "$.store.bicycle");
    expect(result).toEqual({
      count: 1,
      matches: [
        {
          path: "$['store']['bicycle']",
          value: { color: "red", price: 399 },
          text: '{\n  "color": "red",\n  "price": 399\n}',
          textCut: false,
          range: { from: STORE.indexOf('{ "color"'), to: STORE.indexOf("399 }") + 5 },
        },
      ],
    });
  });

  it("yields matches in document order with paths that name indexes and members", () => {
    const result = runJsonPath(STORE, "$..book[*].author");
    expect(result.matches.map((m) => [m.path, m.value])).toEqual([
      ["$['store']['book'][0]['author']", "Nigel Rees"],
      ["$['store']['book'][1]['author']", "Herman Melville"],
      ["$['store']['book'][2]['author']", "J. R. R. Tolkien"],
    ]);
    expect(result.count).toBe(3);
  });

  it("evaluates filters with comparisons and logical operators", () => {
    const titles = (query: string) => runJsonPath(STORE, query).matches.map((m) => m.value);
    expect(titles("$.store.book[?@.price < 10].title")).toEqual(["Sayings", "Moby Dick"]);
    expect(titles("$.store.book[?@.isbn && @.price > 20].title")).toEqual([
      "The Lord of the Rings",
    ]);
    expect(titles("$.store.book[?!@.isbn].title")).toEqual(["Sayings"]);
  });

  it("evaluates the functions length, count, match, search and value", () => {
    const titles = (query: string) => runJsonPath(STORE, query).matches.map((m) => m.value);
    expect(titles("$.store.book[?length(@.title) > 10].title")).toEqual(["The Lord of the Rings"]);
    expect(titles("$.store[?count(@.*) == 2].color")).toEqual(["red"]);
    expect(titles('$.store.book[?match(@.author, "[A-Z].* Rees")].title')).toEqual(["Sayings"]);
    expect(titles('$.store.book[?search(@.title, "Dick")].title')).toEqual(["Moby Dick"]);
    expect(titles("$.store.book[?value(@..category) == 'reference'].title")).toEqual(["Sayings"]);
  });

  it("matches the root itself with $, spanning the whole value but not the white space around it", () => {
    const json = "  \n[1, 2]\n ";
    expect(runJsonPath(json, "$").matches).toEqual([
      {
        path: "$",
        value: [1, 2],
        text: "[\n  1,\n  2\n]",
        textCut: false,
        range: { from: 3, to: 9 },
      },
    ]);
  });

  it("returns no matches and a count of 0 when nothing matches", () => {
    expect(runJsonPath(STORE, "$.store.car")).toEqual({ matches: [], count: 0 });
    expect(runJsonPath("[]", "$[0]")).toEqual({ matches: [], count: 0 });
  });

  it("marks each matched value where it is written: scalars, strings with quotes, containers", () => {
    expect(marked(STORE, "$..price")).toEqual(["8.95", "8.99", "22.99", "399"]);
    expect(marked(STORE, "$.store.book[0].author")).toEqual(['"Nigel Rees"']);
    expect(marked('{"a": [true, false, null, {}, []]}', "$.a[*]")).toEqual([
      "true",
      "false",
      "null",
      "{}",
      "[]",
    ]);
  });

  it("marks the same value twice when two selectors pick it", () => {
    expect(marked("[10, 20, 30]", "$[0, 2, 0]")).toEqual(["10", "30", "10"]);
    expect(runJsonPath("[10, 20, 30]", "$[0, 2, 0]").matches.map((m) => m.path)).toEqual([
      "$[0]",
      "$[2]",
      "$[0]",
    ]);
  });

  it("marks values under keys written with escapes, and a value inside a matched value", () => {
    const json = '{"a\\u0062": {"c\\n": [1, {"d": 2}]}}';
    expect(marked(json, "$.ab")).toEqual(['{"c\\n": [1, {"d": 2}]}']);
    expect(marked(json, "$['ab']['c\\n'][1].d")).toEqual(["2"]);
    expect(marked(json, "$..d")).toEqual(["2"]);
    expect(marked(json, "$..*")).toEqual([
      '{"c\\n": [1, {"d": 2}]}',
      '[1, {"d": 2}]',
      "1",
      '{"d": 2}',
      "2",
    ]);
  });

  it("marks the last of a key written twice, whose value the query sees", () => {
    const json = '{"a": 1, "b": 2, "a": 3}';
    expect(runJsonPath(json, "$.a").matches.map((m) => m.value)).toEqual([3]);
    expect(marked(json, "$.a")).toEqual(["3"]);
  });

  it("counts offsets in UTF-16 code units, as the page's editor does", () => {
    const json = '{"😀": "é", "k": "x"}';
    expect(marked(json, "$.k")).toEqual(['"x"']);
    expect(runJsonPath(json, "$.k").matches[0].range).toEqual({ from: 17, to: 20 });
  });

  it("skips a byte order mark before the JSON and keeps offsets into the text as given", () => {
    const json = '\uFEFF{"a": 1}';
    expect(runJsonPath(json, "$.a").matches[0]).toMatchObject({
      value: 1,
      range: { from: 7, to: 8 },
    });
  });

  it("lists the first 10,000 matches and counts the rest", () => {
    const json = JSON.stringify(Array.from({ length: MAX_LISTED_MATCHES + 5 }, (_, i) => i));
    const result = runJsonPath(json, "$[*]");
    expect(result.count).toBe(MAX_LISTED_MATCHES + 5);
    expect(result.matches).toHaveLength(MAX_LISTED_MATCHES);
    const last = result.matches[MAX_LISTED_MATCHES - 1];
    expect(last.path).toBe(`$[${MAX_LISTED_MATCHES - 1}]`);
    expect(json.slice(last.range!.from, last.range!.to)).toBe(String(MAX_LISTED_MATCHES - 1));
  });

  it("lists all of exactly 10,000 matches", () => {
    const json = JSON.stringify(Array.from({ length: MAX_LISTED_MATCHES }, () => 0));
    const result = runJsonPath(json, "$[*]");
    expect([result.count, result.matches.length]).toEqual([MAX_LISTED_MATCHES, MAX_LISTED_MATCHES]);
  });

  it("selects from an array of 200,000 elements without overflowing the stack", () => {
    const json = JSON.stringify(Array.from({ length: 200_000 }, (_, i) => i % 7));
    expect(runJsonPath(json, "$[?@ == 3]").count).toBe(28_571);
  });

  it("cuts a match's text after 2,000 characters and says so", () => {
    const json = JSON.stringify({ long: "x".repeat(5000), short: "y" });
    const [long, short] = runJsonPath(json, "$.*").matches;
    expect(long.text).toBe(JSON.stringify("x".repeat(5000)).slice(0, MAX_MATCH_TEXT));
    expect(long.textCut).toBe(true);
    expect(long.value).toBe("x".repeat(5000));
    expect([short.text, short.textCut]).toEqual(['"y"', false]);
  });

  it("descends through deep nesting up to the limit, and stops with a message beyond it", () => {
    const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
    expect(runJsonPath(nested(MAX_DESCENT_DEPTH - 1), "$..*").count).toBe(MAX_DESCENT_DEPTH - 2);
    const error = thrownToolError(() => runJsonPath(nested(MAX_DESCENT_DEPTH + 1), "$..*"));
    expect(error.message).toBe(DESCENT_TOO_DEEP_MESSAGE);
    expect(error.message).toBe(
      "Query stopped: the document is nested more than 1,000 levels deep under '..'",
    );
  });
});

describe("messages for bad JSON", () => {
  it("names what is wrong and its line and column", () => {
    const error = thrownToolError(() => runJsonPath('{\n  "a": 1,\n  "b": }\n}', "$"));
    expect(error.message).toBe("Input is not valid JSON: Unexpected token } at line 3, column 8");
    expect([error.line, error.column]).toEqual([3, 8]);
  });

  it("names a trailing comma, a missing value at the end and an empty input", () => {
    expect(thrownToolError(() => parseJsonInput("[1, 2,]")).message).toBe(
      "Input is not valid JSON: Trailing comma before ']' at line 1, column 6",
    );
    expect(thrownToolError(() => parseJsonInput('{"a":')).message).toBe(
      "Input is not valid JSON: Unexpected end of input at line 1, column 6",
    );
    expect(thrownToolError(() => parseJsonInput("")).message).toBe(
      "Input is not valid JSON: Unexpected end of input at line 1, column 1",
    );
  });

  it("refuses what JSON.parse would refuse: single quotes, comments, NaN, a second value", () => {
    for (const bad of ["{'a': 1}", "[1] // x", "[NaN]", "1 2", "[01]"]) {
      expect(thrownToolError(() => parseJsonInput(bad)).message).toMatch(
        /^Input is not valid JSON: .+ at line 1, column \d+$/,
      );
    }
  });

  it("reads every valid JSON text as JSON.parse does", () => {
    for (const good of ['{"a": [1, -2.5e3, "x\\u00e9", true, null]}', "0", '"s"', " [ ] "]) {
      expect(parseJsonInput(good)).toEqual(JSON.parse(good));
    }
  });

  it("checks the query before reading the input", () => {
    expect(thrownToolError(() => runJsonPath("{bad", "$[")).message).toMatch(
      /^Query is not valid JSONPath: /,
    );
  });
});

describe("messages for bad queries", () => {
  const message = (query: string) => thrownToolError(() => runJsonPath("{}", query)).message;

  it("names json-p3's reason and the column, without json-p3's excerpt", () => {
    expect(message("$[0,]")).toBe(
      "Query is not valid JSONPath: unexpected trailing comma at column 5",
    );
    expect(message("$.store.book[?@.price <]")).toMatch(
      /^Query is not valid JSONPath: .+ at column 24$/,
    );
  });

  it("names the position of an error at the start, in the middle and at the end of a long query", () => {
    expect(message(" $.a")).toBe(
      "Query is not valid JSONPath: expected '$', found ' ' at column 1",
    );
    expect(message("$.store.book[?length(@.title, 1) > 2]")).toBe(
      "Query is not valid JSONPath: length() takes 1 argument, 2 given at column 15",
    );
    expect(message("$.store.book[?@.price == 1.e1]")).toBe(
      "Query is not valid JSONPath: a fractional digit is required after a decimal point at column 28",
    );
  });

  it("drops json-p3's excerpt wherever in a long query the error is", () => {
    expect(message(" $.store.book")).toBe(
      "Query is not valid JSONPath: expected '$', found ' ' at column 1",
    );
    expect(message("$.store.book[0,]")).toBe(
      "Query is not valid JSONPath: unexpected trailing comma at column 16",
    );
    expect(message("$.store.book[0,].title")).toBe(
      "Query is not valid JSONPath: unexpected trailing comma at column 16",
    );
  });

  it("says a query nested too deeply to read is, rather than overflowing the stack", () => {
    const nested = (depth: number) => `$[?${"(".repeat(depth)}@.a${")".repeat(depth)}]`;
    expect(runJsonPath('[{"a": 1}]', nested(500)).count).toBe(1);
    expect(message(nested(20_000))).toBe(QUERY_TOO_DEEP_MESSAGE);
    expect(QUERY_TOO_DEEP_MESSAGE).toBe("Query is nested too deeply");
  });

  it("refuses an empty query and one that does not start with $", () => {
    expect(message("")).toMatch(/^Query is not valid JSONPath: .+ at column 1$/);
    expect(message("store.book")).toMatch(/^Query is not valid JSONPath: .+ at column 1$/);
  });

  it("refuses a function used where its result cannot stand, as RFC 9535 §2.4.3 says", () => {
    expect(message("$[?length(@.a)]")).toMatch(/^Query is not valid JSONPath: .+ at column 4$/);
    expect(message("$[?count(1) > 0]")).toMatch(/^Query is not valid JSONPath: count\(\) argument/);
  });

  it("names line and column in a query written over several lines", () => {
    const error = thrownToolError(() => runJsonPath("{}", "$[\n  ?@.a ==\n]"));
    expect(error.message).toMatch(/ at line 3, column 1$/);
    expect([error.line, error.column]).toEqual([3, 1]);
  });
});

describe("normalizedPath", () => {
  it("writes $ for the root and brackets every step", () => {
    expect(normalizedPath([])).toBe("$");
    expect(normalizedPath(["a", 0, "b c", 12])).toBe("$['a'][0]['b c'][12]");
  });

  it("escapes quotes, backslashes and control characters as RFC 9535 §2.7 says", () => {
    expect(normalizedPath(["it's"])).toBe("$['it\\'s']");
    expect(normalizedPath(["a\\b"])).toBe("$['a\\\\b']");
    expect(normalizedPath(['say "hi"'])).toBe(`$['say "hi"']`);
    expect(normalizedPath(["\b\f\n\r\t"])).toBe("$['\\b\\f\\n\\r\\t']");
    expect(normalizedPath(["\u0000\u0007\u000b\u001f"])).toBe("$['\\u0000\\u0007\\u000b\\u001f']");
    expect(normalizedPath([" \u007f€😀"])).toBe("$[' \u007f€😀']");
  });
});
