// Formats SQL off the main thread; sql-formatter (every dialect) loads here, on the first run.
import type { CodeJob } from "~/lib/code/code-tool";
import { exposeToWorker } from "~/lib/workers/worker-expose";
import type { SqlFormatOptions } from "./sql-format-options";
import { formatSql } from "./sql-format";

exposeToWorker(({ source, options }: CodeJob<SqlFormatOptions>) => formatSql(source, options));
