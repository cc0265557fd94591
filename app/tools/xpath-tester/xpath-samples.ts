// The XPath Tester's sample document (bookstore XML with a namespace) and a few example
// expressions, one click away so a first visit has something to try.
import type { ExampleQuery } from "~/ui/panels/QueryField";

export const SAMPLE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bookstore xmlns="http://example.com/books" xmlns:p="http://example.com/pricing">
  <!-- A small catalogue to try expressions on -->
  <book category="cooking" lang="en">
    <title>Everyday Italian</title>
    <author>Giada De Laurentiis</author>
    <year>2005</year>
    <p:price currency="USD">30.00</p:price>
  </book>
  <book category="children">
    <title>Harry Potter</title>
    <author>J. K. Rowling</author>
    <year>2005</year>
    <p:price currency="USD">29.99</p:price>
  </book>
  <book category="web">
    <title>XQuery Kick Start</title>
    <author>James McGovern</author>
    <author>Per Bothner</author>
    <year>2003</year>
    <p:price currency="EUR">49.99</p:price>
  </book>
  <book category="web">
    <title>Learning XML</title>
    <author>Erik T. Ray</author>
    <year>2003</year>
    <p:price currency="USD">39.95</p:price>
  </book>
</bookstore>
`;

/** Expressions for the sample; d is the prefix the page gives the document's default namespace. */
export const EXAMPLE_EXPRESSIONS: readonly ExampleQuery[] = [
  { query: "//d:book/d:title", label: "Every title" },
  { query: "//d:book[@category='web']/d:title/text()", label: "Titles of web books" },
  { query: "//d:book[p:price > 35]/d:title", label: "Books over 35" },
  { query: "//@category", label: "Every category attribute" },
  { query: "count(//d:book)", label: "Number of books" },
  { query: "sum(//p:price)", label: "Total price" },
  { query: "string(//d:book[3]/d:author[2])", label: "Second author of book 3" },
  { query: "boolean(//d:book[@lang='en'])", label: "Any book in English?" },
];
