import { describe, expect, it } from "vitest";
import { PRELOADS_PER_TASK, deferScriptsUntilFirstPaint, startDataOf } from "./deferred-start";

const MODULE = 'import "/assets/manifest-C.js"; window.x = "<b>";';
const PAGE =
  '<html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>' +
  '<link rel="modulepreload" href="/assets/root-B.js"/></head><body><h1>Tool</h1>' +
  `<script type="module" async="">${MODULE}</script></body></html>`;

type Appended = { tag: string; rel?: string; href?: string; type?: string; textContent?: string };

/** Runs the rewritten page's starter with a fake document; returns what it appended to <head>. */
function runStarter(html: string, hidden: boolean, pendingReveals: string[] = []) {
  const starter = /<script data-starts="app">([\s\S]*?)<\/script>/.exec(html)![1];
  const json = /<script type="application\/json" id="app-start">([^<]*)<\/script>/.exec(html)![1];
  const appended: Appended[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    hidden,
    head: { appendChild: (node: Appended) => appended.push(node) },
    createElement: (tag: string) => ({ tag }),
    getElementById: (id: string) => (id === "app-start" ? { textContent: json } : null),
  };
  const run = new Function("document", "requestAnimationFrame", "setTimeout", "$RB", starter);
  run(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
    pendingReveals,
  );
  return { appended, frames, timers };
}

describe("deferScriptsUntilFirstPaint", () => {
  it("removes the modulepreload links and the module script from the markup", () => {
    const html = deferScriptsUntilFirstPaint(PAGE);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain("<h1>Tool</h1>");
  });

  it("requests the same files in the same order after the first frame is painted", () => {
    const { appended, frames, timers } = runStarter(deferScriptsUntilFirstPaint(PAGE), false);
    expect(appended).toEqual([]);
    frames.forEach((frame) => frame());
    expect(appended).toEqual([]);
    timers.forEach((timer) => timer());
    expect(appended.map((node) => node.href ?? node.type)).toEqual([
      "/assets/entry.client-A.js",
      "/assets/root-B.js",
      "module",
    ]);
    expect(appended[2].textContent).toBe(MODULE);
  });

  it("adds the preloads a few per task, in order, and the module script after the last", () => {
    const hrefs = Array.from({ length: 20 }, (_, i) => `/assets/chunk-${i}.js`);
    const page = PAGE.replace(
      '<link rel="modulepreload" href="/assets/root-B.js"/>',
      hrefs.map((href) => `<link rel="modulepreload" href="${href}"/>`).join(""),
    );
    const { appended, frames, timers } = runStarter(deferScriptsUntilFirstPaint(page), false);
    frames.splice(0).forEach((frame) => frame());
    const perTask: number[] = [];
    while (timers.length > 0) {
      const before = appended.length;
      timers.shift()!();
      perTask.push(appended.length - before);
    }
    // 21 preloads (the entry and 20 chunks) in full batches, then the rest with the module script.
    const batches: number[] = [];
    for (let left = 21; left > 0; left -= PRELOADS_PER_TASK) {
      batches.push(Math.min(PRELOADS_PER_TASK, left));
    }
    batches[batches.length - 1] += 1;
    expect(perTask).toEqual(batches);
    expect(perTask.length).toBeGreaterThan(2);
    expect(appended.map((node) => node.href ?? node.type)).toEqual([
      "/assets/entry.client-A.js",
      ...hrefs,
      "module",
    ]);
  });

  it("waits while React still has prerendered sections to reveal", () => {
    const { appended, frames, timers } = runStarter(deferScriptsUntilFirstPaint(PAGE), false, [
      "B:1",
      "S:1",
    ]);
    frames.splice(0).forEach((frame) => frame());
    timers.splice(0).forEach((timer) => timer());
    expect(appended).toEqual([]);
    expect(frames).toHaveLength(1); // it looks again on the next frame
  });

  it("starts at once in a hidden tab, where no frame will be painted", () => {
    const { appended } = runStarter(deferScriptsUntilFirstPaint(PAGE), true);
    expect(appended).toHaveLength(3);
  });

  it("keeps its data readable, with no '<' that could end the block early", () => {
    const html = deferScriptsUntilFirstPaint(PAGE);
    expect(startDataOf(html)).toEqual({
      preloads: ["/assets/entry.client-A.js", "/assets/root-B.js"],
      module: MODULE,
    });
    const starter = /<script data-starts="app">([\s\S]*?)<\/script>/.exec(html)![1];
    expect(starter).not.toContain("<");
  });

  it("leaves a page without React Router's module script unchanged", () => {
    const plain = "<html><body>404</body></html>";
    expect(deferScriptsUntilFirstPaint(plain)).toBe(plain);
    expect(startDataOf(plain)).toBeNull();
  });
});
