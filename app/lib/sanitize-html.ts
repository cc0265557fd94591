// Sanitizes untrusted HTML with DOMPurify before it is shown or offered (issue 4: Markdown
// previews and /markdown-to-html output carry no script, no javascript:/data: URLs, no event handlers).
import createDOMPurify, { type DOMPurify } from "dompurify";

/** Attributes that hold a URL: only http(s), mailto, tel, relative and fragment URLs are kept. */
const URL_ATTRIBUTES = new Set(["href", "src", "xlink:href", "action", "formaction", "poster"]);
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))/i;

let purifier: DOMPurify | null = null;

/** The text without C0/C1 control characters and spaces (code points up to U+0020 and U+007F–U+00A0). */
function withoutControlsAndSpaces(text: string): string {
  let kept = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code > 0x20 && (code < 0x7f || code > 0xa0)) kept += char;
  }
  return kept;
}

/**
 * One DOMPurify instance of our own with our hook: hooks are global to an instance, so the
 * shared default instance (which other code might configure) is left alone.
 */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook("uponSanitizeAttribute", (_node, data) => {
    if (!URL_ATTRIBUTES.has(data.attrName)) return;
    // Browsers ignore control characters and spaces in a scheme ("java\tscript:"), so we do too.
    const url = withoutControlsAndSpaces(data.attrValue);
    // DOMPurify keeps data: URLs in images; we drop them too, since an SVG data URL can carry script.
    if (!SAFE_URL.test(url)) data.keepAttr = false;
  });
  purifier = instance;
  return instance;
}

/**
 * The HTML with everything that could run code removed: no SVG or MathML (their parsing tricks),
 * no style (old browsers' CSS expressions, and page restyling), no forms, no event handlers.
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "button", "textarea", "select", "option"],
    FORBID_ATTR: ["style", "srcset", "formaction", "action"],
  });
}
