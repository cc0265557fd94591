// Formats inputs too large to follow every keystroke, off the main thread (started on Format/Minify).
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { type XmlFormatJob, formatXml } from "./xml-format";

exposeToWorker((job: XmlFormatJob) => formatXml(job));
