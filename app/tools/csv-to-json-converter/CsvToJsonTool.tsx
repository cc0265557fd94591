// The CSV to JSON Converter page: header row to objects (or rows to arrays), optional type
// inference, delimiter and indentation; the CSV sample of spec §3 is one click away.
import { useMemo } from "react";
import type { ToolEntry } from "~/catalogue";
import { SAMPLE_PRODUCTS_CSV } from "~/lib/converter-samples";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { ConverterPanels } from "~/ui/panels/ConverterPanels";
import { DelimiterOption, useDelimiterOption } from "~/ui/panels/DelimiterOption";
import { CheckboxOption, OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { ToolPage } from "~/ui/page/ToolPage";
import { useConverter } from "~/ui/runtime/use-converter";
import { type CsvToJsonOptions, csvToJson } from "./csv-to-json";
import { stepOptions } from "./step";

function createWorker() {
  return new Worker(new URL("./csv-to-json.worker.ts", import.meta.url), { type: "module" });
}

const convert = (text: string, options: CsvToJsonOptions) => csvToJson(text, options);

export function CsvToJsonTool({ tool }: { tool: ToolEntry }) {
  const delimiterOption = useDelimiterOption(tool.path);
  const { delimiter } = delimiterOption;
  const [headerRow, setHeaderRow] = usePersistentState(
    tool.path,
    "headerRow",
    stepOptions.headerRow.default,
  );
  const [inferTypes, setInferTypes] = usePersistentState(
    tool.path,
    "inferTypes",
    stepOptions.inferTypes.default,
  );
  const [indentation, setIndentation] = usePersistentChoice(
    tool.path,
    "indentation",
    stepOptions.indentation.choices,
    stepOptions.indentation.default,
  );
  const options = useMemo<CsvToJsonOptions>(
    () => ({ delimiter, headerRow, inferTypes, indentation }),
    [delimiter, headerRow, inferTypes, indentation],
  );
  const converter = useConverter({
    tool,
    options,
    convert,
    createWorker,
    outputExtension: "json",
    mimeType: "application/json",
    sample: SAMPLE_PRODUCTS_CSV,
  });

  return (
    <ToolPage tool={tool} actions={converter.actions} shortcuts={converter.shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <DelimiterOption state={delimiterOption} />
          <SelectOption
            label="Indentation"
            value={indentation}
            options={stepOptions.indentation.choices}
            onChange={setIndentation}
          />
          <CheckboxOption label="Header row" checked={headerRow} onChange={setHeaderRow} />
          <CheckboxOption label="Infer types" checked={inferTypes} onChange={setInferTypes} />
        </OptionsRow>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {inferTypes
            ? "Numbers, true/false and null become JSON values and empty fields null; numbers JavaScript cannot hold exactly (long ids) stay strings."
            : "Every value stays a string, exactly as in the CSV (fields are trimmed)."}
        </p>
        <ConverterPanels
          converter={converter}
          accept=".csv,.tsv,.txt,text/csv,text/plain"
          mimeType="application/json"
        />
      </div>
    </ToolPage>
  );
}
