// Tool description block that starts collapsed to its key sentences, with a Show more / Show less toggle.
// Implements spec §2 "Tool description block" and spec §4 "Description block".
import { useId, useState } from "react";
import { collapsedDescription, normalizedDescription } from "~/catalogue/description";

export const SHOW_MORE_LABEL = "Show more";
export const SHOW_LESS_LABEL = "Show less";

export interface ToolDescriptionProps {
  text: string;
  startExpanded?: boolean;
}

export function ToolDescription({ text, startExpanded = false }: ToolDescriptionProps) {
  const [expanded, setExpanded] = useState(startExpanded);
  const textId = useId();
  const full = normalizedDescription(text);
  const collapsed = collapsedDescription(text);
  // When the short form already is the whole text, a toggle would do nothing.
  const canToggle = collapsed !== full;

  return (
    <div className="text-slate-600 dark:text-slate-300">
      <p id={textId} className="leading-relaxed">
        {expanded || !canToggle ? full : collapsed}
      </p>
      {canToggle && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((value) => !value)}
          className="mt-1 rounded text-sm font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-blue-300"
        >
          {expanded ? SHOW_LESS_LABEL : SHOW_MORE_LABEL}
        </button>
      )}
    </div>
  );
}
