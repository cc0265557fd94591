// The CSV tools' Delimiter choice: Comma (default), Tab, Semicolon, Pipe, or Custom with a field
// for the character; both kept across reloads. useDelimiterOption gives the state and the character.
import {
  DEFAULT_DELIMITER_CHOICE,
  DELIMITER_CHOICES,
  type DelimiterChoice,
  delimiterOf,
} from "~/lib/csv/csv-delimiter";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { SelectOption, TextOption } from "./OptionsRow";

export function useDelimiterOption(toolPath: string) {
  const [choice, setChoice] = usePersistentChoice<DelimiterChoice>(
    toolPath,
    "delimiter",
    DELIMITER_CHOICES,
    DEFAULT_DELIMITER_CHOICE,
  );
  const [custom, setCustom] = usePersistentState(toolPath, "customDelimiter", "", {
    role: "option",
  });
  return { choice, setChoice, custom, setCustom, delimiter: delimiterOf(choice, custom) };
}

export function DelimiterOption({ state }: { state: ReturnType<typeof useDelimiterOption> }) {
  return (
    <>
      <SelectOption
        label="Delimiter"
        value={state.choice}
        options={DELIMITER_CHOICES}
        onChange={state.setChoice}
      />
      {state.choice === "custom" && (
        <TextOption
          label="Custom delimiter"
          value={state.custom}
          onChange={state.setCustom}
          width="5rem"
        />
      )}
    </>
  );
}
