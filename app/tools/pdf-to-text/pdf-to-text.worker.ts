// Reads PDFs off the main thread: pdf.js and pdf.js's own worker code run here, in one thread
// (pdf.js uses the handler set on globalThis.pdfjsWorker instead of starting another worker), with
// eval off and its character maps and standard fonts fetched from this site when a PDF needs them.
import * as pdfjs from "pdfjs-dist";
import * as pdfjsWorker from "pdfjs-dist/build/pdf.worker.mjs";
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { type PdfJs, type PdfTextJob, extractPdfText } from "./pdf-extract";

(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfjsWorker;

// Where build-tools/pdfjs-assets.ts puts them: a folder per pdf.js version.
const base = `${self.location.origin}${import.meta.env.BASE_URL}assets/pdfjs-${pdfjs.version}/`;
const assets = {
  cMapUrl: `${base}cmaps/`,
  standardFontDataUrl: `${base}standard_fonts/`,
  useWorkerFetch: true,
};

exposeToWorker((job: PdfTextJob, progress) =>
  extractPdfText(pdfjs as unknown as PdfJs, assets, job, progress),
);
