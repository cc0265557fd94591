// The page an HTML preview shows in its sandboxed frame (app/ui/panels/HtmlPreview.tsx), for Markdown
// previews and XSLT results alike, built so that a preview sends nothing off the device. Needs
// DOMParser.
//
// Three layers, each enough on its own for what it covers: the frame's empty sandbox (no script,
// no forms, no popups, opaque origin), the CSP written first into the page (no load but data:
// images, or https: images when the user asks), and this copy of the HTML, in which links lead
// nowhere, remote images are placeholders, and what could hold another page is gone.

export type PreviewKind = "fragment" | "document";

export interface PreviewOptions {
  /** "fragment": sanitized body HTML styled by us; "document": a whole page with its own styles. */
  kind: PreviewKind;
  /** Lets https: images load (the user's choice); every other load stays blocked. */
  remoteImages: boolean;
  /** Colours of the site's dark theme (fragments only: a document brings its own colours). */
  dark?: boolean;
}

export interface PreviewDocument {
  srcdoc: string;
  /** Images shown as a placeholder instead of being loaded. */
  blockedImages: number;
}

export const PLACEHOLDER_TEXT = "Image not loaded";

/** The page's policy: nothing loads but inline styles and data:/blob: images (and https: ones if allowed). */
export function previewCsp(remoteImages: boolean): string {
  const images = remoteImages ? "data: blob: https:" : "data: blob:";
  return `default-src 'none'; img-src ${images}; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'`;
}

/**
 * Removed with their content: scripts, what changes the page's address or policy (base, meta,
 * link, which also prefetches), what holds another page whose links we would not see (frames,
 * objects, templates that become shadow roots), and media, replaced by a placeholder below.
 */
const REMOVED =
  "script, base, meta, link, iframe, frame, frameset, object, embed, applet, portal, fencedframe, template";
/** Attributes that load or lead somewhere; on elements other than links and images they go. */
const URL_ATTRIBUTES = [
  "href",
  "xlink:href",
  "src",
  "srcset",
  "imagesrcset",
  "poster",
  "background",
  "data",
  "action",
  "formaction",
  "ping",
  "cite",
  "longdesc",
  "lowsrc",
  "dynsrc",
  "codebase",
  "manifest",
  "icon",
];
/** SVG animation elements can set an href after we removed it. */
const SVG_ANIMATIONS = "set, animate, animateMotion, animateTransform, discard";

/** Whether an image may load: data: and blob: always, https: when the user allowed remote images. */
function loadable(url: string, remoteImages: boolean): boolean {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  return scheme === "data" || scheme === "blob" || (remoteImages && scheme === "https");
}

/** A link keeps its text and shows where it would go, but leads nowhere. */
function neutraliseLink(element: Element, target: string): void {
  const title = element.getAttribute("title");
  element.setAttribute("title", title ? `${title} (${target})` : target);
  element.setAttribute("data-preview-link", "");
}

function placeholder(doc: Document, what: string, label: string, url: string): HTMLElement {
  const box = doc.createElement("span");
  box.setAttribute("data-preview-placeholder", "");
  box.setAttribute("role", "img");
  const text = label ? `${what}: ${label}` : what;
  box.setAttribute("aria-label", text);
  if (url) box.setAttribute("title", url);
  box.textContent = text;
  return box;
}

/** Replaces the images that may not load, and media (never played), by placeholders. */
function replaceImagesAndMedia(doc: Document, remoteImages: boolean): number {
  let blocked = 0;
  for (const img of Array.from(doc.querySelectorAll("img"))) {
    const src = img.getAttribute("src") ?? "";
    if (loadable(src, remoteImages)) continue;
    blocked++;
    const hint = remoteImages ? "" : " (Load remote images in the preview shows it)";
    img.replaceWith(
      placeholder(doc, PLACEHOLDER_TEXT, img.getAttribute("alt") ?? "", src && src + hint),
    );
  }
  for (const media of Array.from(doc.querySelectorAll("video, audio"))) {
    const source = media.getAttribute("src") ?? media.querySelector("source")?.getAttribute("src");
    const what = media.localName === "video" ? "Video not played" : "Audio not played";
    media.replaceWith(placeholder(doc, what, "", source ?? ""));
  }
  // <picture> sources and srcset would pick another image than the src we checked.
  for (const source of Array.from(doc.querySelectorAll("picture > source"))) source.remove();
  return blocked;
}

/** Strips every address an element could load or follow; links keep theirs in a title. */
function neutraliseAddresses(doc: Document, remoteImages: boolean): void {
  for (const element of Array.from(doc.querySelectorAll("*"))) {
    const isLink = element.localName === "a" || element.localName === "area";
    for (const name of URL_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      if (element.localName === "img" && name === "src") continue; // decided above
      if (isLink && (name === "href" || name === "xlink:href")) neutraliseLink(element, value);
      // An internal reference (SVG <use href="#a">) or a data: image loads nothing from outside.
      const inert = !isLink && (value.startsWith("#") || loadable(value, false));
      const image = (name === "background" || name === "poster") && loadable(value, remoteImages);
      if (!inert && !image) element.removeAttribute(name);
    }
    if (isLink) for (const name of ["target", "download", "ping"]) element.removeAttribute(name);
  }
}

/** The page's own rules: where links and placeholders are, and (for fragments) the site's type. */
function previewStyles(kind: PreviewKind, dark: boolean): string {
  const colours = dark
    ? {
        text: "#f1f5f9",
        page: "#0f172a",
        link: "#93c5fd",
        line: "#475569",
        code: "#1e293b",
        box: "#334155",
      }
    : {
        text: "#0f172a",
        page: "#ffffff",
        link: "#1d4ed8",
        line: "#cbd5e1",
        code: "#f1f5f9",
        box: "#e2e8f0",
      };
  const marks =
    `[data-preview-link]{color:${colours.link};text-decoration:underline;cursor:help}` +
    `[data-preview-placeholder]{display:inline-block;padding:.5em .75em;border:1px dashed ${colours.line};` +
    `border-radius:.375rem;background:${colours.box};color:${colours.text};font:14px/1.4 system-ui,sans-serif}`;
  if (kind === "document") return marks;
  return (
    `:root{color-scheme:${dark ? "dark" : "light"}}` +
    `body{margin:0;padding:1rem;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;` +
    `color:${colours.text};background:${colours.page};overflow-wrap:break-word}` +
    `h1{font-size:1.5rem}h2{font-size:1.25rem}h3{font-size:1.125rem}h1,h2,h3{margin:1rem 0 .5rem}` +
    `p,ul,ol,pre,table,blockquote{margin:.5rem 0}` +
    `blockquote{border-left:4px solid ${colours.line};padding-left:.75rem;margin-left:0}` +
    `code{background:${colours.code};border-radius:.25rem;padding:0 .25rem;font:.875em ui-monospace,monospace}` +
    `pre{background:${colours.code};padding:.75rem;border-radius:.25rem;overflow-x:auto}pre code{padding:0}` +
    `table{border-collapse:collapse}td,th{border:1px solid ${colours.line};padding:0 .5rem}` +
    `hr{border:0;border-top:1px solid ${colours.line}}img{max-width:100%}` +
    marks
  );
}

/** Parses `html` and takes out what may load, lead or run; returns the document and its count. */
function neutralised(
  html: string,
  remoteImages: boolean,
): { doc: Document; blockedImages: number } {
  // A parsed document loads nothing and runs nothing: it has no browsing context.
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const element of Array.from(doc.querySelectorAll(REMOVED))) element.remove();
  for (const animation of Array.from(doc.querySelectorAll(SVG_ANIMATIONS))) animation.remove();
  const blockedImages = replaceImagesAndMedia(doc, remoteImages);
  neutraliseAddresses(doc, remoteImages);
  return { doc, blockedImages };
}

/** Most passes taken before a document that keeps changing when parsed again is refused. */
const MAX_PASSES = 3;
export const UNSTABLE_TEXT = "This HTML could not be previewed safely.";

/** The page to put in the preview frame's srcdoc. */
export function buildPreviewDocument(html: string, options: PreviewOptions): PreviewDocument {
  const { kind, remoteImages, dark = false } = options;
  // The frame parses our serialisation again. Markup that parses differently the second time
  // (mutation XSS) could bring back a link we removed, so we parse until nothing changes.
  let { doc, blockedImages } = neutralised(html, remoteImages);
  let stable = false;
  for (let pass = 1; pass < MAX_PASSES && !stable; pass++) {
    const text = doc.documentElement.outerHTML;
    const next = neutralised(text, remoteImages);
    stable = next.doc.documentElement.outerHTML === text;
    doc = next.doc;
    blockedImages += next.blockedImages;
  }
  if (!stable) {
    doc = new DOMParser().parseFromString("", "text/html");
    doc.body.textContent = UNSTABLE_TEXT;
  }

  const head =
    `<meta http-equiv="Content-Security-Policy" content="${previewCsp(remoteImages)}">` +
    `<style>${previewStyles(kind, dark)}</style>`;
  if (kind === "fragment") {
    const srcdoc = `<!DOCTYPE html><html><head>${head}</head><body>${doc.body.innerHTML}</body></html>`;
    return { srcdoc, blockedImages };
  }
  // The policy must come before anything that could load: first in the head. A doctype stays
  // first (without one the page renders in quirks mode, as the result would on its own).
  doc.head.insertAdjacentHTML("afterbegin", head);
  const doctype = /^\s*<!DOCTYPE[^>]*>/i.exec(html)?.[0].trim() ?? "";
  return { srcdoc: doctype + doc.documentElement.outerHTML, blockedImages };
}
