// The worker's second kind of job (finding of the final review): the AI clean-up's cleaned HTML is
// converted and compared with the default output off the main thread. The diff is bounded
// (line-diff.ts) but the default output of a long Input can have tens of thousands of lines, so
// comparing takes well over 50 ms; here it cannot freeze the page. Imported by the worker only
// (HtmlCleanup.tsx takes the types), so turndown and the diff stay out of the page's chunks.
import { type LineDiff, lineDiff } from "~/lib/text/line-diff";
import {
  type HtmlToMarkdownJob,
  type HtmlToMarkdownResult,
  convertHtmlToMarkdown,
  convertJob,
} from "./html-to-markdown";

export interface CleanupJob extends HtmlToMarkdownJob {
  kind: "cleanup";
  /** The default output the cleaned HTML's Markdown is compared with. */
  before: string;
}

export interface CleanupResult {
  markdown: string;
  diff: LineDiff;
}

export type PageWorkerJob = HtmlToMarkdownJob | CleanupJob;

export function cleanupJob({ kind: _kind, before, html, ...style }: CleanupJob): CleanupResult {
  const markdown = convertHtmlToMarkdown(html, style);
  return { markdown, diff: lineDiff(before, markdown) };
}

/** What the page's worker runs: a clean-up job when it says so, otherwise the live conversion. */
export function pageWorkerJob(job: PageWorkerJob): HtmlToMarkdownResult | CleanupResult {
  return "kind" in job && job.kind === "cleanup" ? cleanupJob(job) : convertJob(job);
}
