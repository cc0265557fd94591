// Registers the service worker that scripts/postbuild.mjs generates, so every page and chunk
// works offline after the first visit. Only in production builds: a dev server has no /sw.js.

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("/sw.js").catch(() => {
    // Offline support is an extra; the site works without it.
  });
}
