// The catalogue as detection reads it, for tests in app/lib (which may not import the catalogue):
// the page passes the same list, so a suggested path is checked against the real catalogue.
import { tools } from "~/catalogue";
import type { CatalogueTool } from "~/lib/paste-detect/paste-detect";

export const catalogueTools: readonly CatalogueTool[] = tools;

/** The catalogue with some tools planned instead of live, to see what is suggested instead. */
export function catalogueWithout(paths: readonly string[]): CatalogueTool[] {
  return tools.map((tool) => (paths.includes(tool.path) ? { ...tool, status: "planned" } : tool));
}
