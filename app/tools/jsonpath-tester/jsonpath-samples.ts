// The JSONPath and jq Tester's sample: the bookstore of RFC 9535's examples (section 1.5), and
// queries on it for each mode, shown as buttons that try them.
import type { ExampleQuery } from "~/ui/panels/QueryField";

export const SAMPLE_JSON = `{
  "store": {
    "book": [
      {
        "category": "reference",
        "author": "Nigel Rees",
        "title": "Sayings of the Century",
        "price": 8.95
      },
      {
        "category": "fiction",
        "author": "Evelyn Waugh",
        "title": "Sword of Honour",
        "price": 12.99
      },
      {
        "category": "fiction",
        "author": "Herman Melville",
        "title": "Moby Dick",
        "isbn": "0-553-21311-3",
        "price": 8.99
      },
      {
        "category": "fiction",
        "author": "J. R. R. Tolkien",
        "title": "The Lord of the Rings",
        "isbn": "0-395-19395-8",
        "price": 22.99
      }
    ],
    "bicycle": {
      "color": "red",
      "price": 399
    }
  }
}
`;

export const JSONPATH_EXAMPLES: readonly ExampleQuery[] = [
  { query: "$.store.book[*].author", label: "The authors of every book" },
  { query: "$..price", label: "Every price, at any depth" },
  { query: "$.store.book[?@.price < 10].title", label: "Titles of the books under 10" },
  { query: "$..book[?@.isbn]", label: "The books with an ISBN" },
  { query: "$..book[?match(@.category, 'fic.*')].title", label: "A regular expression filter" },
  { query: "$..book[-1]", label: "The last book" },
];

export const JQ_EXAMPLES: readonly ExampleQuery[] = [
  { query: ".store.book[].title", label: "Every title" },
  { query: "[.store.book[] | select(.price < 10) | .author]", label: "Authors of cheap books" },
  { query: ".store.book | map(.price) | add", label: "The sum of the prices" },
  {
    query: ".store.book | group_by(.category) | map({category: .[0].category, count: length})",
    label: "Books per category",
  },
];
