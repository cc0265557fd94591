// The JSON to XML Converter page: options of spec §3, the bookstore sample one click away; small
// input converts as you type, a large text or file in a cancellable worker (use-converter.ts).
import { useMemo } from "react";
import type { ToolEntry } from "~/catalogue";
import { SAMPLE_BOOKSTORE_JSON } from "~/lib/converter-samples";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { ConverterPanels } from "~/ui/panels/ConverterPanels";
import { OptionsRow, SelectOption, TextOption } from "~/ui/panels/OptionsRow";
import { ToolPage } from "~/ui/page/ToolPage";
import { useConverter } from "~/ui/runtime/use-converter";
import { type JsonToXmlOptions, jsonToXml } from "./json-to-xml";
import { stepOptions } from "./step";

function createWorker() {
  return new Worker(new URL("./json-to-xml.worker.ts", import.meta.url), { type: "module" });
}

const convert = (text: string, options: JsonToXmlOptions) => jsonToXml(text, options);

export function JsonToXmlTool({ tool }: { tool: ToolEntry }) {
  const [rootName, setRootName] = usePersistentState(
    tool.path,
    "rootName",
    stepOptions.rootName.default,
    { role: "option" },
  );
  const [itemName, setItemName] = usePersistentState(
    tool.path,
    "itemName",
    stepOptions.itemName.default,
    { role: "option" },
  );
  const [attributePrefix, setAttributePrefix] = usePersistentState(
    tool.path,
    "attributePrefix",
    stepOptions.attributePrefix.default,
  );
  const [indentation, setIndentation] = usePersistentChoice(
    tool.path,
    "indentation",
    stepOptions.indentation.choices,
    stepOptions.indentation.default,
  );
  const options = useMemo<JsonToXmlOptions>(
    () => ({ rootName, itemName, attributePrefix, indentation }),
    [rootName, itemName, attributePrefix, indentation],
  );
  const converter = useConverter({
    tool,
    options,
    convert,
    createWorker,
    outputExtension: "xml",
    mimeType: "application/xml",
    sample: SAMPLE_BOOKSTORE_JSON,
  });

  return (
    <ToolPage tool={tool} actions={converter.actions} shortcuts={converter.shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <TextOption
            label="Root element name"
            value={rootName}
            onChange={setRootName}
            maxLength={stepOptions.rootName.maxLength}
          />
          <TextOption
            label="Array item name"
            value={itemName}
            onChange={setItemName}
            maxLength={stepOptions.itemName.maxLength}
          />
          <TextOption
            label="Attribute prefix"
            value={attributePrefix}
            onChange={setAttributePrefix}
            width="5rem"
            maxLength={stepOptions.attributePrefix.maxLength}
          />
          <SelectOption
            label="Indentation"
            value={indentation}
            options={stepOptions.indentation.choices}
            onChange={setIndentation}
          />
        </OptionsRow>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Keys starting with the attribute prefix become attributes, and <code>#text</code> holds an
          element&apos;s text. An array of objects repeats its element; other arrays hold one item
          element per entry. Numbers stay exactly as written.
        </p>
        <ConverterPanels
          converter={converter}
          accept=".json,application/json,text/plain"
          mimeType="application/xml"
        />
      </div>
    </ToolPage>
  );
}
