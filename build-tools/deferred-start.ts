// Starts each page's JavaScript after its first paint.
// React Router writes ~35 `<link rel="modulepreload">` tags and an inline module script into every
// prerendered page. On a phone's connection those ~140 KiB gz compete with the stylesheet for the
// first paint, although the page is fully rendered HTML and needs no script to be seen: mobile
// Lighthouse measured FCP 2.2–2.8 s with them, 0.75–0.9 s with the same files requested one frame
// after the first paint (docs/page-speed.md). This rewrite keeps the same files and the same order;
// it only moves the moment they are requested. A hidden tab (no paint coming) starts at once.
//
// What to start is data (a JSON block, which runs nothing); the starter is the same script on every
// page, so the Content-Security-Policy allows it by one hash, and the module script it creates by
// the hash of the JSON's "module" text (build-tools/content-security-policy.ts reads it from there).

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/?>/g;
const ROUTER_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** The id of the JSON block that says what the starter starts. */
export const START_DATA_ID = "app-start";

export interface StartData {
  /** Module URLs to preload, in React Router's order. */
  preloads: string[];
  /** React Router's module script text: the route modules, then the client entry. */
  module: string;
}

/**
 * Modulepreload links added per task. Adding all ~32 at once was one task of 12–46 ms on this
 * machine (each starts a fetch; some take milliseconds), long enough to count as blocking time on
 * a phone. Batches of 8 were still 13–20 ms of wall time for 4–5 ms of CPU in a
 * Lighthouse trace (the fetches wait on the browser process, which is busy recording the trace);
 * batches of 4 keep each task short and the requests in the same order.
 */
export const PRELOADS_PER_TASK = 4;

/** The same on every page: reads the start data, then preloads and runs after the first paint. */
// No "<" in it: it is written into the page as it is.
const STARTER =
  "(function(){var started=false;function later(){if(document.hidden)setTimeout(start,100);" +
  "else requestAnimationFrame(function(){setTimeout(start,0)})}" +
  "function start(){if(started)return;" +
  // React reveals large prerendered sections ($RC/$RV) on a frame, up to 300 ms apart; hydrating
  // a section before it is revealed could leave a second copy of it on the page: wait for them.
  'if(typeof $RB!=="undefined"&&$RB.length>0){later();return}started=true;' +
  `var data=JSON.parse(document.getElementById("${START_DATA_ID}").textContent);` +
  "var head=document.head,next=0,count=data.preloads.length;" +
  `function step(){for(var end=Math.min(next+${PRELOADS_PER_TASK},count);end>next;next++){` +
  'var link=document.createElement("link");link.rel="modulepreload";' +
  "link.href=data.preloads[next];head.appendChild(link)}" +
  "if(count>next){setTimeout(step,0);return}" +
  'var script=document.createElement("script");' +
  'script.type="module";script.textContent=data.module;head.appendChild(script)}step()}' +
  // rAF runs just before the first frame is painted; the timeout after it, once it is painted.
  "if(document.hidden)start();else later()})();";

/** JSON that is safe inside a <script> element: no "<" can close it early. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** The page with its scripts started after the first paint; other pages come back unchanged. */
export function deferScriptsUntilFirstPaint(html: string): string {
  const routerScript = ROUTER_MODULE_SCRIPT.exec(html);
  if (!routerScript) return html;
  const data: StartData = {
    preloads: [...html.matchAll(MODULEPRELOAD)].map((match) => match[1]),
    module: routerScript[1],
  };
  const replacement =
    `<script type="application/json" id="${START_DATA_ID}">${scriptSafeJson(data)}</script>` +
    `<script data-starts="app">${STARTER}</script>`;
  return html.replace(MODULEPRELOAD, "").replace(ROUTER_MODULE_SCRIPT, () => replacement);
}

/** The start data of a rewritten page, or null for a page without it. */
export function startDataOf(html: string): StartData | null {
  const block = new RegExp(
    `<script type="application/json" id="${START_DATA_ID}">([^<]*)</script>`,
  );
  const match = block.exec(html);
  return match ? (JSON.parse(match[1]) as StartData) : null;
}
