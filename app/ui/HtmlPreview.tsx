// A rendered view of HTML that has already been sanitized (app/lib/sanitize-html.ts): the preview
// of /markdown-to-html and /html-to-markdown. Only sanitized HTML may be passed in.
export interface HtmlPreviewProps {
  /** Sanitized HTML. */
  html: string;
  label?: string;
}

/** Typography for the rendered elements, since the site's base styles reset headings and lists. */
const CONTENT_STYLES = [
  "[&_h1]:mt-4 [&_h1]:text-2xl [&_h1]:font-bold",
  "[&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-bold",
  "[&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold",
  "[&_h4]:mt-3 [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold",
  "[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_a]:text-blue-700 [&_a]:underline dark:[&_a]:text-blue-300",
  "[&_blockquote]:my-2 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 dark:[&_blockquote]:border-slate-600",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-sm dark:[&_code]:bg-slate-800",
  "[&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-3 dark:[&_pre]:bg-slate-800",
  "[&_table]:my-2 [&_table]:border-collapse [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_th]:border [&_th]:border-slate-300 [&_th]:px-2 dark:[&_td]:border-slate-600 dark:[&_th]:border-slate-600",
  "[&_hr]:my-4 [&_hr]:border-slate-300 dark:[&_hr]:border-slate-600 [&_img]:max-w-full",
].join(" ");

export function HtmlPreview({ html, label = "Preview" }: HtmlPreviewProps) {
  return (
    <section aria-label={label}>
      <h2 className="mb-1.5 font-medium">{label}</h2>
      <div
        data-testid="html-preview"
        className={`min-h-24 overflow-x-auto rounded-lg border border-slate-300 bg-white p-4 break-words text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 ${CONTENT_STYLES}`}
        // Safe: callers pass HTML that went through sanitizeHtml.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {html === "" && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          The rendered result appears here.
        </p>
      )}
    </section>
  );
}
