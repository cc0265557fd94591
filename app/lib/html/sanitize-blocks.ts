// Sanitizes rendered Markdown on the main thread with no task over 100 ms, so the page keeps
// answering the user while a large document is sanitized. DOMPurify needs a real DOM, and the
// browser's own is the one it is made and tested for (docs/markdown.md), so it stays here; a large
// document is sanitized in slices of whole blocks, yielding to the page between slices.
import { sanitizeHtml } from "./sanitize-html";

/** Characters of HTML sanitized in one task: a few milliseconds of DOMPurify in Chromium. */
export const SLICE_CHARS = 16 * 1024;
/**
 * Characters of HTML the preview frame shows: making the preview page (app/lib/html/preview-document.ts)
 * and laying it out are main-thread work that grows with it.
 */
export const PREVIEW_LIMIT_CHARS = 32 * 1024;

export interface SanitizedHtml {
  /** The whole sanitized HTML. */
  html: string;
  /** Its first whole slices, at most PREVIEW_LIMIT_CHARS characters: what the preview shows. */
  preview: string;
  /** The preview holds all of the HTML. */
  previewComplete: boolean;
}

/**
 * Consecutive blocks joined into slices of at most `maxChars` characters; a longer block is a slice
 * of its own. A document under `maxChars` is one slice, sanitized exactly as a whole.
 */
export function sliceBlocks(blocks: readonly string[], maxChars = SLICE_CHARS): string[] {
  const slices: string[] = [];
  let current = "";
  for (const block of blocks) {
    if (current !== "" && current.length + block.length > maxChars) {
      slices.push(current);
      current = "";
    }
    current += block;
  }
  if (current !== "") slices.push(current);
  return slices;
}

/** The sanitized slices as the page shows them: all of them, and the first ones for the preview. */
export function assembleSanitized(
  slices: readonly string[],
  previewLimit = PREVIEW_LIMIT_CHARS,
): SanitizedHtml {
  let preview = "";
  let shown = 0;
  while (shown < slices.length && preview.length + slices[shown].length <= previewLimit) {
    preview += slices[shown++];
  }
  return { html: slices.join(""), preview, previewComplete: shown === slices.length };
}

/** Resolves in a new task, after what the page has waiting (input, drawing). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Sanitizes the blocks slice by slice (each slice a well-formed fragment, so joining them adds no
 * markup), one slice per task. Resolves to null when `signal.cancelled` turns true meanwhile.
 */
export async function sanitizeBlocks(
  blocks: readonly string[],
  signal: { cancelled: boolean },
  { yieldToPage = nextTask, sliceChars = SLICE_CHARS } = {},
): Promise<SanitizedHtml | null> {
  const sanitized: string[] = [];
  for (const slice of sliceBlocks(blocks, sliceChars)) {
    if (sanitized.length > 0) await yieldToPage();
    if (signal.cancelled) return null;
    sanitized.push(sanitizeHtml(slice));
  }
  return assembleSanitized(sanitized);
}
