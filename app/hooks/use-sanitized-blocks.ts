// React face of sanitize-blocks.ts: the sanitized HTML of the blocks a Markdown worker returned,
// made in short slices after each new result; a newer result stops the slicing of an older one.
// DOMPurify loads with the first result, so it is not part of the page's first download.
import { useEffect, useState } from "react";
import type { SanitizedHtml } from "~/lib/html/sanitize-blocks";
import { errorMessage } from "~/lib/tool-error";

export interface SanitizedBlocks {
  /**
   * The sanitized HTML of `blocks`; while a newer result is still being sanitized, the previous one
   * (so the output does not flicker while typing), with `pending` true. Null when blocks is null.
   */
  result: SanitizedHtml | null;
  pending: boolean;
  /** The sanitizer could not be loaded (e.g. offline before it was cached): nothing is shown. */
  error: string | null;
}

interface Done {
  blocks: readonly string[];
  result: SanitizedHtml | null;
  error: string | null;
}

let sanitizer: Promise<typeof import("~/lib/html/sanitize-blocks")> | null = null;
function loadSanitizer() {
  sanitizer ??= import("~/lib/html/sanitize-blocks").catch((error: unknown) => {
    sanitizer = null; // the next result tries again
    throw error;
  });
  return sanitizer;
}

export function useSanitizedBlocks(blocks: readonly string[] | null): SanitizedBlocks {
  const [done, setDone] = useState<Done | null>(null);
  useEffect(() => {
    if (blocks === null) return;
    const signal = { cancelled: false };
    void loadSanitizer()
      .then(({ sanitizeBlocks }) => sanitizeBlocks(blocks, signal))
      .then(
        (result) => {
          if (result) setDone({ blocks, result, error: null });
        },
        (error: unknown) => {
          const message = `Could not load the HTML sanitizer: ${errorMessage(error)}`;
          if (!signal.cancelled) setDone({ blocks, result: null, error: message });
        },
      );
    return () => {
      signal.cancelled = true;
    };
  }, [blocks]);
  if (blocks === null) return { result: null, pending: false, error: null };
  const current = done?.blocks === blocks;
  return {
    result: done?.result ?? null,
    pending: !current,
    error: current ? done.error : null,
  };
}
