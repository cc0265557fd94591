// Formats HTML off the main thread; Prettier and its plugins load here, on the first run.
import type { CodeJob } from "~/lib/code/code-tool";
import { exposeToWorker } from "~/lib/workers/worker-expose";
import type { HtmlFormatOptions } from "./html-format-options";
import { formatHtml } from "./html-format";

exposeToWorker(({ source, options }: CodeJob<HtmlFormatOptions>) => formatHtml(source, options));
