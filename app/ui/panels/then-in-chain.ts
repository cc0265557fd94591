// Where an Output panel's "Then…" goes: Chain Tools (/chain) with the tool on the page as the first
// step, its options as the page has them now (the page's fields and the step's options have the same
// names, app/tools/<tool>/step.ts), and its input handed over in this tab's memory, as Open in…
// does: the link to /chain holds the step's options only, never what the user typed.
import { HANDOFF_FIELD, handOff, toolFields } from "~/hooks/tool-fields";
import { CHAIN_PATH, chainState } from "~/lib/chain/chain";
import type { OptionSpecs } from "~/lib/chain/step-declaration";
import { loadStepOptions } from "~/lib/chain/step-options";
import { FRAGMENT_KEY } from "~/lib/share/fragment";
import { encodeState } from "~/lib/share/state-link";
import { stateToShare } from "../page/share/shared-state";

/** Hands the tool's input to /chain and gives the address that opens it with the tool as its step. */
export async function chainFromTool(
  toolPath: string,
  optionsOf: (toolPath: string) => Promise<OptionSpecs> = loadStepOptions,
): Promise<string> {
  const { fields } = stateToShare(toolPath, false);
  // Only the step's options: a page also shares how it shows its result (the JSON Formatter's view)
  // or fields of another task on it (Base64's secret length), which the step would refuse.
  const specs = await optionsOf(toolPath);
  const options = Object.fromEntries(
    Object.entries(fields).filter(([name]) => Object.hasOwn(specs, name)),
  );
  const input = toolFields(toolPath).get(HANDOFF_FIELD)?.read();
  const state = chainState([{ tool: toolPath, options }]);
  const address = `${CHAIN_PATH}#${FRAGMENT_KEY}=${await encodeState(state)}`;
  if (typeof input === "string" && input !== "") handOff(CHAIN_PATH, input);
  return address;
}
