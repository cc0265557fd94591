// The Chain Tools page: an Input, a list of steps (each a text tool with its own options, added
// from the tools whose input takes the previous step's result), and the Output of the last step.
// Every step runs its tool's own core in a worker. A chain opened from a link or a recipe is shown
// first and runs when the user presses Run; once the user has run or edited it, it runs as they edit.
import { useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { type ToolEntry, tools } from "~/catalogue";
import { usePersistentState } from "~/hooks/persistent-state";
import { handOff } from "~/hooks/tool-fields";
import { type ChainStep, readSteps, toolsOffered } from "~/lib/chain/chain";
import { type OptionSpecs, defaultOptions } from "~/lib/chain/step-declaration";
import { loadStepOptions } from "~/lib/chain/step-options";
import { hasStep } from "./step-tools";
import { FRAGMENT_KEY } from "~/lib/share/fragment";
import { characters } from "~/lib/text/text-stats";
import { errorMessage } from "~/lib/tool-error";
import { ToolPage } from "~/ui/page/ToolPage";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { toolActions } from "~/ui/runtime/tool-actions";
import { RecipesSection } from "./RecipesSection";
import { StepCard } from "./StepCard";
import { useChainRun } from "./use-chain-run";

/** After an edit, the chain runs again once typing pauses this long. */
const EDIT_PAUSE_MS = 300;
/**
 * A step opened in its tool carries its input in the link's fragment up to this size; a larger one
 * is handed over in this tab's memory (the link then holds the options only).
 */
const INPUT_IN_LINK_CHARS = 1_000_000;
const OUTPUT_FILE_NAME = "chain-output.txt";

const titleOf = (path: string) => tools.find((tool) => tool.path === path)?.title ?? path;
const entryOf = (path: string) => tools.find((tool) => tool.path === path) ?? null;

export function ChainTool({ tool }: { tool: ToolEntry }) {
  const [input, setInputValue] = usePersistentState(tool.path, "input", "");
  // The steps as stored or shared; checked here, so a link with steps this site cannot run changes
  // nothing and says why.
  const [storedSteps, setStoredSteps] = usePersistentState<unknown[]>(tool.path, "steps", [], {
    role: "option",
  });
  // The steps shown: the stored ones when they can be read, else the ones shown before, with the
  // message (a link or an old stored value with steps this site cannot run changes nothing).
  const [shown, setShown] = useState<{ from: unknown; steps: ChainStep[]; problem: string | null }>(
    { from: null, steps: [], problem: null },
  );
  if (shown.from !== storedSteps) {
    const read = readSteps(storedSteps, hasStep);
    setShown(
      "steps" in read
        ? { from: storedSteps, steps: read.steps, problem: shown.problem }
        : { from: storedSteps, steps: shown.steps, problem: read.problem },
    );
  }
  const { steps, problem: stepsProblem } = shown;
  // What cannot be read is not kept either: the field goes back to the steps shown.
  useEffect(() => {
    if (
      storedSteps === shown.from &&
      shown.problem &&
      !("steps" in readSteps(storedSteps, hasStep))
    )
      setStoredSteps(shown.steps);
  }, [storedSteps, shown, setStoredSteps]);

  // The optionSpecs of the tools in the chain, loaded as their steps appear.
  const [optionSpecs, setOptionSpecs] = useState<ReadonlyMap<string, OptionSpecs>>(new Map());
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    for (const step of steps) {
      if (optionSpecs.has(step.tool)) continue;
      loadStepOptions(step.tool).then(
        (specs) => setOptionSpecs((before) => new Map(before).set(step.tool, specs)),
        (error) =>
          setLoadError(`${titleOf(step.tool)} could not be loaded: ${errorMessage(error)}`),
      );
    }
  }, [steps, optionSpecs]);

  const chain = useChainRun();
  // Whether the chain runs as it is edited: not until the user has seen it and acted on this page.
  const [live, setLive] = useState(false);

  function editSteps(next: ChainStep[]) {
    setShown((before) => ({ ...before, problem: null }));
    setStoredSteps(next);
    setLive(true);
  }
  function setInput(next: string) {
    setInputValue(next);
    setLive(true);
  }

  const titles = useMemo(
    () => Object.fromEntries(steps.map((step) => [step.tool, titleOf(step.tool)])),
    [steps],
  );
  function runNow() {
    setLive(true);
    chain.run({ input, steps, titles });
  }

  const { run: startRun } = chain;
  useEffect(() => {
    if (!live || steps.length === 0) return;
    const timer = window.setTimeout(() => startRun({ input, steps, titles }), EDIT_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [live, input, steps, titles, startRun]);

  const [adding, setAdding] = useState(false);
  async function addStep(path: string) {
    if (!path) return;
    setAdding(true);
    try {
      const specs = await loadStepOptions(path);
      setOptionSpecs((before) => new Map(before).set(path, specs));
      editSteps([...steps, { tool: path, options: defaultOptions(specs) }]);
    } catch (error) {
      setLoadError(`${titleOf(path)} could not be loaded: ${errorMessage(error)}`);
    } finally {
      setAdding(false);
    }
  }

  const previous = steps.length === 0 ? null : entryOf(steps[steps.length - 1].tool);
  const offered = toolsOffered(previous, tools, hasStep);

  const replace = (index: number, step: ChainStep) =>
    editSteps(steps.map((current, at) => (at === index ? step : current)));
  function move(index: number, by: -1 | 1) {
    const next = [...steps];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    editSteps(next);
  }

  const navigate = useNavigate();
  /** Opens the step's tool with the step's options and input: the page then shows this step's result. */
  async function openStep(index: number) {
    const step = steps[index];
    const before = index === 0 ? null : chain.results[index - 1];
    const stepInput = before ? await (before.whole?.text() ?? before.shown) : input;
    const inLink = stepInput.length <= INPUT_IN_LINK_CHARS;
    const fields = inLink ? { ...step.options, input: stepInput } : step.options;
    if (!inLink) handOff(step.tool, stepInput);
    // Loaded on use: the page's first load need not carry the link's compression.
    const { encodeState } = await import("~/lib/share/state-link");
    const value = await encodeState({ tool: step.tool, fields });
    await navigate(`${step.tool}#${FRAGMENT_KEY}=${value}`);
  }

  const last = chain.done ? chain.results[steps.length - 1] : undefined;
  const output = last?.shown ?? "";
  const outputActions = useOutputActions(last?.whole ?? output, OUTPUT_FILE_NAME);

  function clear() {
    setInputValue("");
    chain.reset();
  }

  let status = "";
  if (chain.running) status = "Working…";
  else if (last)
    status = last.whole
      ? `Output: ${characters(last.chars)}, the first ${characters(last.shown.length)} shown (Copy and Download take all of it)`
      : `Output: ${characters(last.chars)}`;

  const { actions, shortcuts } = toolActions({
    primary: {
      label: "Run",
      title: "Run every step on the input (Ctrl+Enter)",
      running: chain.running,
      onCancel: chain.cancel,
      disabled: steps.length === 0,
      onClick: runNow,
    },
    copy: { disabled: output === "", onClick: outputActions.copy },
    download: { disabled: output === "", onClick: outputActions.download },
    clear: { disabled: input === "", onClick: clear },
  });

  const notRunYet = steps.length > 0 && !live && !chain.running && chain.results.length === 0;

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <ErrorPanel message={stepsProblem ?? loadError} />
        <div className="grid gap-4 lg:grid-cols-2">
          <InputPanel
            value={input}
            onChange={setInput}
            placeholder="The text the first step takes"
          />
          <div className="flex min-w-0 flex-col gap-3">
            <h2 className="font-medium">Steps</h2>
            {steps.length === 0 && (
              <p className="text-sm text-slate-700 dark:text-slate-300">
                No steps yet: add the first tool the input goes through.
              </p>
            )}
            <ol className="flex flex-col gap-3" aria-label="Steps">
              {steps.map((step, index) => (
                <StepCard
                  key={`${index}:${step.tool}`}
                  number={index + 1}
                  count={steps.length}
                  step={step}
                  title={titleOf(step.tool)}
                  specs={optionSpecs.get(step.tool) ?? null}
                  result={chain.results[index]}
                  onOptions={(options) => replace(index, { ...step, options })}
                  onSwitch={(on) =>
                    replace(
                      index,
                      on ? { tool: step.tool, options: step.options } : { ...step, off: true },
                    )
                  }
                  onMove={(by) => move(index, by)}
                  onRemove={() => editSteps(steps.filter((_, at) => at !== index))}
                  onOpen={() => void openStep(index)}
                />
              ))}
            </ol>
            <div className="flex flex-col gap-1">
              <label htmlFor="chain-add-step" className="text-sm font-medium">
                Add step
              </label>
              <select
                id="chain-add-step"
                value=""
                disabled={adding}
                onChange={(event) => void addStep(event.target.value)}
                className="rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm dark:border-slate-500 dark:bg-slate-900"
              >
                <option value="">
                  {steps.length === 0
                    ? "Choose the first tool…"
                    : "Choose a tool that takes this result…"}
                </option>
                {offered.map((entry) => (
                  <option key={entry.path} value={entry.path}>
                    {entry.title}
                  </option>
                ))}
              </select>
            </div>
            {notRunYet && (
              <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
                These steps have not run yet: check them, then press Run.
              </p>
            )}
          </div>
        </div>
        <ErrorPanel message={chain.error} />
        <OutputPanel
          value={output}
          fileName={OUTPUT_FILE_NAME}
          fullResult={last?.whole ?? undefined}
          status={status}
        />
        <RecipesSection steps={steps} onLoad={editSteps} />
      </div>
    </ToolPage>
  );
}
