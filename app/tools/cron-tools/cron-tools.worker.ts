// The cron engine (cron-parser with luxon, ~30 KB gz, and cronstrue) off the main thread: a far-apart
// or DST-stuck search can take a second before it gives up, and the page must not freeze meanwhile.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { runCronTask } from "./cron-tasks";

exposeToWorker(runCronTask);
