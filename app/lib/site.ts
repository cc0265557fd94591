// Site-wide constants: the name shown in the header and titles, and the public origin used in
// canonical URLs, Open Graph tags and sitemap.xml (set VITE_SITE_ORIGIN when building for a real host).

export const SITE_NAME = "Bytesmith";
export const SITE_TAGLINE = "Free developer tools that run in your browser";
export const SITE_ORIGIN: string = (
  import.meta.env?.VITE_SITE_ORIGIN ?? "https://bytesmith.dev"
).replace(/\/$/, "");

export function absoluteUrl(path: string): string {
  return SITE_ORIGIN + (path === "/" ? "/" : path);
}
