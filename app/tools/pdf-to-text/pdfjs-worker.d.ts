// pdf.js's worker code ships without types; the tool's worker only hands its exports to pdf.js.
declare module "pdfjs-dist/build/pdf.worker.mjs" {
  export const WorkerMessageHandler: unknown;
}
