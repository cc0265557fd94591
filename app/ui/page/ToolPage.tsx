// The frame of every tool page (page contract in ARCHITECTURE.md): h1 = catalogue title, the
// description block, usage badge, sticky action bar, the tool itself, and Related Tools.
import { useEffect, useMemo } from "react";
import { useLoaderData, useNavigate } from "react-router";
import { handOff } from "~/hooks/tool-fields";
import { watchToolUse } from "~/lib/browser/tool-use";
import type { ToolEntry } from "~/catalogue";
import type { ToolPageData } from "~/catalogue/page-data";
import { DEFAULT_SHORTCUTS } from "~/lib/page/shortcuts";
import { type ToolShortcutHandlers, useToolShortcuts } from "~/hooks/use-tool-shortcuts";
import { ActionBar, type ActionBarButton } from "../panels/ActionBar";
import { HydrationBoundary } from "./HydrationBoundary";
import { RelatedToolsCard } from "../shell/RelatedToolsCard";
import { useToolFeedbackMessage } from "./ToolFeedback";
import { ToolDescription } from "./ToolDescription";
import { UsageBadge } from "../shell/UsageBadge";
import { CatalogueIcon } from "../shell/CatalogueIcon";
import { FavouriteStar } from "../shell/YourTools";
import { ShareControls, SharedStateNotice } from "./share/ShareControls";
import { type OpenIn, OpenInContext } from "./open-in";
import { InputNotKeptNotice, UnfinishedRunNotice } from "./UnfinishedRunNotice";

export { useToolFeedback } from "./ToolFeedback";

export interface ToolPageProps {
  tool: ToolEntry;
  /** Buttons of the sticky action bar; the first primary one is what Ctrl+Enter runs unless onRun is given. */
  actions?: ActionBarButton[];
  shortcuts?: ToolShortcutHandlers;
  children: React.ReactNode;
}

export function ToolPage({ tool, actions = [], shortcuts = {}, children }: ToolPageProps) {
  const feedback = useToolFeedbackMessage();
  // The route's loader (toolPageData in app/catalogue/page-data.ts) made the description when the
  // page was prerendered.
  const { description, related, openIn: targets } = useLoaderData<ToolPageData>();
  const navigate = useNavigate();
  const openIn = useMemo<OpenIn>(
    () => ({
      path: tool.path,
      targets,
      chainStep: tool.chainStep === true,
      open: async (path, result) => {
        handOff(path, typeof result === "string" ? result : await result.text());
        await navigate(path);
      },
    }),
    [tool.path, tool.chainStep, targets, navigate],
  );
  const primary = actions.find((a) => a.primary);
  useEffect(() => watchToolUse(tool.path), [tool.path]);
  useToolShortcuts({
    onRun: primary && !primary.disabled ? primary.onClick : undefined,
    ...shortcuts,
  });

  return (
    <article className="mx-auto max-w-6xl">
      <header>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
            <CatalogueIcon
              name={tool.icon}
              className="size-7 shrink-0 text-blue-700 dark:text-blue-400"
            />
            {tool.title}
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            <UsageBadge toolName={tool.title} factor={tool.usageFactor} />
            <FavouriteStar path={tool.path} title={tool.title} />
            <ShareControls toolPath={tool.path} />
          </div>
        </div>
        <div className="mt-3">
          <ToolDescription text={description} />
        </div>
      </header>
      {/* A direct child of the article, so it stays stuck below the header while the tool scrolls. */}
      {actions.length > 0 && (
        <ActionBar
          className="mt-4"
          buttons={actions}
          feedback={feedback.text}
          feedbackKey={feedback.key}
        />
      )}
      <SharedStateNotice />
      <UnfinishedRunNotice path={tool.path} />
      <InputNotKeptNotice path={tool.path} />
      {/* Hydrated as separate pieces (see SiteLayout): the tool, then the Related Tools card. */}
      <div className="mt-4">
        <HydrationBoundary holdInputUntilRestored>
          <OpenInContext value={openIn}>{children}</OpenInContext>
        </HydrationBoundary>
      </div>
      <div className="mt-10">
        <div className="render-when-near">
          <HydrationBoundary>
            <RelatedToolsCard tools={related} />
          </HydrationBoundary>
        </div>
      </div>
    </article>
  );
}

/** The shortcut list a tool page shows in its dialog: the spec's defaults. */
export const TOOL_PAGE_SHORTCUTS = DEFAULT_SHORTCUTS;
