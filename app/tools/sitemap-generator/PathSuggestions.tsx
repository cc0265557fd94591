// "Suggest missing paths", fetched on the first press: the list's paths go to the user's
// own model; each proposal is added to the list only when the user ticks it and presses Add.
import { ListPlus } from "lucide-react";
import { useCallback, useState } from "react";
import { AiPanel } from "~/ui/ai/AiPanel";
import type { AiPanelStart } from "~/ui/ai/AiFeatureLauncher";
import { AI_BUTTON } from "~/ui/ai/ai-styles";
import { useAiRun } from "~/ui/ai/use-ai-run";
import {
  MAX_SENT_PATHS,
  SENT_PATHS_MAX_CHARS,
  listedPaths,
  pathSuggestionMessages,
  pathsToSend,
  suggestedPaths,
  withAddedPaths,
} from "./path-suggestions";
import { groupedCount } from "~/lib/number/count-text";

export const NO_PATHS_MESSAGE = "List some paths first: they are what the model looks at.";
export const NOTHING_NEW_MESSAGE =
  "The model's answer held no path that is not in the list already. Try again, or try another model.";

export interface PathSuggestionsProps {
  text: string;
  onError: (message: string | null) => void;
  /** Changes the list (the page's setter): ticked paths are appended to it. */
  onList: (update: (list: string) => string) => void;
}

export default function PathSuggestions({
  text,
  onError,
  onList,
  autoStart,
}: PathSuggestionsProps & AiPanelStart) {
  const run = useAiRun(onError);
  const { start } = run;
  const [proposals, setProposals] = useState<string[]>([]);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());

  const suggest = useCallback(() => {
    const listed = listedPaths(text);
    if (listed.length === 0) return onError(NO_PATHS_MESSAGE);
    const sent = pathsToSend(listed);
    const of = sent.length < listed.length ? ` (the first ${sent.length} of ${listed.length})` : "";
    start({
      messages: pathSuggestionMessages(sent),
      what: `the list's paths${of}, without the base URL`,
      onAnswer(answer) {
        const found = suggestedPaths(answer, listed);
        if (found.length === 0) onError(NOTHING_NEW_MESSAGE);
        setProposals(found);
        setTicked(new Set());
      },
    });
  }, [text, onError, start]);

  function toggle(path: string, on: boolean) {
    const next = new Set(ticked);
    if (on) next.add(path);
    else next.delete(path);
    setTicked(next);
  }

  function add() {
    const chosen = proposals.filter((path) => ticked.has(path));
    onList((list) => withAddedPaths(list, chosen));
    setProposals(proposals.filter((path) => !ticked.has(path)));
    setTicked(new Set());
  }

  return (
    <AiPanel
      run={run}
      label="Suggest missing paths"
      onRun={suggest}
      autoStart={autoStart}
      sends={`Sends only the list's paths (at most ${MAX_SENT_PATHS}, ${groupedCount(SENT_PATHS_MAX_CHARS)} characters), never the base URL, to your model.`}
    >
      {proposals.length > 0 && (
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium">Suggested paths: tick the ones to add</legend>
          {proposals.map((path) => (
            <label key={path} className="flex items-center gap-2 font-mono text-sm">
              <input
                type="checkbox"
                className="size-4 accent-blue-600"
                checked={ticked.has(path)}
                onChange={(e) => toggle(path, e.target.checked)}
              />
              {path}
            </label>
          ))}
          <div>
            <button type="button" className={AI_BUTTON} disabled={ticked.size === 0} onClick={add}>
              <ListPlus aria-hidden="true" className="size-4" />
              Add ticked paths
            </button>
          </div>
        </fieldset>
      )}
    </AiPanel>
  );
}
