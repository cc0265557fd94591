// The Password Generator's settings: what to make and how many, then the password rules or the
// passphrase rules, whichever is chosen.
import { groupedCount } from "~/lib/number/count-text";
import { CheckboxOption, OptionsRow, SelectOption, TextOption } from "~/ui/panels/OptionsRow";
import { CHARACTER_KINDS, LOOK_ALIKES, MAX_LENGTH, MIN_LENGTH } from "./password";
import { CAPITALISATIONS, EFF_CREDIT, MAX_WORDS, MIN_WORDS } from "./passphrase";
import {
  GENERATOR_KINDS,
  type GeneratorSettings,
  MAX_COUNT,
  type SetSetting,
} from "./password-generator";

const atLeastOneKey = (kind: (typeof CHARACTER_KINDS)[number]["kind"]) =>
  `${kind}AtLeastOne` as const;

export function GeneratorOptions({
  settings,
  set,
}: {
  settings: GeneratorSettings;
  set: SetSetting;
}) {
  const passphrase = settings.kind === "passphrase";
  return (
    <>
      <OptionsRow>
        <SelectOption
          label="Kind"
          value={settings.kind}
          options={GENERATOR_KINDS}
          onChange={(value) => set("kind", value)}
        />
        <TextOption
          label="How many"
          value={settings.count}
          onChange={(value) => set("count", value)}
          placeholder={`1 to ${groupedCount(MAX_COUNT)}`}
          width="7rem"
        />
        {passphrase ? (
          <TextOption
            label="Words"
            value={settings.words}
            onChange={(value) => set("words", value)}
            placeholder={`${MIN_WORDS} to ${MAX_WORDS}`}
            width="6rem"
          />
        ) : (
          <TextOption
            label="Length"
            value={settings.length}
            onChange={(value) => set("length", value)}
            placeholder={`${MIN_LENGTH} to ${MAX_LENGTH}`}
            width="6rem"
          />
        )}
      </OptionsRow>
      {passphrase ? (
        <OptionsRow>
          <TextOption
            label="Separator"
            value={settings.separator}
            onChange={(value) => set("separator", value)}
            width="6rem"
          />
          <SelectOption
            label="Capitalisation"
            value={settings.capitalisation}
            options={CAPITALISATIONS}
            onChange={(value) => set("capitalisation", value)}
          />
          <CheckboxOption
            label="Add a number"
            checked={settings.addNumber}
            onChange={(value) => set("addNumber", value)}
          />
          <p className="basis-full text-sm text-slate-700 dark:text-slate-300">
            <a
              href="https://www.eff.org/dice"
              className="underline decoration-dotted underline-offset-2"
              rel="noreferrer"
            >
              {EFF_CREDIT}
            </a>
            : 7,776 words, about 12.9 bits each; the list is fetched the first time you make a
            passphrase.
          </p>
        </OptionsRow>
      ) : (
        <OptionsRow>
          {CHARACTER_KINDS.map(({ kind, label, singular }) => (
            <div key={kind} className="flex flex-col">
              <CheckboxOption
                label={label}
                checked={settings[kind]}
                onChange={(value) => set(kind, value)}
              />
              {settings[kind] && (
                <CheckboxOption
                  label={`At least one ${singular}`}
                  checked={settings[atLeastOneKey(kind)]}
                  onChange={(value) => set(atLeastOneKey(kind), value)}
                />
              )}
            </div>
          ))}
          <CheckboxOption
            label={`Exclude look-alikes (${[...LOOK_ALIKES].join(" ")})`}
            checked={settings.excludeLookAlikes}
            onChange={(value) => set("excludeLookAlikes", value)}
          />
          <TextOption
            label="Exclude characters"
            value={settings.exclude}
            onChange={(value) => set("exclude", value)}
            placeholder="e.g. {}[]"
            width="9rem"
          />
        </OptionsRow>
      )}
    </>
  );
}
