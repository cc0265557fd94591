// Makes a batch of passwords off the main thread: 10,000 of 256 characters take a moment, and the
// word list is fetched here, on the first passphrase, never with the page.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { type GeneratorJob, generateBatch } from "./password-generator";
import { parseWordList } from "./passphrase";

let words: Promise<readonly string[]> | null = null;
const loadWords = () =>
  (words ??= import("./eff_large_wordlist.txt?raw").then((module) =>
    parseWordList(module.default),
  ));

exposeToWorker((job: GeneratorJob, progress) => generateBatch(job, progress, { loadWords }));
