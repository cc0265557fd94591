// Sticky site header: menu button (small screens), site name, tool search, AI settings (a button;
// the dialog loads on click) and theme switch.
import { AiSettingsButton } from "../ai/AiSettingsButton";
import { CatalogueIcon } from "./CatalogueIcon";
import { Link } from "react-router";
import { SITE_NAME } from "~/lib/site";
import { ThemeSwitch } from "./ThemeSwitch";
import { ToolSearch } from "./ToolSearch";

export function SiteHeader({
  menuOpen,
  onToggleMenu,
}: {
  menuOpen: boolean;
  onToggleMenu: () => void;
}) {
  return (
    <header className="sticky top-0 z-30 h-14 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex h-full max-w-screen-2xl items-center gap-2 px-3 sm:gap-4 sm:px-6">
        <button
          type="button"
          className="rounded p-2 text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          aria-expanded={menuOpen}
          aria-controls="site-sidebar"
          onClick={onToggleMenu}
        >
          {menuOpen ? (
            <CatalogueIcon name="X" className="size-5" />
          ) : (
            <CatalogueIcon name="Menu" className="size-5" />
          )}
        </button>
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 font-semibold text-slate-900 dark:text-white"
        >
          <CatalogueIcon name="Wrench" className="size-5 text-blue-700 dark:text-blue-400" />
          <span className="hidden sm:inline">{SITE_NAME}</span>
          <span className="sr-only sm:hidden">{SITE_NAME} home</span>
        </Link>
        <div className="min-w-0 flex-1 sm:max-w-md">
          <ToolSearch id="header-search" />
        </div>
        <div className="ml-auto flex items-center gap-1">
          <AiSettingsButton />
          <ThemeSwitch />
        </div>
      </div>
    </header>
  );
}
