// Deferring work the first screen does not need until the page has loaded and the browser is idle
//: a phone's start-up is the page's own HTML, styles and hydration, nothing else.

/**
 * Runs `task` in the browser's next idle period, at most `timeoutMs` later. Safari has no
 * requestIdleCallback: a short timeout stands in. Returns a function that cancels the task.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}

/**
 * Runs `task` once the page's `load` event has fired (at once if it has) and then the browser is
 * idle. Returns a function that cancels it at whichever stage it is.
 */
export function afterLoadWhenIdle(task: () => void, timeoutMs = 2000): () => void {
  let cancelIdle: (() => void) | null = null;
  const start = () => {
    cancelIdle = whenIdle(task, timeoutMs);
  };
  if (document.readyState === "complete") {
    start();
  } else {
    window.addEventListener("load", start, { once: true });
  }
  return () => {
    window.removeEventListener("load", start);
    cancelIdle?.();
  };
}
