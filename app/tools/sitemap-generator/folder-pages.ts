// A folder of HTML files (a directory upload) as a URL list: each page's path from its file name
// (index.html → its folder's path) and its lastmod from the file's modification date.
import { lastmodOfTime } from "./sitemap-fields";
import { listLine } from "./sitemap-list";

export interface PageFile {
  /** "site/blog/index.html": the chosen folder's name first, as webkitRelativePath gives it. */
  relativePath: string;
  /** Milliseconds since 1970, as File.lastModified. */
  lastModified: number;
}

const PAGE_EXTENSION = /\.html?$/i;
const INDEX_PAGE = /(?:^|\/)index\.html?$/i;

/** The site path of a page file; the chosen folder itself is the site's root. */
export function pagePath(relativePath: string): string {
  const inSite = relativePath.slice(relativePath.indexOf("/") + 1);
  return `/${INDEX_PAGE.test(inSite) ? inSite.slice(0, inSite.lastIndexOf("/") + 1) : inSite}`;
}

/** The list lines of the folder's HTML pages (other files skipped), sorted by path. */
export function folderPageList(files: readonly PageFile[]): string {
  return files
    .filter((file) => PAGE_EXTENSION.test(file.relativePath))
    .map((file) => ({
      path: pagePath(file.relativePath),
      lastmod: lastmodOfTime(file.lastModified),
    }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((page) => listLine(page.path, { lastmod: page.lastmod, changefreq: "", priority: "" }))
    .join("\n");
}
