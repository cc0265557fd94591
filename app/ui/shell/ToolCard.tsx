// A tool as a card (icon, title, one-line description) on the home and category pages.
import type { IdeaData, ToolCardData } from "~/catalogue/page-data";
import { StatusTag } from "./StatusTag";
import { CatalogueIcon } from "./CatalogueIcon";
import { FavouriteStar } from "./YourTools";
import { SiteLink } from "./SiteLink";

const cardClass =
  "flex h-full gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900";

export function ToolCard({ tool }: { tool: ToolCardData }) {
  // The star is beside the link, not in it (a button inside a link is not allowed), laid over the
  // card's corner; the title keeps clear of it.
  return (
    <div className="relative h-full">
      <SiteLink
        to={tool.path}
        className={`${cardClass} pr-11 transition hover:border-blue-500 hover:shadow-md focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:border-blue-400`}
      >
        <CatalogueIcon
          name={tool.icon}
          className="mt-0.5 size-6 shrink-0 text-blue-700 dark:text-blue-400"
        />
        <span className="min-w-0">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900 dark:text-white">{tool.title}</span>
            <StatusTag status={tool.status} />
          </span>
          <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">
            {tool.description}
          </span>
        </span>
      </SiteLink>
      <FavouriteStar path={tool.path} title={tool.title} className="absolute top-2 right-2" />
    </div>
  );
}

/** A tool the spec marks "(Under Consideration)": listed so users know, but not a link. */
export function ConsideredToolCard({ idea }: { idea: IdeaData }) {
  return (
    <div className={`${cardClass} border-dashed`}>
      <CatalogueIcon
        name={idea.icon}
        className="mt-0.5 size-6 shrink-0 text-slate-500 dark:text-slate-400"
      />
      <span className="min-w-0">
        <span className="font-semibold text-slate-700 dark:text-slate-200">{idea.title}</span>
        <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">
          {idea.description}
        </span>
      </span>
    </div>
  );
}

export function ToolGrid({ children }: { children: React.ReactNode }) {
  return <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">{children}</ul>;
}
