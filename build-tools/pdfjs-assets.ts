// pdf.js's character maps (CJK PDFs need them) and standard font data, served by this site under
// /assets/pdfjs-<version>/ (a new version gets new URLs, since /assets/ is cached for good): emitted
// by the build, served from node_modules by the dev server. The PDF worker fetches them when a PDF
// asks for them, never with the page.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const DIST = path.resolve("node_modules/pdfjs-dist");
const FOLDERS = ["cmaps", "standard_fonts"];

export function pdfjsAssetDir(): string {
  const { version } = JSON.parse(readFileSync(path.join(DIST, "package.json"), "utf8")) as {
    version: string;
  };
  return `assets/pdfjs-${version}`;
}

export function pdfjsAssets(): Plugin {
  const dir = pdfjsAssetDir();
  return {
    name: "pdfjs-assets",
    configureServer(server) {
      server.middlewares.use(`/${dir}`, (request, response, next) => {
        const [folder, name] = (request.url ?? "").split("?")[0].split("/").filter(Boolean);
        if (!FOLDERS.includes(folder) || !name || name.includes("..")) return next();
        try {
          response.end(readFileSync(path.join(DIST, folder, name)));
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      if (this.environment?.name !== "client") return;
      for (const folder of FOLDERS)
        for (const name of readdirSync(path.join(DIST, folder)))
          this.emitFile({
            type: "asset",
            fileName: `${dir}/${folder}/${name}`,
            source: readFileSync(path.join(DIST, folder, name)),
          });
    },
  };
}
