// The IP Subnet Calculator page: the result follows every change; an input over LIVE_LIMIT_CHARS
// waits for the run button (Ctrl+Enter) and goes to the worker. The operation and the split are
// kept as settings; the networks and the addresses to find are input.
import { useMemo } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { useToolRun } from "~/hooks/use-tool-run";
import { transformStatus } from "~/lib/text/text-stats";
import { ToolPage } from "~/ui/page/ToolPage";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { OptionsRow, SelectOption, TextOption } from "~/ui/panels/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { transformActions } from "~/ui/runtime/transform-actions";
import {
  DEFAULT_SPLIT,
  OPERATIONS,
  SAMPLE_ADDRESSES,
  SAMPLE_INPUT,
  type SubnetCalculatorJob,
  subnetCalculator,
} from "./subnet-calculator";

/** 200,000 characters (some 12,000 networks) take about 60 ms to summarise on a 2-core machine. */
export const LIVE_LIMIT_CHARS = 200_000;

function createWorker() {
  return new Worker(new URL("./subnet-calculator.worker.ts", import.meta.url), { type: "module" });
}

export function SubnetCalculatorTool({ tool }: { tool: ToolEntry }) {
  const [text, setText] = usePersistentState(tool.path, "input", SAMPLE_INPUT);
  const [operation, setOperation] = usePersistentChoice(
    tool.path,
    "operation",
    OPERATIONS,
    "describe",
  );
  const [splitInto, setSplitInto] = usePersistentState(tool.path, "splitInto", DEFAULT_SPLIT, {
    role: "option",
  });
  const [addresses, setAddresses] = usePersistentState(tool.path, "addresses", SAMPLE_ADDRESSES);
  const large = text.length + addresses.length > LIVE_LIMIT_CHARS;
  const job = useMemo<SubnetCalculatorJob>(
    () => ({ text, operation, splitInto, addresses }),
    [text, operation, splitInto, addresses],
  );
  const transform = useToolRun({ job, large, compute: subnetCalculator, createWorker });
  const output = transform.output ?? "";
  const outputActions = useOutputActions(output, "subnets.txt");

  const runLabel = "Calculate";
  const status = transformStatus(transform, { input: text, output, verb: "calculate", runLabel });
  const { actions, shortcuts } = transformActions(transform, {
    runLabel,
    large,
    hasInput: text !== "",
    output,
    outputActions,
    onClear: () => {
      setText("");
      setAddresses("");
      transform.reset();
    },
  });

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <SelectOption
            label="Operation"
            value={operation}
            options={OPERATIONS}
            onChange={setOperation}
          />
          {operation === "split" && (
            <TextOption
              label="Split into"
              value={splitInto}
              onChange={setSplitInto}
              placeholder="4 or /26"
            />
          )}
        </OptionsRow>
        <ErrorPanel message={transform.error} />
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="flex flex-col gap-4">
            <InputPanel
              value={text}
              onChange={setText}
              placeholder="192.168.1.0/24, 10.0.0.5, 2001:db8::/32 or 10.0.0.1 - 10.0.0.9, one a line"
            />
            {operation === "contains" && (
              <InputPanel
                label="Addresses"
                value={addresses}
                onChange={setAddresses}
                placeholder="Addresses to find in the networks above, one a line"
                height="8rem"
              />
            )}
          </div>
          <OutputPanel value={output} fileName="subnets.txt" status={status} />
        </div>
      </div>
    </ToolPage>
  );
}
