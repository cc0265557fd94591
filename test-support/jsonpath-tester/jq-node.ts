// Test-only: jq-web loaded in node, for the jq mode's tests. Vitest's import of a CommonJS module
// whose exports are a promise fails (its interop forwards `then` to the promise with the wrong
// receiver), so node's own require loads it; jq-web then reads its .wasm from disk. The page's
// worker loads it with loadJqEngine instead. No page, core or worker imports this.
import { createRequire } from "node:module";
import type { JqEngine } from "../../app/tools/jsonpath-tester/jq-engine";

const require = createRequire(import.meta.url);

export const loadNodeJq = (): Promise<JqEngine> => require("jq-web") as Promise<JqEngine>;
