// What `import url from "jq-web/jq.wasm?url"` gives in a bench run by node (bench/adversarial.mjs):
// the file's path, as Vite would give its URL.
import { createRequire } from "node:module";

export default createRequire(import.meta.url).resolve("jq-web/jq.wasm");
