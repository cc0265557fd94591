// Sanitizes untrusted HTML with DOMPurify before it is shown or offered, so Markdown previews and
// /markdown-to-html output can neither run code nor reach the page: no script, no event handlers,
// no URL scheme but safe ones, no DOM clobbering, no data-*, no form controls, no autoplay.
import createDOMPurify, { type DOMPurify } from "dompurify";

/** Attributes that hold a URL: only http(s), mailto, tel, relative and fragment URLs are kept. */
const URL_ATTRIBUTES = new Set([
  "href",
  "src",
  "xlink:href",
  "action",
  "formaction",
  "poster",
  "cite",
  "longdesc",
  "ping",
]);
/** The schemes a URL attribute may name; anything else (javascript:, data:, x1:, ms-…:) is dropped. */
const ALLOWED_SCHEMES = new Set(["http", "https", "mailto", "tel"]);
/** A URL scheme as the URL standard reads it: a letter, then letters, digits, "+", "-" or ".". */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Elements removed with their content. Form controls: a rendered form could collect or submit
 * what a reader types. `input` is handled by a hook (task-list checkboxes stay, disabled).
 */
const FORBIDDEN_TAGS = [
  "style",
  "form",
  "button",
  "textarea",
  "select",
  "option",
  "optgroup",
  "datalist",
  "output",
  "keygen",
];
/**
 * Attributes removed everywhere: style (CSS expressions, page restyling), srcset and background
 * (image loads the URL check does not see), autoplay (media that plays, and fetches, on sight),
 * form targets.
 */
const FORBIDDEN_ATTRIBUTES = [
  "style",
  "srcset",
  "background",
  "autoplay",
  "formaction",
  "action",
  "target",
];

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

/** Whether a URL attribute may keep this value: a relative URL, or one of the allowed schemes. */
export function isSafeUrl(value: string): boolean {
  // Browsers ignore control characters and spaces in a scheme ("java\tscript:"), so we do too.
  const scheme = SCHEME.exec(withoutControlsAndSpaces(value));
  return scheme === null || ALLOWED_SCHEMES.has(scheme[1].toLowerCase());
}

/**
 * One DOMPurify instance of our own with our hooks: hooks are global to an instance, so the
 * shared default instance (which other code might configure) is left alone.
 */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook("uponSanitizeAttribute", (_node, data) => {
    // DOMPurify keeps data: URLs in images; we drop them too, since an SVG data URL can carry script.
    if (URL_ATTRIBUTES.has(data.attrName) && !isSafeUrl(data.attrValue)) data.keepAttr = false;
  });
  instance.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName !== "INPUT") return;
    // The one input kept is marked's task-list checkbox, and only as a picture of a checkbox.
    if (node.getAttribute("type")?.toLowerCase() !== "checkbox") {
      node.remove();
      return;
    }
    const checked = node.hasAttribute("checked");
    for (const name of node.getAttributeNames()) node.removeAttribute(name);
    // Written in marked's order, so a task list comes out exactly as marked wrote it.
    if (checked) node.setAttribute("checked", "");
    node.setAttribute("disabled", "");
    node.setAttribute("type", "checkbox");
  });
  purifier = instance;
  return instance;
}

/**
 * The HTML with everything that could run code, submit or clobber removed: no SVG or MathML
 * (their parsing tricks), no style, no forms, no event handlers, no data-* attributes, and ids
 * and names prefixed with "user-content-" so they cannot shadow the page's globals.
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    SANITIZE_NAMED_PROPS: true,
  });
}
