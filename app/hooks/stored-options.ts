// A tool's options kept as one stored object (usePersistentState), read back through the tool's
// option fields so only values the fields allow come back (optionsFrom). Each option is also a
// field of the page under its own key, as a chain step declares it (app/tools/<tool>/step.ts):
// "Then…", /chain's "Open step in…" and share links address a step's options by those names.
import { useCallback, useEffect, useMemo, useRef } from "react";
import { type OptionField, fits, optionsFrom } from "~/lib/code/code-tool";
import { usePersistentState } from "./persistent-state";
import { registerField } from "./tool-fields";

/**
 * The tool's options (restored after hydration, saved on change) and a setter of one field.
 * The returned object changes only when an option does, so it can be part of a memoised job.
 */
export function useStoredOptions<O extends object>(
  toolPath: string,
  defaults: O,
  fields: readonly OptionField<O>[],
): [O, (key: string, value: unknown) => void] {
  const [stored, setStored] = usePersistentState<O>(toolPath, "options", defaults, {
    role: "option",
  });
  const options = useMemo(() => optionsFrom(stored, defaults, fields), [stored, defaults, fields]);
  const setOption = useCallback(
    (key: string, value: unknown) =>
      setStored((previous) => optionsFrom({ ...previous, [key]: value }, defaults, fields)),
    [setStored, defaults, fields],
  );
  const current = useRef(options);
  useEffect(() => {
    current.current = options;
  }, [options]);
  useEffect(() => {
    const removals = fields.map((field) =>
      registerField(toolPath, field.key, {
        role: "option",
        initial: defaults[field.key as keyof O],
        read: () => current.current[field.key as keyof O],
        write: (value) => {
          if (fits(field, value)) setOption(field.key, value);
        },
        accepts: (value) => fits(field, value),
        isUsers: () => false,
      }),
    );
    return () => removals.forEach((remove) => remove());
  }, [toolPath, defaults, fields, setOption]);
  return [options, setOption];
}
