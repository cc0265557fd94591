// Test-only: Debian's Go toolchain as the reference for JSON to Types' Go structs. Every case is a
// package of one module, checked by one gofmt, one go vet and one go run: each value is decoded into
// the root type by encoding/json with DisallowUnknownFields. Offline: the module has no dependency.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface GoCase {
  /** The generated code, `package main` and all. */
  code: string;
  rootName: string;
  /** The values as JSON text. */
  values: string[];
}

export interface GoReport {
  /** gofmt -l: the generated files it would change ("" when none). */
  gofmt: string;
  /** go vet's complaints ("" when none). */
  vet: string;
  /** Per case, per value: "ok" or encoding/json's error. */
  results: string[][];
}

const checkFile = (pkg: string, rootName: string) => `package ${pkg}

import (
	"bytes"
	"encoding/json"
)

// Check decodes each value into ${rootName}, refusing keys the type does not have.
func Check(values []string) []string {
	out := make([]string, len(values))
	for i, value := range values {
		decoder := json.NewDecoder(bytes.NewReader([]byte(value)))
		decoder.DisallowUnknownFields()
		var root ${rootName}
		if err := decoder.Decode(&root); err != nil {
			out[i] = err.Error()
		} else {
			out[i] = "ok"
		}
	}
	return out
}
`;

function mainFile(count: number): string {
  const imports = Array.from({ length: count }, (_, i) => `\tc${i} "jtt/case${i}"`);
  const calls = Array.from({ length: count }, (_, i) => `\t\tc${i}.Check(values[${i}]),`);
  return `package main

import (
	"encoding/json"
	"os"
${imports.join("\n")}
)

func main() {
	var values [][]string
	if err := json.NewDecoder(os.Stdin).Decode(&values); err != nil {
		panic(err)
	}
	out := [][]string{
${calls.join("\n")}
	}
	if err := json.NewEncoder(os.Stdout).Encode(out); err != nil {
		panic(err)
	}
}
`;
}

export function checkGo(cases: readonly GoCase[]): GoReport {
  const dir = mkdtempSync(join(tmpdir(), "json-to-types-go-"));
  // Go's build cache and module cache in the temporary folder; no network, no go.sum.
  const env = {
    ...process.env,
    GOFLAGS: "-mod=mod",
    GOCACHE: join(dir, ".cache"),
    GOPATH: join(dir, ".gopath"),
    GOPROXY: "off",
    GOTOOLCHAIN: "local",
    CGO_ENABLED: "0",
  };
  const go = (args: string[], input?: string) => {
    const result = spawnSync(args[0], args.slice(1), { cwd: dir, env, input, encoding: "utf8" });
    if (result.error) throw result.error;
    return result;
  };
  try {
    writeFileSync(join(dir, "go.mod"), "module jtt\n\ngo 1.19\n");
    const files: string[] = [];
    cases.forEach((c, i) => {
      const pkg = `case${i}`;
      mkdirSync(join(dir, pkg));
      const file = join(pkg, "types.go");
      files.push(file);
      writeFileSync(join(dir, file), c.code.replace(/^package main$/m, `package ${pkg}`));
      writeFileSync(join(dir, pkg, "check.go"), checkFile(pkg, c.rootName));
    });
    writeFileSync(join(dir, "main.go"), mainFile(cases.length));
    const gofmt = go(["gofmt", "-l", ...files]);
    const vet = go(["go", "vet", "./..."]);
    const run = go(["go", "run", "."], JSON.stringify(cases.map((c) => c.values)));
    if (run.status !== 0) throw new Error(`go run failed:\n${run.stderr}`);
    return {
      gofmt: `${gofmt.stdout}${gofmt.stderr}`.trim(),
      vet: vet.status === 0 ? "" : vet.stderr.trim(),
      results: JSON.parse(run.stdout) as string[][],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
