// The repository's code says what it does and why in words a reader can check: no comment or string
// cites one of this project's issues by its number (the word, a space, digits), which a reader of
// the code cannot look up. History belongs in commit messages and docs/decisions.md. (An upstream
// project's issue, written with its "#", is a reference anyone can follow, and is allowed.)
import { execFileSync } from "node:child_process";
import { expect, it } from "vitest";
import { readFileSync } from "node:fs";

const CODE = /\.(ts|tsx|mjs|js|cjs|sh|css|json|html|py)$/;
const CITES_AN_ISSUE = /\bissues? \d+/gi;

it("cites no issue of this project by number in code, tests, benches or their results", () => {
  const files = execFileSync("git", ["ls-files"], { encoding: "utf8" })
    .split("\n")
    .filter((file) => (CODE.test(file) || file === ".ci/run") && !file.startsWith("docs/"));
  expect(files.length).toBeGreaterThan(500);
  const found = [];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(CITES_AN_ISSUE)) {
      const line = text.slice(0, match.index).split("\n").length;
      found.push(`${file}:${line}: ${match[0]}`);
    }
  }
  expect(found).toEqual([]);
});
