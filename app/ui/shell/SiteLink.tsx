// Links between the site's own pages (sidebar, tool cards, Related Tools): plain <a> elements
// that one document-wide click handler turns into client-side navigations. React Router's <Link>
// and <NavLink> are components with several hooks each; a page has 45–90 such links, and
// hydrating them was a measurable part of every page's start-up on a phone (docs/page-speed.md).
// Without JavaScript, or with a modifier key, they are ordinary links.
import { useEffect } from "react";
import { useNavigate } from "react-router";

const SITE_LINK_ATTRIBUTE = "data-site-link";

export function SiteLink({
  to,
  className,
  current = false,
  children,
}: {
  to: string;
  className?: string;
  /** Marks the link to the page being shown (aria-current="page"). */
  current?: boolean;
  children: React.ReactNode;
}) {
  return (
    <a
      href={to}
      className={className}
      aria-current={current ? "page" : undefined}
      {...{ [SITE_LINK_ATTRIBUTE]: "" }}
    >
      {children}
    </a>
  );
}

/** True for a click the browser would answer by opening the link in this tab. */
function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** Installed once by the page frame: clicks on SiteLinks navigate without reloading the page. */
export function useSiteLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event) || !(event.target instanceof Element)) return;
      const link = event.target.closest(`a[${SITE_LINK_ATTRIBUTE}]`);
      if (!(link instanceof HTMLAnchorElement)) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(url.pathname + url.search + url.hash);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
