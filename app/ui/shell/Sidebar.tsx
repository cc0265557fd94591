// The sidebar of spec §2: "Categories" (the five category pages) then the eight tool groups.
// A sticky column from md up; on small screens a drawer opened from the header's menu button.
import { useMemo } from "react";
import { useLocation } from "react-router";
import { CATEGORIES_GROUP_TITLE } from "~/catalogue/constants";
import type { SiteNavigation } from "~/catalogue/page-data";
import { StatusTag } from "./StatusTag";
import { CatalogueIcon } from "./CatalogueIcon";
import { OfflineAccess } from "./OfflineAccess";
import { RememberInputSetting } from "./RememberInputSetting";
import { SiteLink } from "./SiteLink";
import { ToolListRow, toolLookup } from "./YourTools";
import { normalizePath } from "~/lib/page/meta";

const linkClass = (isActive: boolean) =>
  `flex items-center gap-2 rounded px-2 py-1.5 text-sm ${
    isActive
      ? "bg-blue-50 font-medium text-blue-800 dark:bg-slate-800 dark:text-blue-200"
      : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
  }`;

function SidebarGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <details open className="group mb-2">
      <summary className="cursor-pointer select-none rounded px-2 py-1 text-xs font-semibold uppercase tracking-wide text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white">
        {title}
      </summary>
      <ul className="mt-1">{children}</ul>
    </details>
  );
}

export function Sidebar({
  navigation,
  open,
  onClose,
}: {
  navigation: SiteNavigation;
  open: boolean;
  onClose: () => void;
}) {
  const pagePath = normalizePath(useLocation().pathname);
  const lookup = useMemo(
    () => toolLookup(navigation.groups.flatMap((group) => group.tools)),
    [navigation],
  );
  return (
    <>
      {open && (
        <div
          aria-hidden="true"
          className="fixed inset-0 top-14 z-20 bg-slate-900/40 md:hidden"
          onClick={onClose}
        />
      )}
      <nav
        id="site-sidebar"
        aria-label="All tools"
        className={`${open ? "block" : "hidden"} fixed bottom-0 left-0 top-14 z-30 w-72 overflow-y-auto border-r border-slate-200 bg-white p-3 md:sticky md:block md:h-[calc(100vh-3.5rem)] md:w-64 md:shrink-0 dark:border-slate-800 dark:bg-slate-950`}
      >
        <div className="mb-2">
          <ToolListRow name="favourites" title="Favourites" lookup={lookup} compact />
        </div>
        <SidebarGroup title={CATEGORIES_GROUP_TITLE}>
          {navigation.categories.map((category) => (
            <li key={category.path}>
              <SiteLink
                to={category.path}
                current={category.path === pagePath}
                className={linkClass(category.path === pagePath)}
              >
                <CatalogueIcon name={category.icon} className="size-4 shrink-0" />
                {category.title}
              </SiteLink>
            </li>
          ))}
        </SidebarGroup>
        {navigation.groups.map((group) => (
          <SidebarGroup key={group.title} title={group.title}>
            {group.tools.map((tool) => (
              <li key={tool.path}>
                <SiteLink
                  to={tool.path}
                  current={tool.path === pagePath}
                  className={linkClass(tool.path === pagePath)}
                >
                  <CatalogueIcon name={tool.icon} className="size-4 shrink-0" />
                  <span className="min-w-0 flex-1 truncate">{tool.title}</span>
                  <StatusTag status={tool.status} compact />
                </SiteLink>
              </li>
            ))}
            {group.ideas.map((idea) => (
              <li
                key={idea.title}
                className="flex items-center gap-2 px-2 py-1.5 text-sm text-slate-600 dark:text-slate-400"
              >
                <CatalogueIcon name={idea.icon} className="size-4 shrink-0" />
                {idea.title}
              </li>
            ))}
          </SidebarGroup>
        ))}
        <OfflineAccess />
        <RememberInputSetting />
      </nav>
    </>
  );
}
