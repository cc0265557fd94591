// Gives lucide-react's icon modules the site's small icon factory (app/ui/shell/lucide-icon.ts) in
// place of lucide's createLucideIcon, in every build (client and prerender, so the markup matches).
// Each icon module imports it as "../createLucideIcon.mjs"; if lucide moves it, the build says so.
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const FACTORY = fileURLToPath(new URL("../app/ui/shell/lucide-icon.ts", import.meta.url));

export function lucideIconFactory(): Plugin {
  let redirected = 0;
  return {
    name: "lucide-icon-factory",
    enforce: "pre",
    resolveId(source, importer) {
      if (
        source !== "../createLucideIcon.mjs" ||
        !importer?.includes("/lucide-react/dist/esm/icons/")
      )
        return null;
      redirected++;
      return FACTORY;
    },
    buildEnd() {
      // Icons are imported on every tool page: none redirected means lucide changed its layout.
      if (this.environment?.name === "client" && redirected === 0)
        this.error("lucide-icon-factory: no lucide icon module imported ../createLucideIcon.mjs");
    },
  };
}
