// The catalogue's icon sprite: one <symbol> per lucide icon of app/catalogue/icons.ts (SPRITE_ICONS), drawn by
// lucide-react itself (rendered to markup here) so the shapes are exactly the library's.
// Served at /icons.svg in development and emitted into the build (vite.config.ts).
import * as lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { SPRITE_ICONS } from "../app/catalogue/icons";

/** The inner shapes of a rendered lucide <svg>: everything between its opening and closing tag. */
function shapesOf(svgMarkup: string): string {
  const start = svgMarkup.indexOf(">") + 1;
  const end = svgMarkup.lastIndexOf("</svg>");
  return svgMarkup.slice(start, end);
}

export function iconSprite(): string {
  const symbols = SPRITE_ICONS.map((name) => {
    const icon = lucide[name] as lucide.LucideIcon | undefined;
    if (!icon) throw new Error(`lucide-react has no icon named ${name}`);
    const markup = renderToStaticMarkup(createElement(icon));
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapesOf(markup)}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}
