// Home: every tool grouped by category, with a search box that filters title, description and
// keywords (searchTools never hides a match). "/" focuses it; ?q= pre-fills it.
import { useEffect, useMemo, useState } from "react";
import { Link, useLoaderData, useLocation, useSearchParams } from "react-router";
import { categories } from "~/catalogue";
import { categorySection } from "~/catalogue/page-data";
import { pageMeta } from "~/lib/page/meta";
import { SITE_NAME, SITE_TAGLINE } from "~/lib/site";
import { CatalogueIcon } from "~/ui/shell/CatalogueIcon";
import { PasteAnything } from "~/ui/shell/PasteAnything";
import { ConsideredToolCard, ToolCard, ToolGrid } from "~/ui/shell/ToolCard";
import { useToolSearch } from "~/ui/shell/use-tool-search";
import { ToolListRow, toolLookup } from "~/ui/shell/YourTools";

export function meta() {
  return pageMeta({
    title: `${SITE_NAME}: ${SITE_TAGLINE}`,
    titleIsFull: true,
    description:
      "Formatters, converters, encoders, hashes, regex, XPath and cron testers, time tools and calculators. Free, fast, and private: nothing you type leaves your device.",
    path: "/",
  });
}

/** Every category's cards, made at prerender (app/catalogue/page-data.ts). */
export function loader() {
  return { sections: categories.map((category) => categorySection(category.id)) };
}

/** The cards never change after the build; ?q= is filtered here, not reloaded. */
export function shouldRevalidate() {
  return false;
}

export default function Home() {
  const { sections } = useLoaderData<typeof loader>();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  // Prerendered HTML lists every tool; a ?q= from the address bar applies after hydration, and so
  // does one from a link (the header's "Show all matches"). The address echoing what the user
  // types is marked and ignored, or a late echo would overwrite newer keystrokes.
  const [query, setQuery] = useState("");
  const addressQuery = searchParams.get("q") ?? "";
  const echoOfTyping =
    (location.state as { fromSearchBox?: boolean } | null)?.fromSearchBox === true;
  useEffect(() => {
    // Syncing from an external source (the address bar) into local state is this effect's job.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!echoOfTyping) setQuery(addressQuery);
  }, [addressQuery, echoOfTyping]);

  const lookup = useMemo(
    () => toolLookup(sections.flatMap((section) => section.tools)),
    [sections],
  );
  const found = useToolSearch(query);
  const matchingPaths = useMemo(
    () => (query.trim() && found ? new Set(found.map((t) => t.path)) : null),
    [query, found],
  );
  const matchCount = matchingPaths?.size ?? 0;
  const searching = query.trim() !== "" && found === null;

  function updateQuery(value: string) {
    setQuery(value);
    setSearchParams(value.trim() ? { q: value } : {}, {
      replace: true,
      preventScrollReset: true,
      state: { fromSearchBox: true },
    });
  }

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-3xl font-bold tracking-tight">{SITE_TAGLINE}</h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">
        Formatters, converters, encoders, testers, time tools and calculators. Everything runs on
        your device: what you paste is never uploaded, logged or stored on a server.
      </p>
      <PasteAnything />
      <div className="relative mt-6 max-w-xl">
        <label htmlFor="home-search" className="mb-1 block text-sm font-medium">
          Search tools
        </label>
        <CatalogueIcon
          name="Search"
          className="pointer-events-none absolute bottom-3 left-3 size-4 text-slate-500 dark:text-slate-400"
        />
        <input
          id="home-search"
          type="search"
          data-primary-search=""
          autoComplete="off"
          spellCheck={false}
          placeholder="json, base64, sha256, cron… (press /)"
          value={query}
          onChange={(event) => updateQuery(event.target.value)}
          className="w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-slate-900 placeholder:text-slate-500 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/40 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-600 dark:text-slate-300">
        {searching && "Searching…"}
        {matchingPaths &&
          (matchCount === 0
            ? `No tool matches “${query.trim()}”.`
            : `${matchCount} ${matchCount === 1 ? "tool matches" : "tools match"} “${query.trim()}”.`)}
      </p>
      <section
        aria-label="Your tools"
        className="mt-4 flex flex-col gap-1 rounded-lg border border-slate-200 px-3 py-1 dark:border-slate-700"
      >
        <ToolListRow name="favourites" title="Favourites" lookup={lookup} />
        <ToolListRow name="recent" title="Recent" lookup={lookup} />
      </section>
      {sections.map(({ category, tools, ideas: allIdeas }) => {
        const shown = tools.filter((t) => !matchingPaths || matchingPaths.has(t.path));
        const ideas = matchingPaths ? [] : allIdeas;
        if (shown.length === 0 && ideas.length === 0) return null;
        return (
          <section key={category.id} aria-labelledby={`home-${category.id}`} className="mt-8">
            <h2
              id={`home-${category.id}`}
              className="mb-3 flex items-center gap-2 text-xl font-semibold"
            >
              <CatalogueIcon
                name={category.icon}
                className="size-5 text-blue-700 dark:text-blue-400"
              />
              <Link to={category.path} className="hover:underline">
                {category.title}
              </Link>
            </h2>
            <ToolGrid>
              {shown.map((tool) => (
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
          </section>
        );
      })}
    </div>
  );
}
