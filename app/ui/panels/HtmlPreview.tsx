// Every HTML preview of the site (/markdown-to-html, /html-to-markdown, /xslt-transformer): the
// HTML rendered in a frame with an empty sandbox whose page starts with a CSP that loads nothing,
// links neutralised and remote images shown as placeholders (app/lib/html/preview-document.ts).
// Nothing in a preview can run, reach the network or navigate unless the user lets images load.
import { useId, useMemo, useState, useSyncExternalStore } from "react";
import { type PreviewKind, buildPreviewDocument } from "~/lib/html/preview-document";

export interface HtmlPreviewProps {
  /** The HTML to show: sanitized for fragments; a whole XSLT result for documents. */
  html: string;
  /** The frame's accessible name. */
  title: string;
  kind?: PreviewKind;
  /** The section's heading; without it the preview is bare (e.g. inside a tab panel). */
  label?: string;
}

export const REMOTE_IMAGES_LABEL = "Load remote images in the preview";
export const REMOTE_IMAGES_HINT =
  "Off: images from other sites show as a placeholder and nothing is fetched. On: https images are fetched from their servers, which then see your IP address and that you viewed this document.";

/** Follows the class the theme switch puts on <html> (app/lib/browser/theme.ts). */
function subscribeToTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}
const isDark = () => document.documentElement.classList.contains("dark");

export function HtmlPreview({ html, title, kind = "fragment", label }: HtmlPreviewProps) {
  // Not remembered: each visit starts without remote loads, whatever was chosen last time.
  const [remoteImages, setRemoteImages] = useState(false);
  const dark = useSyncExternalStore(subscribeToTheme, isDark, () => false);
  const hintId = useId();
  const preview = useMemo(
    () => (html === "" ? null : buildPreviewDocument(html, { kind, remoteImages, dark })),
    [html, kind, remoteImages, dark],
  );
  const blocked = preview?.blockedImages ?? 0;

  const body = (
    <>
      <div className="mb-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={remoteImages}
            onChange={(event) => setRemoteImages(event.target.checked)}
            aria-describedby={hintId}
            className="size-4 accent-blue-600"
          />
          {REMOTE_IMAGES_LABEL}
        </label>
        {blocked > 0 && (
          <span className="text-slate-700 dark:text-slate-300" aria-live="polite">
            {blocked === 1 ? "1 image not loaded" : `${blocked} images not loaded`}
          </span>
        )}
      </div>
      <p id={hintId} className="mb-2 text-sm text-slate-600 dark:text-slate-300">
        {REMOTE_IMAGES_HINT} Links in the preview open nothing: hover one to see its address.
      </p>
      {preview ? (
        <iframe
          title={title}
          sandbox=""
          srcDoc={preview.srcdoc}
          // The frame's page cannot be measured (no script, opaque origin): a fixed height that
          // scrolls inside, and a handle to make it taller.
          className={`h-96 min-h-24 w-full resize-y rounded-lg border border-slate-300 dark:border-slate-600 ${
            kind === "fragment" && dark ? "bg-slate-900" : "bg-white"
          }`}
        />
      ) : (
        <p className="min-h-24 rounded-lg border border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-600 dark:text-slate-300">
          The rendered result appears here.
        </p>
      )}
    </>
  );

  if (label === undefined) return body;
  return (
    <section aria-label={label}>
      <h2 className="mb-1.5 font-medium">{label}</h2>
      {body}
    </section>
  );
}
