// A guess at the language of a piece of code, for "Detect": each language scores the telling
// constructs it has (a shebang, `package main`, `def …:`, `<?php`…), and the best score over a
// threshold wins, else plain text. The checks are string tests on trimmed lines (linear, with no
// pattern that can backtrack), over the first 400 lines of at most 400 characters: enough to tell.
import { PLAIN_TEXT } from "./code-languages";

type Lines = readonly string[];
type Sign = [test: (lines: Lines) => boolean, weight: number];

const any = (lines: Lines, test: (line: string) => boolean) => lines.some(test);
const starts =
  (...prefixes: string[]) =>
  (lines: Lines) =>
    any(lines, (line) => prefixes.some((prefix) => line.startsWith(prefix)));
const has =
  (...parts: string[]) =>
  (lines: Lines) =>
    any(lines, (line) => parts.some((part) => line.includes(part)));
const line = (test: (line: string) => boolean) => (lines: Lines) => any(lines, test);
const firstIs = (test: (line: string) => boolean) => (lines: Lines) =>
  lines.length > 0 && test(lines[0]);

const isWord = (text: string) => /^[A-Za-z_][\w-]*$/.test(text);

const SIGNS: Record<string, Sign[]> = {
  php: [
    [firstIs((l) => l.startsWith("<?php")), 10],
    [has("$this->"), 3],
    [has("echo $"), 2],
  ],
  html: [
    [firstIs((l) => l.toLowerCase().startsWith("<!doctype html")), 10],
    [starts("<html", "<head", "<body", "<div", "<p>", "<ul", "<li", "<span", "<meta", "<link"), 4],
    [has("</div>", "</p>", "</body>", "</a>"), 2],
  ],
  vue: [
    [starts("<template>"), 6],
    [starts("<script setup"), 6],
    [starts("<style scoped"), 4],
  ],
  xml: [
    [firstIs((l) => l.startsWith("<?xml")), 10],
    [has("xmlns:"), 2],
  ],
  yaml: [
    [starts("---"), 2],
    [
      line((l) => {
        const at = l.indexOf(": ");
        return at > 0 && isWord(l.slice(0, at));
      }),
      2,
    ],
    [line((l) => l.endsWith(":") && isWord(l.slice(0, -1))), 2],
    [starts("- "), 1],
  ],
  toml: [
    [
      line(
        (l) => l.startsWith("[") && l.endsWith("]") && isWord(l.slice(1, -1).replace(/\./g, "_")),
      ),
      4,
    ],
    [
      line((l) => {
        const at = l.indexOf(" = ");
        return at > 0 && isWord(l.slice(0, at));
      }),
      3,
    ],
  ],
  markdown: [
    [starts("# ", "## ", "### "), 3],
    [starts("```"), 3],
    [has("]("), 1],
    [starts("- ", "* "), 1],
  ],
  css: [
    [line((l) => l.endsWith("{") && !l.includes("(") && !l.includes("=")), 2],
    [line((l) => l.endsWith(";") && /^[a-z-]+: /.test(l)), 3],
    [starts("@media", "@import", "@keyframes", "@font-face"), 3],
  ],
  scss: [
    [line((l) => l.startsWith("$") && l.includes(":") && l.endsWith(";")), 4],
    [starts("@mixin", "@include", "@extend"), 4],
    [starts("&:", "&."), 3],
  ],
  sql: [
    [line((l) => /^select\b/i.test(l)), 3],
    [line((l) => /^from\b/i.test(l) || / from /i.test(l)), 1],
    [
      line((l) => /^(insert into|create table|update \w+ set|delete from|alter table)\b/i.test(l)),
      5,
    ],
    [line((l) => /^(where|inner join|left join|group by|order by)\b/i.test(l)), 2],
  ],
  python: [
    [line((l) => l.startsWith("def ") && l.endsWith(":")), 5],
    [line((l) => l.startsWith("class ") && l.endsWith(":")), 4],
    [line((l) => l.startsWith("import ") || (l.startsWith("from ") && l.includes(" import "))), 2],
    [has("self."), 2],
    [line((l) => (l.startsWith("elif ") || l.startsWith("except")) && l.endsWith(":")), 3],
    [has("__name__ =="), 4],
    [starts("print("), 1],
  ],
  ruby: [
    [line((l) => l.startsWith("def ") && !l.endsWith(":") && !l.endsWith("{")), 3],
    [line((l) => l === "end"), 2],
    [starts("puts "), 3],
    [starts("require '", 'require "'), 2],
    [has(".each do |"), 4],
  ],
  go: [
    [line((l) => l.startsWith("package ") && isWord(l.slice(8))), 6],
    [starts("func "), 4],
    [has(" := "), 2],
    [has("fmt."), 4],
  ],
  rust: [
    [starts("fn ", "pub fn "), 4],
    [has("let mut "), 5],
    [starts("impl ", "impl<"), 2],
    [has("println!("), 5],
    [starts("pub struct", "pub enum", "use std::"), 4],
  ],
  java: [
    [has("public class ", "public final class "), 4],
    [has("System.out.print"), 6],
    [has("public static void main(String"), 6],
    [starts("import java."), 6],
    [starts("@Override"), 3],
  ],
  kotlin: [
    [starts("fun ", "private fun ", "override fun "), 4],
    [starts("val ", "var "), 2],
    [starts("data class "), 5],
    [starts("println("), 2],
  ],
  swift: [
    [starts("import Foundation", "import UIKit", "import SwiftUI"), 8],
    [starts("guard let "), 5],
    [line((l) => l.startsWith("func ") && l.endsWith("{")), 3],
    [starts("var ", "let "), 1],
  ],
  csharp: [
    [line((l) => l.startsWith("using System") && l.endsWith(";")), 6],
    [starts("namespace "), 3],
    [has("Console.Write"), 6],
    [has("{ get; set; }"), 6],
  ],
  cpp: [
    [
      starts("#include <iostream>", "#include <vector>", "#include <string>", "#include <memory>"),
      8,
    ],
    [has("std::"), 5],
    [has("cout <<"), 5],
    [starts("template <", "template<"), 4],
  ],
  c: [
    [
      starts(
        "#include <stdio.h>",
        "#include <stdlib.h>",
        "#include <string.h>",
        "#include <stdint.h>",
      ),
      8,
    ],
    [has("printf("), 3],
    [starts("int main("), 3],
    [has("malloc("), 3],
  ],
  typescript: [
    [starts("interface ", "export interface "), 4],
    [has(": string", ": number", ": boolean", ": void", ": unknown"), 4],
    [starts("type ", "export type "), 3],
    [starts("import type "), 6],
    [line((l) => l.includes("): ") && l.endsWith("{")), 4],
    [has("<number>", "<string>", "<boolean>", "<void>"), 3],
    [has(" as const"), 4],
  ],
  javascript: [
    [starts("const ", "let ", "var "), 2],
    [has("=> "), 2],
    [starts("function ", "async function "), 2],
    [has("console.log("), 3],
    [has("module.exports", "require(", "export default", "export const", "export function"), 3],
    [has("document.", "window."), 2],
  ],
  shellscript: [
    [firstIs((l) => l.startsWith("#!") && /(ba|z|\/)sh\b/.test(l)), 10],
    [starts("echo ", "export ", "cd ", "sudo ", "apt-get ", "curl ", "chmod "), 3],
    [starts("if [", "fi"), 4],
  ],
  powershell: [
    [has("Get-", "Set-", "New-Item", "Write-Host"), 5],
    [has("| Where-Object", "| ForEach-Object"), 5],
  ],
  dockerfile: [
    [line((l) => /^FROM [\w./:@-]+( AS \w+)?$/i.test(l)), 6],
    [starts("RUN ", "COPY ", "WORKDIR ", "ENTRYPOINT ", "CMD ", "EXPOSE ", "ENV "), 3],
  ],
  diff: [
    [starts("--- a/", "+++ b/", "diff --git"), 5],
    [starts("@@ -"), 8],
  ],
  lua: [
    [starts("local "), 3],
    [line((l) => l.endsWith(" then")), 2],
    [starts("--[["), 4],
    [line((l) => l === "end"), 1],
  ],
  graphql: [
    [line((l) => /^(query|mutation|subscription)\b/.test(l) && l.endsWith("{")), 6],
    [starts("fragment "), 6],
    [line((l) => l.startsWith("type ") && l.endsWith("{")), 2],
  ],
  haskell: [
    [line((l) => / :: /.test(l) && l.includes("->")), 6],
    [starts("import qualified "), 4],
    [starts("module "), 2],
  ],
  elixir: [
    [starts("defmodule "), 8],
    [line((l) => /^defp? /.test(l) && l.endsWith(" do")), 4],
    [has("|>"), 3],
  ],
  dart: [
    [starts("import 'package:"), 8],
    [starts("void main()"), 3],
    [has("Widget build("), 6],
  ],
  scala: [
    [starts("object ", "case class "), 5],
    [line((l) => l.startsWith("def ") && l.includes("): ") && l.includes(" = ")), 5],
  ],
  r: [
    [has("<- function", "<- c(", "<- data.frame", "<- read.csv"), 6],
    [starts("library("), 5],
  ],
};

/** TSX and JSX are TypeScript or JavaScript with elements. */
const HAS_ELEMENTS: Sign[] = [
  [has("return (", "return <"), 1],
  [line((l) => /^<[A-Za-z]/.test(l) && l.includes(">")), 2],
  [has("/>"), 2],
];

/** Below this score nothing is telling enough: plain text. */
const THRESHOLD = 4;

const score = (signs: Sign[], lines: Lines) =>
  signs.reduce((sum, [test, weight]) => sum + (test(lines) ? weight : 0), 0);

export function detectLanguage(code: string): string {
  if (code.trim() === "") return PLAIN_TEXT;
  const first = code.trimStart()[0];
  if ((first === "{" || first === "[") && code.length < 2_000_000) {
    try {
      JSON.parse(code);
      return "json";
    } catch {
      // Not JSON as a whole: the signs decide.
    }
  }
  const lines = code
    .split("\n", 400)
    .map((l) => l.slice(0, 400).trim())
    .filter(Boolean);
  let best = PLAIN_TEXT;
  let bestScore = THRESHOLD - 1;
  for (const [language, signs] of Object.entries(SIGNS)) {
    const value = score(signs, lines);
    if (value > bestScore) {
      best = language;
      bestScore = value;
    }
  }
  if ((best === "typescript" || best === "javascript") && score(HAS_ELEMENTS, lines) >= 3)
    return best === "typescript" ? "tsx" : "jsx";
  return best;
}
