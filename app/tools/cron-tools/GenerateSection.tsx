// The Generate tab, fetched when the tab is first opened (the builder and its presets are not
// part of the first screen, and /cron-tools must stay within its JavaScript budget). The draft
// lives in the page, so switching tabs keeps it; this part builds and describes the expression.
import { useEffect, useMemo } from "react";
import { errorMessage } from "~/lib/tool-error";
import {
  type BuilderDraft,
  DEFAULT_BUILDER_STATE,
  PRESETS,
  buildExpression,
  draftOf,
  stateOf,
} from "./cron-builder";
import { explainCron } from "./cron-describe";
import type { DayOfWeekNumbering } from "./cron-syntax";
import { GeneratePanel } from "./GeneratePanel";

export interface GenerateSectionProps {
  /** null until the user changes something: the builder's default state. */
  draft: BuilderDraft | null;
  onDraftChange: (update: (draft: BuilderDraft | null) => BuilderDraft) => void;
  numbering: DayOfWeekNumbering;
  use24HourTime: boolean;
  /** Tells the page the expression built so far (its action bar copies and uses it). */
  onBuilt: (expression: string | null) => void;
  onUse: () => void;
}

export function GenerateSection({
  draft,
  onDraftChange,
  numbering,
  use24HourTime,
  onBuilt,
  onUse,
}: GenerateSectionProps) {
  const current = draft ?? draftOf(DEFAULT_BUILDER_STATE);
  const built = useMemo(() => {
    try {
      return { expression: buildExpression(stateOf(current), numbering), error: null };
    } catch (error) {
      return { expression: null, error: errorMessage(error) };
    }
  }, [current, numbering]);
  const description = built.expression
    ? explainCron(built.expression, { use24HourTime, dayOfWeekNumbering: numbering })
    : null;
  useEffect(() => onBuilt(built.expression), [built.expression, onBuilt]);

  return (
    <GeneratePanel
      draft={current}
      onDraftChange={(update) =>
        onDraftChange((previous) => update(previous ?? draftOf(DEFAULT_BUILDER_STATE)))
      }
      onPreset={(index) => onDraftChange(() => draftOf(PRESETS[index].state))}
      expression={built.expression}
      error={built.error}
      description={description}
      onUse={onUse}
    />
  );
}
