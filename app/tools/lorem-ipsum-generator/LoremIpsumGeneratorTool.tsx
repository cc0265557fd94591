// The Lorem Ipsum Generator page: the text follows the options as they change (it takes a few ms,
// tens at the largest amount); Generate picks a new random seed, and a typed seed gives the same
// text again. The options are the page's Input; the text its Output.
import { useMemo } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { errorMessage } from "~/lib/tool-error";
import { characters } from "~/lib/text/text-stats";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { CheckboxOption, OptionsRow, SelectOption, TextOption } from "~/ui/panels/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { ToolPage } from "~/ui/page/ToolPage";
import { transformActions } from "~/ui/runtime/transform-actions";
import {
  DEFAULT_LOREM_OPTIONS,
  FORMAT_OPTIONS,
  type LoremFormat,
  type LoremUnit,
  UNIT_OPTIONS,
  generateLorem,
  loremFileName,
  loremMimeType,
  parseAmount,
} from "./lorem-ipsum";

const defaults = DEFAULT_LOREM_OPTIONS;

/** A new seed of 7 base-36 characters, from the browser's random numbers. */
function randomSeed(): string {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return value.toString(36).padStart(7, "0").slice(-7);
}

export function LoremIpsumGeneratorTool({ tool }: { tool: ToolEntry }) {
  const [unit, setUnit] = usePersistentChoice<LoremUnit>(
    tool.path,
    "unit",
    UNIT_OPTIONS,
    defaults.unit,
  );
  const [format, setFormat] = usePersistentChoice<LoremFormat>(
    tool.path,
    "format",
    FORMAT_OPTIONS,
    defaults.format,
  );
  const [amount, setAmount] = usePersistentState(tool.path, "amount", String(defaults.amount));
  const [seed, setSeed] = usePersistentState(tool.path, "seed", defaults.seed);
  const [startWithLorem, setStartWithLorem] = usePersistentState(
    tool.path,
    "startWithLorem",
    defaults.startWithLorem,
  );
  const [headings, setHeadings] = usePersistentState(tool.path, "headings", defaults.headings);
  const [lists, setLists] = usePersistentState(tool.path, "lists", defaults.lists);

  // An empty amount (after Clear) asks for nothing: no text and no error.
  const result = useMemo(() => {
    if (amount.trim() === "") return { output: "", error: null };
    try {
      const options = { unit, format, startWithLorem, headings, lists, seed };
      return {
        output: generateLorem({ ...options, amount: parseAmount(amount, unit) }),
        error: null,
      };
    } catch (error) {
      return { output: "", error: errorMessage(error) };
    }
  }, [amount, unit, format, startWithLorem, headings, lists, seed]);
  const { output } = result;
  const fileName = loremFileName(format);
  const mimeType = loremMimeType(format);
  const outputActions = useOutputActions(output, fileName, mimeType);

  const { actions, shortcuts } = transformActions(
    { running: false, run: () => setSeed(randomSeed()), cancel: () => {} },
    {
      runLabel: "Generate",
      runTitle: "New text with a new random seed (Ctrl+Enter)",
      hasInput: amount !== "",
      output,
      outputActions,
      onClear: () => setAmount(""),
    },
  );
  const structured = format !== "text" && unit === "paragraphs";

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        {/* The page's Input (page contract): what to generate. */}
        <section aria-label="Input">
          <OptionsRow>
            <TextOption label="Amount" value={amount} onChange={setAmount} width="6rem" />
            <SelectOption label="Unit" value={unit} options={UNIT_OPTIONS} onChange={setUnit} />
            <SelectOption
              label="Format"
              value={format}
              options={FORMAT_OPTIONS}
              onChange={setFormat}
            />
            <TextOption label="Seed" value={seed} onChange={setSeed} width="9rem" />
            <CheckboxOption
              label="Start with “Lorem ipsum dolor sit amet”"
              checked={startWithLorem}
              onChange={setStartWithLorem}
            />
            {structured && (
              <>
                <CheckboxOption label="Headings" checked={headings} onChange={setHeadings} />
                <CheckboxOption label="Lists" checked={lists} onChange={setLists} />
              </>
            )}
          </OptionsRow>
        </section>
        <ErrorPanel message={result.error} />
        <OutputPanel
          value={output}
          fileName={fileName}
          mimeType={mimeType}
          height="24rem"
          status={output ? characters(output.length) : undefined}
        />
      </div>
    </ToolPage>
  );
}
