// Test-only: the jq mode's oracle cases, 100 filters over a few documents, each run by Debian's jq
// 1.6 and by the page's jq (test-support/jsonpath-tester/jq-oracle.ts, jq-oracle.test.ts). They
// cover path expressions, map and select, reduce and foreach, grouping and sorting, string
// interpolation and formats (@base64, @csv…), regular expressions, jq's options, and failures:
// syntax errors, undefined names, type errors, error/1. No page, core or worker imports it.
import type { JqOptions } from "../../app/tools/jsonpath-tester/jq-query";

export const STORE = `{
  "store": {
    "book": [
      { "category": "reference", "author": "Nigel Rees", "title": "Sayings of the Century", "price": 8.95 },
      { "category": "fiction", "author": "Evelyn Waugh", "title": "Sword of Honour", "price": 12.99 },
      { "category": "fiction", "author": "Herman Melville", "title": "Moby Dick", "isbn": "0-553-21311-3", "price": 8.99 },
      { "category": "fiction", "author": "J. R. R. Tolkien", "title": "The Lord of the Rings", "isbn": "0-395-19395-8", "price": 22.99 }
    ],
    "bicycle": { "color": "red", "price": 399 }
  },
  "expensive": 10
}`;

export const USERS = `[
  { "id": 1, "name": "Ada", "age": 36, "email": "ada@example.org", "roles": ["admin", "dev"], "active": true, "address": { "city": "London" } },
  { "id": 2, "name": "Brendan", "age": 29, "email": "brendan@example.com", "roles": ["dev"], "active": false },
  { "id": 3, "name": "Chloé", "age": 41, "email": "chloe@example.org", "roles": [], "active": true, "address": { "city": "Paris" } },
  { "id": 4, "name": "Dmitri", "age": 29, "email": "dmitri@example.net", "roles": ["ops", "dev"], "active": true, "address": { "city": "London" } },
  { "id": 5, "name": "Émile", "age": 67, "email": null, "roles": ["ops"], "active": false, "address": null }
]`;

export const EVENTS = `{
  "events": [
    { "type": "login", "user": 1, "ms": 120, "tags": ["web"] },
    { "type": "search", "user": 1, "ms": 340, "tags": ["web", "slow"], "query": "jq, \\"tutorial\\"" },
    { "type": "login", "user": 3, "ms": 95, "tags": [] },
    { "type": "purchase", "user": 3, "ms": 800, "tags": ["web", "slow"], "amount": 19.5 },
    { "type": "logout", "user": 1, "ms": 10, "tags": ["web"] },
    { "type": "search", "user": 4, "ms": 230, "tags": ["app"], "query": "a\\tb <c> & 'd'" }
  ],
  "since": 1425599621
}`;

/** Several JSON texts in a row, as jq reads a file of them (JSON Lines). */
export const STREAM = `{"n": 1, "s": "a"}
{"n": 2, "s": "b"}
[3, 4]
"five"
null`;

export interface JqCase {
  input: string;
  filter: string;
  options?: Partial<JqOptions>;
}

const on = (input: string, filters: readonly string[], options?: Partial<JqOptions>): JqCase[] =>
  filters.map((filter) => ({ input, filter, ...(options ? { options } : {}) }));

/**
 * Where the page's jq (jq-web's build of jq's 1.7 series) and jq 1.6 part ways, each with what
 * each prints: the tests hold both, so a change of either shows.
 */
export const KNOWN_DIFFERENCES = {
  /** The page's jq has no leaf_paths (nor recurse_down, scalars_or_empty); paths(scalars) is the same. */
  removedBuiltin: { input: STORE, filter: "[leaf_paths] | length" },
  /** The page's jq prints a number literal as written while it is unchanged; 1.6 prints the double. */
  numberLiterals: { input: "[1.000, 1e2, 100000000000000000001, 1e1000, 0.10]", filter: ".[]" },
  /** The page's jq calls the end of the filter "end of file" in a syntax error, where 1.6 says "$end". */
  endOfFilter: { input: "null", filter: "map(" },
} satisfies Record<string, JqCase>;

export const JQ_CASES: readonly JqCase[] = [
  // Path expressions, paths and updates.
  ...on(STORE, [
    ".",
    ".store.book[0].title",
    ".store.book[-1]",
    ".store.book[1:3] | map(.title)",
    ".store.book[].author",
    '.["store"]["bicycle"]',
    ".store.missing",
    ".store.book[10]",
    "[paths] | length",
    '[paths(type == "number")]',
    '[paths(scalars) | map(tostring) | join(".")]',
    'getpath(["store", "bicycle", "color"])',
    "path(.store.book[0].price)",
    "[path(..)] | length",
    "del(.store.book) | keys",
    ".store.book[0] |= . + {read: true} | .store.book[0]",
    ".store.book[].price |= . * 2 | [.store.book[].price]",
    'setpath(["store", "bicycle", "gears"]; 21) | .store.bicycle',
    "to_entries | map(.key)",
    "[.. | numbers]",
    "[.. | strings] | length",
    ".store | with_entries(.key |= ascii_upcase) | keys",
    "[tostream] | length",
    "fromstream(tostream) == .",
    ".store.book | map(select(.isbn)) | length",
    '.store.book | map(has("isbn"))',
    ".store.book | first, last | .title",
    ".store.book | [limit(2; .[])] | map(.author)",
    ".store | keys_unsorted",
    ".store.book[0] | to_entries | from_entries == .",
    'walk(if type == "number" then floor else . end) | .store.book | map(.price)',
    ".store.book | map(.price) | add",
    ".store.book | min_by(.price) | .title",
    ".store.book | max_by(.price) | .author",
  ]),
  // map, select, reduce, foreach, grouping and sorting.
  ...on(USERS, [
    "map(.name)",
    "map(select(.active)) | map(.id)",
    ".[] | select(.age > 30) | .name",
    'map(select(.roles | index("dev"))) | map(.name)',
    '[.[] | select(.email // "" | test("example\\\\.org$")) | .id]',
    'map(.address.city // "unknown")',
    "any(.[]; .age > 60), all(.[]; .age > 30)",
    "first(.[] | select(.active == false)) | .name",
    "reduce .[] as $u (0; . + $u.age)",
    "reduce .[] as $u ({}; .[$u.roles[]?] += 1)",
    "[foreach .[] as $u (0; . + 1; [., $u.name])]",
    "group_by(.age) | map({age: .[0].age, names: map(.name)})",
    "group_by(.address.city) | map(length)",
    "sort_by(.age) | map(.id)",
    "sort_by(.age, .name) | map(.name)",
    "unique_by(.age) | map(.age)",
    "map(.roles) | add | unique",
    "map(.roles | length) | add / length",
    "[.[] | .age] | (add / length) * 100 | floor",
    "map({(.name): .age}) | add",
    "INDEX(.id) | keys",
    'map(select(.name | startswith("D") or endswith("e"))) | map(.id)',
    "[.[] | .roles[]?] | group_by(.) | map([.[0], length])",
    "to_entries | map(select(.value.active)) | map(.key)",
    "map(.name | length), map(.name | utf8bytelength)",
    "[.[] | {id, active}] | .[0:2]",
    "map(.age) | sort | .[length / 2 | floor]",
    "map(.age) | [min, max]",
    ".[2].name | explode | implode",
    '[.[].name] | join(", ")',
    "map(.name | ascii_downcase)",
    "[limit(3; .[] | .id)]",
    "until(length < 2; .[1:]) | map(.name)",
  ]),
  // Strings: interpolation, formats, regular expressions, numbers.
  ...on(EVENTS, [
    '.events[] | "\\(.type) by user \\(.user) took \\(.ms) ms"',
    ".events | map(.type) | @base64",
    ".events[0].type | @base64 | @base64d",
    ".events[] | [.type, .user, .ms] | @csv",
    '.events[] | [.type, .query // "-"] | @tsv',
    ".events[5].query | @html",
    ".events[5].query | @sh",
    ".events[1].query | @uri",
    ".events[1].query | @json",
    '.events | map(select(.tags | index("slow"))) | map(.ms) | add',
    '.events | map(.query // empty | gsub("[^a-z]"; ""))',
    '.events[1].query | sub("tutorial"; "guide")',
    '.events[1].query | [match("[a-z]+"; "g").string]',
    '.events[1].query | capture("(?<first>[a-z]+), \\"(?<second>[a-z]+)\\"")',
    '.events[1].query | [splits(", *")]',
    '.events[1].query | split(", ")',
    ".events | map(.ms) | map(. / 100 | floor)",
    ".events | map(.ms % 7)",
    ".events | map(.ms) | map(sqrt | . * 1000 | floor)",
    "[.events[] | .amount? // 0] | add",
    ".since | todate",
    ".since | gmtime | mktime",
    '"2015-03-05T23:51:47Z" | fromdate',
    '.events | map(.type) | unique | map(ascii_upcase) | join("|")',
    '.events | map(.type | ltrimstr("log") | rtrimstr("out"))',
    '.events[1].query | indices(",")',
    '[.events[].type] | index("search"), rindex("search")',
    ".events | map(.tags) | flatten | unique",
    "[.events[] | tostring | length] | max",
    '.events | map("\\(.user)" | tonumber) | add',
    "[range(0; 10; 3)], [range(5)]",
    "[limit(5; repeat(1))] | length",
    "[2 | recurse(. * .; . < 1000)]",
  ]),
  // Options: -r, -S, -c, -s and -n, and the default indented output.
  { input: USERS, filter: ".[] | .name", options: { rawOutput: true } },
  { input: EVENTS, filter: '.events[] | @tsv "\\(.type)\\t\\(.ms)"', options: { rawOutput: true } },
  { input: USERS, filter: ".[0]", options: { sortKeys: true } },
  { input: USERS, filter: ".[4]", options: { compact: true } },
  { input: STREAM, filter: "length", options: { slurp: true } },
  { input: STREAM, filter: "[inputs | type]", options: { nullInput: true } },
  { input: STREAM, filter: "type" },
  // Failures: jq exits non-zero; the page must fail too.
  ...on(STORE, [
    ".store.book[0].price.x",
    ".store | keys | .[0] + 1",
    ".store.book |||",
    "map(",
    ".store.book[",
    "if . then 1",
    "undefined_function(1)",
    "$undefined_variable",
    ".store.book[0].title | tonumber",
    'error("custom failure")',
    "{} | implode",
  ]),
  ...on(USERS, [".[] | .age | error", ".[0] | fromjson", '@nosuchformat "x"']),
];
