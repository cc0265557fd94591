// A category page (spec §2): its tools as cards. One module serves all five; the path says which.
import { useLoaderData } from "react-router";
import { type Category, categories } from "~/catalogue";
import { type CategorySection, categorySection } from "~/catalogue/page-data";
import { pageMeta, requestedPagePath } from "~/lib/page/meta";
import { ToolError } from "~/lib/tool-error";
import { ConsideredToolCard, ToolCard, ToolGrid } from "~/ui/shell/ToolCard";
import { CatalogueIcon } from "~/ui/shell/CatalogueIcon";

function categoryAt(path: string): Category {
  const category = categories.find((c) => c.path === path);
  if (!category) throw new ToolError(`Category with path ${path} not found`);
  return category;
}

/** The category and its cards, made at prerender (app/catalogue/page-data.ts). */
export function loader({ request }: { request: Request }) {
  return categorySection(categoryAt(requestedPagePath(request)).id);
}

export function meta({ data }: { data?: CategorySection }) {
  if (!data) return [];
  const { category } = data;
  return pageMeta({
    title: `${category.title}: free online tools`,
    description: category.description,
    path: category.path,
  });
}

export default function CategoryPage() {
  const { category, tools, ideas } = useLoaderData<CategorySection>();
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
        <CatalogueIcon name={category.icon} className="size-7 text-blue-700 dark:text-blue-400" />
        {category.title}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">{category.description}</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{tools.length} tools</p>
      <div className="mt-6">
        <ToolGrid>
          {tools.map((tool) => (
            <li key={tool.path}>
              <ToolCard tool={tool} />
            </li>
          ))}
          {ideas.map((idea) => (
            <li key={idea.title}>
              <ConsideredToolCard idea={idea} />
            </li>
          ))}
        </ToolGrid>
      </div>
    </div>
  );
}
