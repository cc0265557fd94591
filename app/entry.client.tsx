// Browser entry. The browser's React is preact/compat (vite.config.ts). React Router's
// HydratedRouter suspends on its first render until it has decoded the prerendered router state;
// React 19 waits at the root by itself, but Preact, suspended mid-hydration at the root, renders a
// fresh copy of the page instead of adopting the prerendered one. So the state is decoded first,
// and the page is hydrated once it is ready.
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * HydratedRouter decodes the state before it calls any hook and throws the decoding promise while
 * it is pending (react-router 7.18 dom-export). Calling it outside a render reaches that point:
 * a thrown promise means "not ready yet"; anything else means the state is ready (the call then
 * stops at its first hook, which is expected and ignored). e2e tests check hydration of every page.
 */
async function routerStateDecoded(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      HydratedRouter({});
      return;
    } catch (thrown) {
      if (!(thrown instanceof Promise)) return;
      await thrown.catch(() => {});
    }
  }
}

/**
 * Preact hydrates an element by pairing it with the next unclaimed DOM element of the same tag.
 * React's prerender hoisted <Scripts/>'s modulepreload links from <body> into <head>, ahead of
 * the stylesheet link, so the pairs would shift and the stylesheet node would be dropped. By now
 * those modules are loaded, so the preload hints have done their work and can go.
 */
function removeHoistedModulePreloads(): void {
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
}

void routerStateDecoded().then(() =>
  startTransition(() => {
    removeHoistedModulePreloads();
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
