import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { type Plugin, defineConfig } from "vite";

/**
 * In the browser bundle, React and ReactDOM are served by preact/compat: the same API in ~10 KB gz
 * instead of ~65 KB, which is what lets pages meet the JS budget (docs/decisions.md). Prerendering
 * (the server environment) keeps real React, so the HTML is rendered exactly as React renders it.
 */
const REACT_TO_PREACT: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-runtime",
};

function preactInTheBrowser(): Plugin {
  return {
    name: "preact-in-the-browser",
    enforce: "pre",
    async resolveId(id, importer, options) {
      const target = REACT_TO_PREACT[id];
      if (!target || this.environment?.name !== "client") return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig({
  plugins: [preactInTheBrowser(), tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  worker: { format: "es" },
});
