// Starts each page's JavaScript after its first paint (issue "Real React in the browser", §2).
// React Router writes ~35 `<link rel="modulepreload">` tags and an inline module script into every
// prerendered page. On a phone's connection those ~140 KiB gz compete with the stylesheet for the
// first paint, although the page is fully rendered HTML and needs no script to be seen: mobile
// Lighthouse measured FCP 2.2–2.8 s with them, 0.75–0.9 s with the same files requested one frame
// after the first paint (docs/decisions.md). This rewrite keeps the same files and the same order;
// it only moves the moment they are requested. A hidden tab (no paint coming) starts at once.

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/?>/g;
const ROUTER_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** A JS string literal that is safe inside an inline <script> (no "</script>" can end it early). */
function scriptSafeLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

export function deferScriptsUntilFirstPaint(html: string): string {
  const routerScript = ROUTER_MODULE_SCRIPT.exec(html);
  if (!routerScript) return html; // not a React Router page: leave it alone
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1]);
  const starter =
    "(function(){var started=false;function start(){if(started)return;started=true;" +
    "var head=document.head;" +
    `${scriptSafeLiteral(preloads)}.forEach(function(href){var link=document.createElement("link");` +
    'link.rel="modulepreload";link.href=href;head.appendChild(link)});' +
    'var script=document.createElement("script");script.type="module";' +
    `script.textContent=${scriptSafeLiteral(routerScript[1])};head.appendChild(script)}` +
    // rAF runs just before the first frame is painted; the timeout after it, once it is painted.
    "if(document.hidden)start();else requestAnimationFrame(function(){setTimeout(start,0)})})();";
  return html
    .replace(MODULEPRELOAD, "")
    .replace(ROUTER_MODULE_SCRIPT, () => `<script data-starts="app">${starter}</script>`);
}
