// Minifies CSS off the main thread; csso loads here, on the first run.
import type { CodeJob } from "~/lib/code/code-tool";
import { exposeToWorker } from "~/lib/workers/worker-expose";
import type { CssMinifyOptions } from "./css-minify-options";
import { minifyCss } from "./css-minify";

exposeToWorker(({ source, options }: CodeJob<CssMinifyOptions>) => minifyCss(source, options));
