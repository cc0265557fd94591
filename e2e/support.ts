// Shared helpers of the browser tests.
import { type Page, expect } from "@playwright/test";
import { categories, tools } from "../app/catalogue";

/** Opens a page and waits until React has hydrated it (root.tsx sets data-hydrated). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  return response;
}

/** Every page the site serves, with the h1 each must show. */
export const SITE_PAGES: { path: string; h1: string }[] = [
  { path: "/", h1: "Free developer tools that run in your browser" },
  ...categories.map((c) => ({ path: c.path, h1: c.title })),
  ...tools.map((t) => ({ path: t.path, h1: t.title })),
];

export { categories, tools };
