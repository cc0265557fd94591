// A tool's options kept as one stored object (usePersistentState), read back through the tool's
// option fields so only values the fields allow come back (optionsFrom).
import { useCallback, useMemo } from "react";
import { type OptionField, optionsFrom } from "~/lib/code/code-tool";
import { usePersistentState } from "./persistent-state";

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
  return [options, setOption];
}
