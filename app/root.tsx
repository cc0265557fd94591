// The HTML shell of every page: head tags, theme boot, header, sidebar, the page outlet, the
// shortcuts launcher and toasts, and the top-level error boundary.
import { useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  type LinksFunction,
} from "react-router";
import { siteNavigation } from "~/catalogue/page-data";
import stylesheetUrl from "./app.css?url";
import { THEME_BOOT_SCRIPT } from "~/lib/browser/theme";
import { whenIdle } from "~/lib/browser/when-idle";
import { rootHydrationDone } from "~/lib/page/hydration-mark";
import { SiteLayout } from "~/ui/shell/SiteLayout";
import { errorMessage } from "~/lib/tool-error";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        {/* The theme script comes before the stylesheet. An inline script after a stylesheet that
            is still loading stops the HTML parser until it arrives; the body was then parsed and
            laid out in pieces, and Chromium painted the header before the rest: the rest's layout
            became a long task after the first paint (docs/page-speed.md). Here the whole
            body is parsed while the stylesheet loads and is laid out in the first paint. The
            preload scanner requests the stylesheet as early as before. No precedence: React would
            hoist the link above every script in <head>. */}
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        <link rel="stylesheet" href={stylesheetUrl} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The sidebar's tool list, made at prerender (app/catalogue/page-data.ts). */
export function loader() {
  return siteNavigation();
}

/** The navigation is fixed at build time: no page change or ?q= needs it again. */
export function shouldRevalidate() {
  return false;
}

export default function App() {
  const navigation = useLoaderData<typeof loader>();
  useEffect(() => {
    // Browser tests wait for data-hydrated before interacting: prerendered markup is visible before
    // React attaches. It is set once the Suspense boundaries have hydrated too (hydration-mark.ts).
    rootHydrationDone();
    // Offline support is housekeeping, not part of the page: its code is fetched 3 s after the
    // page has loaded, when the page is idle, so it never competes with a phone's start-up (and
    // is not part of the JavaScript before interaction that bench/bundle-size.mjs counts).
    const serviceWorkerCode = () => import("~/lib/browser/service-worker");
    const startServiceWorker = () =>
      void serviceWorkerCode().then((m) => m.registerServiceWorker());
    // A tool file that cannot be loaded is reported at once, even before that: the listeners are
    // here from the start and fetch the code that answers only when something happens.
    const onMessage = (event: MessageEvent) =>
      void serviceWorkerCode().then((m) => m.handleServiceWorkerMessage(event.data));
    // Whether the browser was online is read when the file failed, not once the handler's code
    // has arrived: by then the connection may be back, and "offline" would read as "missing".
    const onPreloadError = () => {
      const wasOnline = navigator.onLine;
      void serviceWorkerCode().then((m) => m.handlePreloadError(wasOnline));
    };
    if (import.meta.env.PROD && "serviceWorker" in navigator) {
      navigator.serviceWorker.addEventListener("message", onMessage);
      window.addEventListener("vite:preloadError", onPreloadError);
    }
    const afterLoad = () => setTimeout(() => whenIdle(startServiceWorker, 5000), 3000);
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });
  }, []);
  return (
    <SiteLayout navigation={navigation}>
      <Outlet />
    </SiteLayout>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const title = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "Something went wrong";
  const detail = isRouteErrorResponse(error) ? String(error.data ?? "") : errorMessage(error);
  return (
    <main className="mx-auto max-w-2xl p-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p role="alert" className="mt-4 text-slate-700 dark:text-slate-200">
        {detail}
      </p>
      <p className="mt-4">
        <a className="text-blue-700 underline dark:text-blue-300" href="/">
          Back to all tools
        </a>
      </p>
    </main>
  );
}
