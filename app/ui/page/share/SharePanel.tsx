// What the Share button and a shared state open, fetched on first need (ShareControls): the Share
// dialog, or the opening of a shared state, with the question asked before it replaces input; and
// the same question for a result another tool handed over ("Open in…").
import { useEffect, useRef, useState } from "react";
import type { HandOffQuestion } from "~/hooks/tool-fields";
import { setShareNotice } from "~/lib/share/share-notice";
import type { SharedSource } from "~/lib/share/state-link";
import {
  HANDED_REPLACES_DESCRIPTION,
  ReplaceDialog,
  SHARED_REPLACES_DESCRIPTION,
  ShareDialog,
} from "./ShareDialog";
import { openShared } from "./open-shared";
import { type PendingReplace, appliedNotice, applyPlan } from "./shared-state";

export type ShareRequest =
  | { kind: "share" }
  | { kind: "open"; source: SharedSource }
  | { kind: "handed"; question: HandOffQuestion };

export default function SharePanel({
  toolPath,
  request,
  onDone,
}: {
  toolPath: string;
  request: ShareRequest;
  onDone: () => void;
}) {
  // The dialog's "Open a state file" turns a share request into an open one.
  const [current, setCurrent] = useState(request);
  const [pending, setPending] = useState<PendingReplace | null>(null);
  // The caller's onDone may be a new function at each of its renders: opening runs once per request.
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (current.kind !== "open") return;
    let asked = false;
    void openShared(toolPath, current.source, (question) => {
      asked = true;
      setPending(question);
    }).then(() => {
      if (!asked) done.current();
    });
  }, [toolPath, current]);

  if (current.kind === "handed")
    return (
      <ReplaceDialog
        description={HANDED_REPLACES_DESCRIPTION}
        onReplace={current.question.replace}
        onDone={onDone}
      />
    );
  if (pending)
    return (
      <ReplaceDialog
        description={SHARED_REPLACES_DESCRIPTION}
        onReplace={() => {
          applyPlan(pending.plan);
          setShareNotice(appliedNotice(pending.plan));
        }}
        onDone={onDone}
      />
    );
  if (current.kind === "share")
    return (
      <ShareDialog
        toolPath={toolPath}
        onClose={onDone}
        onOpenFile={(file) => setCurrent({ kind: "open", source: { file } })}
      />
    );
  return null;
}
