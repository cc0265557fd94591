// Each language's writer as the worker loads it: a chunk of its own, fetched the first time that
// language is asked for, so the page's first visit loads the reading and the TypeScript writer only.
import type { Writer } from "./emit-common";
import type { TargetLanguage } from "./json-to-types-options";

export const WRITER_LOADERS: Record<TargetLanguage, () => Promise<Writer>> = {
  typescript: () => import("./emit-typescript").then((module) => module.writeTypeScript),
  zod: () => import("./emit-zod").then((module) => module.writeZod),
  "json-schema": () => import("./emit-json-schema").then((module) => module.writeJsonSchema),
  go: () => import("./emit-go").then((module) => module.writeGo),
  python: () => import("./emit-python").then((module) => module.writePython),
  rust: () => import("./emit-rust").then((module) => module.writeRust),
  csharp: () => import("./emit-csharp").then((module) => module.writeCSharp),
};
