// Beautifies CSS off the main thread; Prettier and its postcss plugin load here, on the first run.
import type { CodeJob } from "~/lib/code/code-tool";
import { exposeToWorker } from "~/lib/workers/worker-expose";
import type { CssBeautifyOptions } from "./css-beautify-options";
import { beautifyCss } from "./css-beautify";

exposeToWorker(({ source, options }: CodeJob<CssBeautifyOptions>) => beautifyCss(source, options));
