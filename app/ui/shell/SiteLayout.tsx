// Page frame shared by every route: sticky header, the sidebar (a drawer on small screens),
// the main column, the floating shortcuts launcher, the new-version notice and the toasts.
import { Suspense, useState } from "react";
import { useLocation } from "react-router";
import type { SiteNavigation } from "~/catalogue/page-data";
import { normalizePath } from "~/lib/page/meta";
import { useSlashFocusesSearch } from "~/hooks/use-slash-search";
import { HydrationBoundary } from "../page/HydrationBoundary";
import { ShortcutsLauncher } from "./ShortcutsLauncher";
import { SiteHeader } from "./SiteHeader";
import { Sidebar } from "./Sidebar";
import { useSiteLinkNavigation } from "./SiteLink";
import { ToolFeedbackProvider } from "../page/ToolFeedback";
import { UpdateNotice } from "./UpdateNotice";
import { useToasts } from "~/hooks/use-toasts";
import { lazyPart } from "../page/lazy-part";

// Radix Toast is fetched with the first toast; most visits never show one.
const Toaster = lazyPart(() => import("../page/Toaster").then((m) => ({ default: m.Toaster })));

export function SiteLayout({
  navigation,
  children,
}: {
  navigation: SiteNavigation;
  children: React.ReactNode;
}) {
  const location = useLocation();
  // The drawer belongs to the page it was opened on: following a link closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? location.pathname : null);
  const pagePath = normalizePath(location.pathname);
  const tool = navigation.groups
    .flatMap((group) => group.tools)
    .find((entry) => entry.path === pagePath);
  const toasts = useToasts();
  useSlashFocusesSearch();
  useSiteLinkNavigation();

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 focus:text-blue-800"
      >
        Skip to content
      </a>
      <SiteHeader menuOpen={menuOpen} onToggleMenu={() => setMenuOpen(!menuOpen)} />
      <div className="mx-auto flex max-w-screen-2xl">
        {/* Suspense boundaries split hydration: React hydrates the sidebar and the page as
            separate pieces of work, yielding to the browser between them, instead of one long task. */}
        <HydrationBoundary>
          <Sidebar navigation={navigation} open={menuOpen} onClose={() => setMenuOpen(false)} />
        </HydrationBoundary>
        <main id="main" className="min-w-0 flex-1 px-4 pb-24 pt-6 sm:px-6 lg:px-8">
          {/* Keyed by page: a message never follows the user to another page. */}
          <ToolFeedbackProvider key={location.pathname}>
            <HydrationBoundary>{children}</HydrationBoundary>
          </ToolFeedbackProvider>
        </main>
      </div>
      <ShortcutsLauncher toolName={tool?.title} />
      <UpdateNotice />
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
