// Beautifies JavaScript off the main thread; Prettier, Babel and estree load here, on the first run.
import type { CodeJob } from "~/lib/code/code-tool";
import { exposeToWorker } from "~/lib/workers/worker-expose";
import type { JsBeautifyOptions } from "./js-beautify-options";
import { beautifyJavaScript } from "./js-beautify";

exposeToWorker(({ source, options }: CodeJob<JsBeautifyOptions>) =>
  beautifyJavaScript(source, options),
);
