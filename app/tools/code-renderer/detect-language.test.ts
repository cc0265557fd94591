import { LANGUAGES, PLAIN_TEXT } from "./code-languages";
import { SAMPLE_CODE } from "./CodeRendererTool";
import { detectLanguage } from "./detect-language";

const SAMPLES: Record<string, string> = {
  javascript:
    "const total = items.reduce((sum, item) => sum + item.price, 0);\nconsole.log(total);\n",
  typescript:
    "interface User {\n  name: string;\n  age: number;\n}\nexport const greet = (u: User): string => `Hi ${u.name}`;\n",
  tsx: 'export function Hello({ name }: { name: string }) {\n  return (\n    <p className="x">Hi {name}</p>\n  );\n}\n',
  jsx: "export default function App() {\n  const [n, setN] = useState(0);\n  return (\n    <Button onClick={() => setN(n + 1)} />\n  );\n}\n",
  json: '{\n  "name": "bytesmith",\n  "version": "1.0.0"\n}\n',
  html: "<!DOCTYPE html>\n<html>\n<body>\n<div>Hello</div>\n</body>\n</html>\n",
  css: "body {\n  margin: 0;\n  color: #333;\n}\n@media (max-width: 600px) {\n  body { margin: 4px; }\n}\n",
  scss: "$primary: #333;\n.button {\n  color: $primary;\n  &:hover { color: red; }\n  @include rounded;\n}\n",
  markdown:
    "# Title\n\nSome text with a [link](https://example.com).\n\n```js\nconst a = 1;\n```\n",
  python:
    "import os\n\ndef main(path):\n    for name in os.listdir(path):\n        print(name)\n\nif __name__ == \"__main__\":\n    main('.')\n",
  java: 'import java.util.List;\n\npublic class Main {\n  public static void main(String[] args) {\n    System.out.println("Hi");\n  }\n}\n',
  c: '#include <stdio.h>\n\nint main(void) {\n  printf("hello\\n");\n  return 0;\n}\n',
  cpp: '#include <iostream>\n\nint main() {\n  std::cout << "hello" << std::endl;\n}\n',
  csharp:
    'using System;\n\nnamespace Demo {\n  class P { static void Main() { Console.WriteLine("Hi"); } }\n}\n',
  go: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tname := "x"\n\tfmt.Println(name)\n}\n',
  rust: 'use std::io;\n\nfn main() {\n    let mut count = 0;\n    println!("{}", count);\n}\n',
  php: "<?php\n$name = 'x';\necho $name;\n",
  ruby: "require 'json'\n\ndef greet(name)\n  puts \"Hi #{name}\"\nend\n\n[1, 2].each do |n|\n  greet(n)\nend\n",
  swift:
    'import SwiftUI\n\nfunc greet(name: String) -> String {\n    guard let first = name.first else { return "" }\n    return String(first)\n}\n',
  kotlin:
    'data class User(val name: String)\n\nfun main() {\n    val user = User("x")\n    println(user)\n}\n',
  sql: "SELECT name, count(*)\nFROM users\nWHERE active = 1\nGROUP BY name\nORDER BY name;\n",
  shellscript: '#!/usr/bin/env bash\nset -e\necho "building"\nif [ -f x ]; then\n  rm x\nfi\n',
  powershell:
    "$files = Get-ChildItem -Path .\n$files | Where-Object { $_.Length -gt 1kb } | Write-Host\n",
  yaml: "name: build\non:\n  push:\n    branches:\n      - main\n",
  toml: '[package]\nname = "demo"\nversion = "0.1.0"\n',
  xml: '<?xml version="1.0"?>\n<root xmlns:x="urn:x">\n  <x:item>1</x:item>\n</root>\n',
  dockerfile:
    'FROM node:20-alpine AS build\nWORKDIR /app\nCOPY . .\nRUN npm ci\nCMD ["node", "server.js"]\n',
  diff: "diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n-old\n+new\n",
  lua: "local count = 0\nfunction add(n)\n  if n > 0 then\n    count = count + n\n  end\nend\n",
  graphql: "query GetUser($id: ID!) {\n  user(id: $id) {\n    name\n  }\n}\n",
  haskell: "module Main where\n\nadd :: Int -> Int -> Int\nadd a b = a + b\n",
  elixir: "defmodule Greeter do\n  def hello(name) do\n    name |> String.upcase()\n  end\nend\n",
  dart: "import 'package:flutter/material.dart';\n\nvoid main() => runApp(App());\n",
  scala: "case class User(name: String)\n\nobject Main {\n  def twice(n: Int): Int = n * 2\n}\n",
  r: 'library(ggplot2)\ndata <- read.csv("x.csv")\nmean_of <- function(x) mean(x)\n',
  vue: "<template>\n  <p>{{ msg }}</p>\n</template>\n\n<script setup>\nconst msg = 'hi'\n</script>\n",
};

describe("detectLanguage", () => {
  it("tells the page's sample as TypeScript", () => {
    expect(detectLanguage(SAMPLE_CODE)).toBe("typescript");
  });

  it.each(Object.entries(SAMPLES))("tells %s", (language, code) => {
    expect(detectLanguage(code)).toBe(language);
  });

  it("has a sample for every language offered but plain text", () => {
    const offered = LANGUAGES.map((l) => l.value).filter((v) => v !== "auto" && v !== PLAIN_TEXT);
    expect(offered.filter((language) => !(language in SAMPLES))).toEqual([]);
  });

  it("says plain text when nothing tells", () => {
    expect(detectLanguage("")).toBe(PLAIN_TEXT);
    expect(detectLanguage("Dear team,\nthe meeting moves to Friday.\n")).toBe(PLAIN_TEXT);
  });

  it("answers for a long input with no line breaks", () => {
    expect(detectLanguage("a".repeat(2_000_000) + "\n" + "(".repeat(100_000))).toBe(PLAIN_TEXT);
  });
});
