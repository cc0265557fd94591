// "Open in…": the tools that take the result of the tool on the page (from the catalogue's
// accepts/produces, made at prerender), and how to hand the result to one. Given by ToolPage to
// the Output panels inside it; outside a tool page there are none.
import { createContext, useContext } from "react";
import type { ToolLink } from "~/catalogue/page-data";

export interface OpenIn {
  /** The path of the tool on the page. */
  path: string;
  targets: readonly ToolLink[];
  /** The tool declares a chain step: its Output panel offers "Then…" (the catalogue's chainStep). */
  chainStep: boolean;
  /** Hands `result` to the tool at `path` (its input) and goes there, in this tab. */
  open: (path: string, result: string | Blob) => Promise<void>;
}

export const OpenInContext = createContext<OpenIn | null>(null);

export function useOpenIn(): OpenIn | null {
  return useContext(OpenInContext);
}
