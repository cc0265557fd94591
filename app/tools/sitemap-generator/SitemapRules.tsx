// The per-URL options of /sitemap-generator: defaults, the rules table (pattern → fields, first
// match wins) and the exclude patterns.
import { useId } from "react";
import { EditableRows } from "~/ui/panels/EditableRows";
import { OptionsRow, SelectOption, TextOption } from "~/ui/panels/OptionsRow";
import { CHANGE_FREQUENCIES, type SitemapRule, type UrlFields } from "./sitemap-options";

const FREQUENCY_CHOICES = [
  { value: "", label: "None" },
  ...CHANGE_FREQUENCIES.map((value) => ({ value, label: value })),
];

export const BLANK_RULE: SitemapRule = { pattern: "", lastmod: "", changefreq: "", priority: "" };
export const RULE_KEYS = ["pattern", "lastmod", "changefreq", "priority"] as const;

const RULE_FIELDS = [
  {
    key: "pattern",
    label: (n: number) => `Rule ${n} pattern`,
    placeholder: "/blog/*",
    className: "min-w-32 flex-1",
  },
  {
    key: "changefreq",
    label: (n: number) => `Rule ${n} change frequency`,
    placeholder: "weekly",
    className: "w-24",
  },
  {
    key: "priority",
    label: (n: number) => `Rule ${n} priority`,
    placeholder: "0.8",
    className: "w-16",
  },
  {
    key: "lastmod",
    label: (n: number) => `Rule ${n} lastmod`,
    placeholder: "2024-05-01",
    className: "w-28",
  },
] as const;

const textAreaClass =
  "w-full rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

export function SitemapRules({
  defaults,
  onDefaults,
  rules,
  onRules,
  exclude,
  onExclude,
}: {
  defaults: UrlFields;
  onDefaults: (fields: UrlFields) => void;
  rules: readonly SitemapRule[];
  onRules: (rules: SitemapRule[]) => void;
  exclude: string;
  onExclude: (text: string) => void;
}) {
  const excludeId = useId();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-3">
        <OptionsRow>
          <SelectOption
            label="Default change frequency"
            value={defaults.changefreq}
            options={FREQUENCY_CHOICES}
            onChange={(changefreq) => onDefaults({ ...defaults, changefreq })}
          />
          <TextOption
            label="Default priority"
            value={defaults.priority}
            onChange={(priority) => onDefaults({ ...defaults, priority })}
            width="5rem"
          />
          <TextOption
            label="Default lastmod"
            value={defaults.lastmod}
            onChange={(lastmod) => onDefaults({ ...defaults, lastmod })}
            width="9rem"
          />
        </OptionsRow>
        <fieldset className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <legend className="px-1 text-sm font-medium">
            Rules (the first matching pattern wins)
          </legend>
          <p className="mb-2 text-xs text-slate-700 dark:text-slate-300">
            A pattern starting with / matches the path and query, anything else the whole URL;{" "}
            <code>*</code> matches any characters. Empty fields come from the defaults; fields
            written after a URL in the list come first.
          </p>
          <EditableRows
            rows={rules}
            onChange={onRules}
            fields={RULE_FIELDS}
            removeLabel={(n) => `Remove rule ${n}`}
            addLabel="Add rule"
            blank={BLANK_RULE}
          />
        </fieldset>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={excludeId} className="text-sm font-medium">
          Exclude patterns (one per line)
        </label>
        <textarea
          id={excludeId}
          value={exclude}
          onChange={(event) => onExclude(event.target.value)}
          rows={4}
          spellCheck={false}
          placeholder={"/admin/*\n*.pdf"}
          className={textAreaClass}
        />
      </div>
    </div>
  );
}
