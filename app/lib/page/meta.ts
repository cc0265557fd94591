// Page <head> tags (title, description, canonical, Open Graph) built the same way for every route.
import { SITE_NAME, absoluteUrl } from "~/lib/site";
import { trimTrailing } from "~/lib/text/trim-chars";

export interface PageMetaInput {
  title: string;
  description: string;
  path: string;
  /** The home page's title is the site name alone plus tagline; others get " | site". */
  titleIsFull?: boolean;
}

export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string };

export function pageMeta({ title, description, path, titleIsFull }: PageMetaInput): MetaTag[] {
  const fullTitle = titleIsFull ? title : `${title} | ${SITE_NAME}`;
  const url = absoluteUrl(path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
  ];
}

/** "/json-formatter/" and "/json-formatter" name the same page. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? trimTrailing(pathname, "/") : pathname;
}

/**
 * The page a loader runs for. Prerendering asks for the page (/x) and for its client-navigation
 * data file (/x.data); both mean the page /x.
 */
export function requestedPagePath(request: Request): string {
  return normalizePath(new URL(request.url).pathname.replace(/\.data$/, ""));
}
