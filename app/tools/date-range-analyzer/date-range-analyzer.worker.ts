// Country holidays off the main thread: date-holidays and its data load only here, and a long range
// of lunar-calendar holidays (seconds for a century of Chinese holidays) never freezes the page.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { countryHolidays } from "./country-holidays";

exposeToWorker(countryHolidays);
