// The UUID Generator page: a batch follows the settings as they change and Generate makes a new one;
// batches of more than LIVE_LIMIT IDs are made in the worker, with progress and Cancel. Case, braces
// and hyphens only rewrite the batch shown. Names and the pasted ID are never stored; settings are.
import { useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { useAutoRun } from "~/hooks/use-text-or-file";
import { useToolRun } from "~/hooks/use-tool-run";
import { groupedCount } from "~/lib/number/count-text";
import { ToolPage } from "~/ui/page/ToolPage";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { CheckboxOption, OptionsRow, SelectOption, TextOption } from "~/ui/panels/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { toolActions } from "~/ui/runtime/tool-actions";
import { type DecodeInput, DecodeSection, NO_DECODE_INPUT } from "./DecodeSection";
import { DEFAULT_NANOID_SIZE, NANOID_ALPHABET } from "./nanoid";
import {
  DEFAULT_FORMAT,
  DEFAULT_KIND,
  type GenerateJob,
  ID_KINDS,
  NAMESPACES,
  type NamespaceChoice,
  formatIds,
  generateIds,
  idsFileName,
  isConstant,
  isNameBased,
  isUuidKind,
} from "./uuid-generator";

/**
 * Up to this many IDs (or names) a batch is made on the page as settings change (a few ms); more go
 * to the worker, so 100,000 never hold up the page.
 */
export const LIVE_LIMIT = 2_000;
/** Names text longer than this is hashed in the worker. */
const LIVE_NAMES_CHARS = 40_000;

export const NOT_STORED_NOTE =
  "Names and the ID you decode are not stored, and a share link carries them only if you include your input; the settings are kept. Every ID is made in your browser from its cryptographic random numbers.";

function createWorker() {
  return new Worker(new URL("./uuid-generator.worker.ts", import.meta.url), { type: "module" });
}

/** The typed count when it is a plain number, else 0 (the core then says what is wrong). */
function typedCount(count: string): number {
  const value = Number(count.replace(/[\s,_]/g, ""));
  return Number.isFinite(value) ? value : 0;
}

function lineCount(text: string): number {
  if (text === "") return 0;
  let lines = 1;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) lines++;
  return lines;
}

function outputStatus(lines: number, kind: string, progress: number | null, running: boolean) {
  if (running) return `Generating… ${Math.floor((progress ?? 0) * 100)} %`;
  if (lines === 0) return undefined;
  return `${groupedCount(lines)} × ${kind}`;
}

export function UuidGeneratorTool({ tool }: { tool: ToolEntry }) {
  const path = tool.path;
  const [kind, setKind] = usePersistentChoice(path, "kind", ID_KINDS, DEFAULT_KIND);
  const [count, setCount] = usePersistentState(path, "count", "1", { role: "option" });
  const [namespace, setNamespace] = usePersistentChoice<NamespaceChoice>(
    path,
    "namespace",
    NAMESPACES,
    "dns",
  );
  const [customNamespace, setCustomNamespace] = usePersistentState(path, "customNamespace", "", {
    role: "option",
  });
  const [names, setNames] = usePersistentState(path, "names", "", { persist: false });
  const [nanoIdSize, setNanoIdSize] = usePersistentState(
    path,
    "nanoIdSize",
    String(DEFAULT_NANOID_SIZE),
    { role: "option" },
  );
  const [alphabet, setAlphabet] = usePersistentState(path, "alphabet", NANOID_ALPHABET, {
    role: "option",
  });
  const [upperCase, setUpperCase] = usePersistentState(path, "upperCase", DEFAULT_FORMAT.upperCase);
  const [braces, setBraces] = usePersistentState(path, "braces", DEFAULT_FORMAT.braces);
  const [hyphens, setHyphens] = usePersistentState(path, "hyphens", DEFAULT_FORMAT.hyphens);
  const [decodeText, setDecodeText] = usePersistentState(path, "decode", "", { persist: false });
  const [refusedLength, setRefusedLength] = useState<number | null>(null);
  const [batch, setBatch] = useState(0);

  const nameBased = isNameBased(kind);
  const usesCount = !nameBased && !isConstant(kind);
  // Only the fields this kind reads are in the job, and its identity changes only with them: a
  // new job object is a new batch, so clearing a hidden field must not make one.
  const jobCount = usesCount ? count : "";
  const jobNamespace = nameBased ? namespace : "dns";
  const jobCustomNamespace = nameBased && namespace === "custom" ? customNamespace : "";
  const jobNames = nameBased ? names : "";
  const jobSize = kind === "nanoid" ? nanoIdSize : "";
  const jobAlphabet = kind === "nanoid" ? alphabet : "";
  const job = useMemo<GenerateJob>(
    () => ({
      kind,
      batch,
      count: jobCount,
      namespace: jobNamespace,
      customNamespace: jobCustomNamespace,
      names: jobNames,
      nanoIdSize: jobSize,
      alphabet: jobAlphabet,
    }),
    [kind, batch, jobCount, jobNamespace, jobCustomNamespace, jobNames, jobSize, jobAlphabet],
  );
  const large = nameBased
    ? names.length > LIVE_NAMES_CHARS || names.split("\n", LIVE_LIMIT + 1).length > LIVE_LIMIT
    : usesCount && typedCount(count) > LIVE_LIMIT;
  const idle = nameBased && names === "";
  const run = useToolRun({ job, idle, large, computeAsync: generateIds, createWorker });
  useAutoRun(large && !idle, true, run.run);

  const ids = run.output ?? "";
  const output = useMemo(
    () => formatIds(ids, kind, { upperCase, braces, hyphens }),
    [ids, kind, upperCase, braces, hyphens],
  );
  const fileName = idsFileName(kind);
  const outputActions = useOutputActions(output, fileName);
  const lines = useMemo(() => lineCount(ids), [ids]);
  const kindLabel = ID_KINDS.find((k) => k.value === kind)?.label ?? kind;
  const status = idle
    ? "Type a name (one per line) to get its UUID"
    : outputStatus(lines, kindLabel.replace(/ \(.*\)$/, ""), run.progress, run.running);

  function editDecode(input: DecodeInput) {
    setDecodeText(input.text);
    setRefusedLength(input.refusedLength);
  }

  function clear() {
    setNames("");
    editDecode(NO_DECODE_INPUT);
    run.reset();
  }

  const deterministic = nameBased || isConstant(kind);
  const { actions, shortcuts } = toolActions({
    primary: {
      label: "Generate",
      title: deterministic
        ? "The same namespace and name always give the same UUID"
        : "New IDs with the same settings (Ctrl+Enter)",
      disabled: deterministic,
      onClick: () => setBatch((n) => n + 1),
      running: run.running,
      onCancel: run.cancel,
    },
    copy: { disabled: !output, onClick: outputActions.copy },
    download: { disabled: !output, onClick: outputActions.download },
    clear: { disabled: !output && !names && !decodeText && refusedLength === null, onClick: clear },
  });

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        {/* The page's Input (page contract): what to generate. */}
        <section aria-label="Input" className="flex flex-col gap-3">
          <OptionsRow>
            <SelectOption label="Type" value={kind} options={ID_KINDS} onChange={setKind} />
            {usesCount && (
              <TextOption label="How many" value={count} onChange={setCount} width="7rem" />
            )}
            {nameBased && (
              <SelectOption
                label="Namespace"
                value={namespace}
                options={NAMESPACES}
                onChange={setNamespace}
              />
            )}
            {nameBased && namespace === "custom" && (
              <TextOption
                label="Namespace UUID"
                value={customNamespace}
                onChange={setCustomNamespace}
                width="min(22rem, 100%)"
                placeholder="e.g. 6ba7b810-9dad-11d1-80b4-00c04fd430c8"
              />
            )}
            {kind === "nanoid" && (
              <>
                <TextOption label="Size" value={nanoIdSize} onChange={setNanoIdSize} width="5rem" />
                <TextOption
                  label="Alphabet"
                  value={alphabet}
                  onChange={setAlphabet}
                  width="min(36rem, 100%)"
                />
              </>
            )}
            {isUuidKind(kind) && (
              <>
                <CheckboxOption label="Upper case" checked={upperCase} onChange={setUpperCase} />
                <CheckboxOption label="Braces" checked={braces} onChange={setBraces} />
                <CheckboxOption label="Hyphens" checked={hyphens} onChange={setHyphens} />
              </>
            )}
          </OptionsRow>
          {nameBased && (
            <InputPanel
              label="Names"
              value={names}
              onChange={setNames}
              height="8rem"
              placeholder="One name per line, e.g. www.example.com"
            />
          )}
          <p className="text-sm text-slate-600 dark:text-slate-300">{NOT_STORED_NOTE}</p>
        </section>
        <ErrorPanel message={run.error} />
        <OutputPanel value={output} fileName={fileName} status={status} height="16rem" />
        <DecodeSection text={decodeText} refusedLength={refusedLength} onChange={editDecode} />
      </div>
    </ToolPage>
  );
}
