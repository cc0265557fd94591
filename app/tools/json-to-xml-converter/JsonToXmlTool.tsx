// The JSON to XML Converter page: options of spec §3, the bookstore sample one click away; small
// input converts as you type, a large text or file in a cancellable worker (use-converter.ts).
import { useMemo } from "react";
import type { ToolEntry } from "~/catalogue";
import { SAMPLE_BOOKSTORE_JSON } from "~/lib/converter-samples";
import { DEFAULT_INDENTATION_CHOICE, INDENTATION_CHOICES } from "~/lib/code/indentation";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { ConverterPanels } from "~/ui/panels/ConverterPanels";
import { OptionsRow, SelectOption, TextOption } from "~/ui/panels/OptionsRow";
import { ToolPage } from "~/ui/page/ToolPage";
import { useConverter } from "~/ui/runtime/use-converter";
import { DEFAULT_JSON_TO_XML_OPTIONS, type JsonToXmlOptions, jsonToXml } from "./json-to-xml";

function createWorker() {
  return new Worker(new URL("./json-to-xml.worker.ts", import.meta.url), { type: "module" });
}

const convert = (text: string, options: JsonToXmlOptions) => jsonToXml(text, options);

export function JsonToXmlTool({ tool }: { tool: ToolEntry }) {
  const defaults = DEFAULT_JSON_TO_XML_OPTIONS;
  const [rootName, setRootName] = usePersistentState(tool.path, "rootName", defaults.rootName, {
    role: "option",
  });
  const [itemName, setItemName] = usePersistentState(tool.path, "itemName", defaults.itemName, {
    role: "option",
  });
  const [attributePrefix, setAttributePrefix] = usePersistentState(
    tool.path,
    "attributePrefix",
    defaults.attributePrefix,
  );
  const [indentation, setIndentation] = usePersistentChoice(
    tool.path,
    "indentation",
    INDENTATION_CHOICES,
    DEFAULT_INDENTATION_CHOICE,
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
          <TextOption label="Root element name" value={rootName} onChange={setRootName} />
          <TextOption label="Array item name" value={itemName} onChange={setItemName} />
          <TextOption
            label="Attribute prefix"
            value={attributePrefix}
            onChange={setAttributePrefix}
            width="5rem"
          />
          <SelectOption
            label="Indentation"
            value={indentation}
            options={INDENTATION_CHOICES}
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
