// The options of /csv-tools: those both modes share (delimiter, quote, encoding, BOM, line endings)
// and each mode's own (how to split and name the parts; how to align headers when merging).
import { TEXT_ENCODINGS } from "~/lib/text/text-encodings";
import { CheckboxOption, OptionsRow, SelectOption, TextOption } from "~/ui/panels/OptionsRow";
import {
  BOM_SETTINGS,
  type CommonSettings,
  DELIMITER_SETTINGS,
  HEADER_MODES,
  LINE_ENDING_SETTINGS,
  type MergeSettings,
  QUOTE_SETTINGS,
  SPLIT_MODES,
  type SplitSettings,
  withSplitMode,
} from "./tool-options";

/** UTF-16 is left out: the record scanner reads bytes in which ASCII characters are single bytes. */
const ENCODINGS = TEXT_ENCODINGS.filter((e) => !e.name.startsWith("UTF-16")).map((e) => ({
  value: e.name,
  label: e.label,
}));

type Setter<T> = (next: T) => void;

/** A setter of one field of a settings object, for an option's onChange. */
function fieldSetter<T extends object>(value: T, onChange: Setter<T>) {
  return <K extends keyof T>(key: K) =>
    (v: T[K]) =>
      onChange({ ...value, [key]: v });
}

export function CommonOptions({
  value,
  onChange,
}: {
  value: CommonSettings;
  onChange: Setter<CommonSettings>;
}) {
  const set = fieldSetter(value, onChange);
  return (
    <OptionsRow>
      <SelectOption
        label="Delimiter"
        value={value.delimiter}
        options={DELIMITER_SETTINGS}
        onChange={set("delimiter")}
      />
      <SelectOption
        label="Quote character"
        value={value.quote}
        options={QUOTE_SETTINGS}
        onChange={set("quote")}
      />
      <SelectOption
        label="Encoding"
        value={value.encoding}
        options={ENCODINGS}
        onChange={set("encoding")}
        width="14rem"
      />
      <SelectOption
        label="Byte order mark"
        value={value.bom}
        options={BOM_SETTINGS}
        onChange={set("bom")}
      />
      <SelectOption
        label="Line endings"
        value={value.lineEnding}
        options={LINE_ENDING_SETTINGS}
        onChange={set("lineEnding")}
      />
    </OptionsRow>
  );
}

const COUNT_LABELS = {
  rows: "Rows per file",
  files: "Number of files",
  size: "Largest file size",
} as const;

export function SplitOptionsRow({
  value,
  onChange,
}: {
  value: SplitSettings;
  onChange: Setter<SplitSettings>;
}) {
  const set = fieldSetter(value, onChange);
  return (
    <OptionsRow>
      <SelectOption
        label="Split by"
        value={value.mode}
        options={SPLIT_MODES}
        onChange={(mode) => onChange(withSplitMode(value, mode))}
      />
      <TextOption
        label={COUNT_LABELS[value.mode]}
        value={value.count}
        onChange={set("count")}
        width="8rem"
      />
      {value.mode === "size" && (
        <SelectOption
          label="Size unit"
          value={value.sizeUnit}
          options={[
            { value: "KB", label: "KB" },
            { value: "MB", label: "MB" },
          ]}
          onChange={set("sizeUnit")}
        />
      )}
      <TextOption
        label="File names"
        value={value.pattern}
        onChange={set("pattern")}
        width="12rem"
      />
      <CheckboxOption
        label="Header row in every file"
        checked={value.header}
        onChange={set("header")}
      />
    </OptionsRow>
  );
}

export function MergeOptionsRow({
  value,
  onChange,
}: {
  value: MergeSettings;
  onChange: Setter<MergeSettings>;
}) {
  const set = fieldSetter(value, onChange);
  return (
    <OptionsRow>
      <SelectOption
        label="Headers"
        value={value.headerMode}
        options={HEADER_MODES}
        onChange={set("headerMode")}
      />
      <CheckboxOption
        label="Add a source_file column"
        checked={value.sourceColumn}
        onChange={set("sourceColumn")}
      />
      <CheckboxOption
        label="Remove duplicate rows"
        checked={value.dedupe}
        onChange={set("dedupe")}
      />
      {value.dedupe && (
        <p className="w-full text-sm text-slate-700 dark:text-slate-300">
          Removing duplicates keeps every distinct row in memory: about the size of the distinct
          rows (a 1 GB file of distinct rows needs about 2 GB), so use it on files of up to a few
          hundred MB.
        </p>
      )}
    </OptionsRow>
  );
}
