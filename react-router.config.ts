import type { Config } from "@react-router/dev/config";
import path from "node:path";
import { writeSiteFiles } from "./build-tools/site-files";
import { allSitePaths } from "./app/catalogue";

// Static site: no server rendering at request time; every catalogue path is prerendered to its
// own index.html at build time, plus /404 which becomes 404.html (build-tools/site-files.ts).
// BUILD_DIR lets parallel work build into separate folders (default "build"). Keep it inside the
// project (e.g. builds/mine): prerendering imports the server build, which needs node_modules above it.
const buildDirectory = process.env.BUILD_DIR ?? "build";

export default {
  ssr: false,
  buildDirectory,
  prerender: () => [...allSitePaths(), "/404"],
  async buildEnd({ viteConfig }) {
    await writeSiteFiles(path.resolve(viteConfig.root, buildDirectory, "client"));
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_passThroughRequests: true,
  },
} satisfies Config;
