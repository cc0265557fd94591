// The route table, generated from the catalogue: nothing here is kept by hand (ARCHITECTURE.md).
// A live tool is served by its own folder's route module; a planned one by the shared
// "coming soon" page, so every catalogue path always has a page.
import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { categories, tools } from "./catalogue";

function slugOf(path: string): string {
  return path.replace(/^\//, "");
}

export default [
  index("routes/home.tsx"),
  ...categories.map((category) =>
    route(category.path, "routes/category.tsx", { id: `category-${category.id}` }),
  ),
  ...tools.map((tool) =>
    tool.status === "live"
      ? route(tool.path, `tools/${slugOf(tool.path)}/route.tsx`, {
          id: `tool-${slugOf(tool.path)}`,
        })
      : route(tool.path, "routes/planned-tool.tsx", { id: `planned-${slugOf(tool.path)}` }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
