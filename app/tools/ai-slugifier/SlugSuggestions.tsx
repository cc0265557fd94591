// "Suggest slugs", fetched on the first press: the first title goes to the user's own
// model, and each suggestion shown has passed through the slugifier (ai-suggestions.ts), so every
// one is a valid slug under the page's options. Click to use it in place of the title, or copy it.
import { Copy } from "lucide-react";
import { useCallback, useState } from "react";
import { copyText } from "~/lib/browser/clipboard";
import { AiPanel } from "~/ui/ai/AiPanel";
import type { AiPanelStart } from "~/ui/ai/AiFeatureLauncher";
import { AI_BUTTON } from "~/ui/ai/ai-styles";
import { useAiRun } from "~/ui/ai/use-ai-run";
import { COPIED_FEEDBACK } from "~/ui/panels/OutputPanel";
import { useToolFeedback } from "~/ui/page/ToolFeedback";
import {
  SLUG_TITLE_MAX_CHARS,
  firstTitle,
  slugSuggestionMessages,
  slugSuggestions,
} from "./ai-suggestions";
import { titleLines } from "./slug-batch";
import type { SlugOptions } from "./slug-options";
import type { AsciiTable } from "./transliterate";

export const SUGGEST_SLUGS = "Suggest slugs";
export const NO_TITLE_MESSAGE = "Type a title in the Input first: its first line is sent.";
export const NO_SLUG_MESSAGE =
  "The model's answer held no slug other than the current one. Try again, or try another model.";

export interface SlugSuggestionsProps {
  text: string;
  /** The page's Output: the slug it shows for the first title is left out of the suggestions. */
  output: string;
  options: SlugOptions;
  table: AsciiTable | null;
  onError: (message: string | null) => void;
  /** Puts a chosen slug in place of line `index` of the Input. */
  onUse: (index: number, slug: string) => void;
}

export default function SlugSuggestions(props: SlugSuggestionsProps & AiPanelStart) {
  const { text, output, options, table, onError, onUse } = props;
  const run = useAiRun(onError);
  const { start } = run;
  const notify = useToolFeedback();
  const [result, setResult] = useState<{ index: number; slugs: string[] } | null>(null);

  const suggest = useCallback(() => {
    const first = firstTitle(text);
    if (!first) return onError(NO_TITLE_MESSAGE);
    const chars = Math.min(first.title.length, SLUG_TITLE_MAX_CHARS);
    const currentSlug = titleLines(output)[first.index] ?? "";
    start({
      messages: slugSuggestionMessages(first.title),
      what: `the first title of the Input (${chars} characters)`,
      onAnswer(answer) {
        const slugs = slugSuggestions(answer, currentSlug, options, table ?? undefined);
        if (slugs.length === 0) onError(NO_SLUG_MESSAGE);
        setResult({ index: first.index, slugs });
      },
    });
  }, [text, output, options, table, onError, start]);

  return (
    <AiPanel
      run={run}
      label={SUGGEST_SLUGS}
      onRun={suggest}
      autoStart={props.autoStart}
      sends={`Sends only the first title of the Input (up to ${SLUG_TITLE_MAX_CHARS} characters) to your model.`}
    >
      {result && result.slugs.length > 0 && (
        <ul aria-label="Suggested slugs" className="flex flex-col gap-1">
          {result.slugs.map((slug) => (
            <li key={slug} className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                className={`${AI_BUTTON} font-mono`}
                title="Use this slug in place of the title"
                aria-label={`Use ${slug}`}
                onClick={() => onUse(result.index, slug)}
              >
                {slug}
              </button>
              <button
                type="button"
                className={AI_BUTTON}
                aria-label={`Copy ${slug}`}
                onClick={() =>
                  copyText(slug).then(
                    () => notify(COPIED_FEEDBACK),
                    (error: unknown) => onError(String(error)),
                  )
                }
              >
                <Copy aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </AiPanel>
  );
}
