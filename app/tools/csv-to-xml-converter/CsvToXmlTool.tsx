// The CSV to XML Converter page: options of spec §3, rows as elements or attributes, or a row
// template with {{Column}} placeholders and ready templates; the CSV sample is one click away.
import { LayoutTemplate } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { SAMPLE_PRODUCTS_CSV } from "~/lib/converter-samples";
import { firstCsvRecord } from "~/lib/csv/csv-records";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { CodeEditor } from "~/ui/editor/CodeEditor";
import { ConverterPanels } from "~/ui/panels/ConverterPanels";
import { DelimiterOption, useDelimiterOption } from "~/ui/panels/DelimiterOption";
import { CheckboxOption, OptionsRow, SelectOption, TextOption } from "~/ui/panels/OptionsRow";
import { PanelButton } from "~/ui/panels/PanelButton";
import { ToolPage } from "~/ui/page/ToolPage";
import { useConverter } from "~/ui/runtime/use-converter";
import {
  type CsvToXmlMode,
  type CsvToXmlOptions,
  TEMPLATE_STARTERS,
  type TemplateStarterId,
  csvToXmlColumns,
  templateStarter,
} from "./csv-to-xml-core";
import { stepOptions } from "./step";

/** Enough of a large file to hold its header row. */
const HEADER_PROBE_BYTES = 64 * 1024;

function createWorker() {
  return new Worker(new URL("./csv-to-xml.worker.ts", import.meta.url), { type: "module" });
}

const convert = (text: string, options: CsvToXmlOptions) => csvToXmlColumns(text, options);
// A template's well-formedness check needs the XML scanner (3 KiB gz), which only the worker loads.
const inWorker = (options: CsvToXmlOptions) => options.template !== null;

export function CsvToXmlTool({ tool }: { tool: ToolEntry }) {
  const delimiterOption = useDelimiterOption(tool.path);
  const { delimiter } = delimiterOption;
  const [rootName, setRootName] = usePersistentState(
    tool.path,
    "rootName",
    stepOptions.rootName.default,
    { role: "option" },
  );
  const [rowName, setRowName] = usePersistentState(
    tool.path,
    "rowName",
    stepOptions.rowName.default,
    { role: "option" },
  );
  const [indentation, setIndentation] = usePersistentChoice(
    tool.path,
    "indentation",
    stepOptions.indentation.choices,
    stepOptions.indentation.default,
  );
  const [useAttributes, setUseAttributes] = usePersistentState(
    tool.path,
    "useAttributes",
    stepOptions.useAttributes.default,
  );
  const [mode, setMode] = usePersistentChoice<CsvToXmlMode>(
    tool.path,
    "mode",
    stepOptions.mode.choices,
    stepOptions.mode.default,
  );
  const [template, setTemplate] = usePersistentState(
    tool.path,
    "template",
    stepOptions.template.default,
  );

  const options = useMemo<CsvToXmlOptions>(
    () => ({
      delimiter,
      rootName,
      rowName,
      indentation,
      useAttributes,
      template: mode === "template" ? template : null,
    }),
    [delimiter, rootName, rowName, indentation, useAttributes, mode, template],
  );
  const converter = useConverter({
    tool,
    options,
    convert,
    inWorker,
    createWorker,
    outputExtension: "xml",
    mimeType: "application/xml",
    sample: SAMPLE_PRODUCTS_CSV,
  });

  // The header the ready templates are built from: read from the text, or from a large file's start.
  const { file, text } = converter;
  const textHeader = useMemo(
    () => (file ? null : firstCsvRecord(text, delimiter)),
    [file, text, delimiter],
  );
  const [fileHeader, setFileHeader] = useState<{ file: File; header: string[] | null } | null>(
    null,
  );
  useEffect(() => {
    if (!file) return;
    let current = true;
    void file
      .slice(0, HEADER_PROBE_BYTES)
      .text()
      .then((start) => {
        if (current) setFileHeader({ file, header: firstCsvRecord(start, delimiter) });
      });
    return () => {
      current = false;
    };
  }, [file, delimiter]);
  const header = file ? (fileHeader?.file === file ? fileHeader.header : null) : textHeader;

  function applyStarter(id: TemplateStarterId) {
    if (header) setTemplate(templateStarter(id, header, rowName || stepOptions.rowName.default));
  }

  function changeMode(next: CsvToXmlMode) {
    setMode(next);
    // An empty template would only show an error: start from the simplest ready one.
    if (next === "template" && template.trim() === "" && header) {
      setTemplate(templateStarter("elements", header, rowName || stepOptions.rowName.default));
    }
  }

  return (
    <ToolPage tool={tool} actions={converter.actions} shortcuts={converter.shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <DelimiterOption state={delimiterOption} />
          <TextOption
            label="Root element name"
            value={rootName}
            onChange={setRootName}
            maxLength={stepOptions.rootName.maxLength}
          />
          <SelectOption
            label="Mode"
            value={mode}
            options={stepOptions.mode.choices}
            onChange={changeMode}
          />
          {mode === "columns" && (
            <TextOption
              label="Row element name"
              value={rowName}
              onChange={setRowName}
              maxLength={stepOptions.rowName.maxLength}
            />
          )}
          <SelectOption
            label="Indentation"
            value={indentation}
            options={stepOptions.indentation.choices}
            onChange={setIndentation}
          />
          {mode === "columns" && (
            <CheckboxOption
              label="Use attributes for columns"
              checked={useAttributes}
              onChange={setUseAttributes}
            />
          )}
        </OptionsRow>
        {mode === "template" && (
          <section aria-label="Template panel" className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">Template</span>
              <span className="text-sm text-slate-700 dark:text-slate-300">
                The XML of one row; <code>{"{{Column}}"}</code> takes the row&apos;s value, escaped.
              </span>
            </div>
            <CodeEditor
              value={template}
              onChange={setTemplate}
              label="Template"
              height="8rem"
              placeholder={'<row id="{{ID}}">{{Name}}</row>'}
            />
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span>Start from a ready template:</span>
              {TEMPLATE_STARTERS.map((starter) => (
                <PanelButton
                  key={starter.id}
                  icon={LayoutTemplate}
                  label={starter.label}
                  disabled={!header}
                  onClick={() => applyStarter(starter.id)}
                />
              ))}
              {!header && (
                <span className="text-slate-700 dark:text-slate-300">
                  (enter CSV first: they are built from its header)
                </span>
              )}
            </div>
          </section>
        )}
        <ConverterPanels
          converter={converter}
          accept=".csv,.tsv,.txt,text/csv,text/plain"
          mimeType="application/xml"
        />
      </div>
    </ToolPage>
  );
}
