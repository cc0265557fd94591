// Minifies JavaScript off the main thread; Terser loads here, on the first run.
import type { CodeJob } from "~/lib/code/code-tool";
import { exposeToWorker } from "~/lib/workers/worker-expose";
import type { JsMinifyOptions } from "./js-minify-options";
import { minifyJavaScript } from "./js-minify";

exposeToWorker(({ source, options }: CodeJob<JsMinifyOptions>) =>
  minifyJavaScript(source, options),
);
