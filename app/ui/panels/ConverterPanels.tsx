// The input and output of a converter page (see use-converter.ts): the error, the Input (or the
// large file standing in for it) and the Output, shown in part when the result is very long.
import { X } from "lucide-react";
import type { Converter } from "../runtime/use-converter";
import { ErrorPanel } from "./ErrorPanel";
import { InputPanel } from "./InputPanel";
import { OutputPanel } from "./OutputPanel";
import { PanelButton } from "./PanelButton";
import { groupedCount } from "~/lib/number/count-text";

export function ConverterPanels({
  converter,
  accept,
  mimeType,
}: {
  converter: Converter;
  /** File types the Open file dialog offers. */
  accept: string;
  mimeType: string;
}) {
  const { file, result } = converter;
  const partial = result?.blob !== undefined;
  return (
    <>
      <ErrorPanel message={converter.error} />
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-2">
          {file && (
            <div className="flex flex-wrap items-center gap-2 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-800">
              <span className="min-w-0">
                File: <strong className="break-all">{converter.loadedNote}</strong>, converted in
                the background
              </span>
              <span className="ml-auto">
                <PanelButton icon={X} label="Remove file" onClick={converter.clear} />
              </span>
            </div>
          )}
          <InputPanel
            value={converter.text}
            onChange={converter.editText}
            onFileBytes={(chosen) => void converter.chooseFile(chosen)}
            largePasteAsFile
            accept={accept}
            placeholder={file ? "Type here to replace the file" : undefined}
          />
          {!file && converter.loadedNote && (
            <p className="text-xs text-slate-600 dark:text-slate-300">
              Loaded {converter.loadedNote}
            </p>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <OutputPanel
            value={converter.outputText}
            fileName={converter.fileName}
            mimeType={mimeType}
            status={converter.status}
            fullResult={result?.blob}
          />
          {partial && result && (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              Showing the first {groupedCount(converter.outputText.length)} of{" "}
              {groupedCount(result.characters)} characters. Copy and Download take all of it.
            </p>
          )}
        </div>
      </div>
    </>
  );
}
