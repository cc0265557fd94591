import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { type Plugin, defineConfig } from "vite";
import { iconSprite } from "./build-tools/icon-sprite";
import { ICON_SPRITE_PATH } from "./app/catalogue/icons";
import { entriesMayGainExports, frameChunks } from "./build-tools/frame-chunks";
import { pdfjsAssets } from "./build-tools/pdfjs-assets";
import { lucideIconFactory } from "./build-tools/lucide-icon-factory";

/** A file of React Router's production build. */
function routerBuild(file: string): string {
  return fileURLToPath(
    new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url),
  );
}

/** /icons.svg, made from the catalogue's icon list: served by the dev server, emitted by the build. */
function catalogueIconSprite(): Plugin {
  return {
    name: "catalogue-icon-sprite",
    configureServer(server) {
      server.middlewares.use(ICON_SPRITE_PATH, (_request, response) => {
        response.setHeader("Content-Type", "image/svg+xml");
        response.end(iconSprite());
      });
    },
    generateBundle() {
      if (this.environment?.name !== "client") return;
      this.emitFile({ type: "asset", fileName: ICON_SPRITE_PATH.slice(1), source: iconSprite() });
    },
  };
}

export default defineConfig({
  plugins: [
    catalogueIconSprite(),
    lucideIconFactory(),
    pdfjsAssets(),
    tailwindcss(),
    reactRouter(),
    entriesMayGainExports(),
  ],
  resolve: {
    alias: [
      { find: /^~\//, replacement: fileURLToPath(new URL("./app/", import.meta.url)) },
      // React Router's package points bundlers at its development build, whose warnings and checks
      // a production bundle only minifies; its production build, in the same package and version,
      // leaves them out: 0.6 KiB gz less on every page (docs/page-speed.md).
      { find: /^react-router$/, replacement: routerBuild("index.mjs") },
      { find: /^react-router\/dom$/, replacement: routerBuild("dom-export.mjs") },
    ],
  },
  worker: { format: "es" },
  environments: {
    client: {
      build: {
        rollupOptions: { output: { codeSplitting: { groups: frameChunks() } } },
      },
    },
  },
  // PROFILE=1 keeps names readable in a profile (never for a real build).
  build: process.env.PROFILE ? { minify: false } : process.env.SOURCEMAP ? { sourcemap: true } : {},
});
