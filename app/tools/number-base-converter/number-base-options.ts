// The Number Base Converter's options (what the input is, the base it is read in, the base it is
// written in): listed apart from the converter, so the page's options and the chain step's
// declaration (step.ts) read them without loading it.
import type { OptionItem } from "~/lib/options";
import { MAX_BASE, MIN_BASE } from "./number-base";

export type InputKind = "number" | "text" | "bytes";

export const INPUT_KINDS: readonly OptionItem<InputKind>[] = [
  { value: "number", label: "A number" },
  { value: "text", label: "Text (UTF-8)" },
  { value: "bytes", label: "Bytes" },
];

/** "binary", "octal", "decimal", "hex", else "base N": in the bases' labels and the messages. */
export const baseName = (base: number) =>
  ({ 2: "binary", 8: "octal", 10: "decimal", 16: "hex" })[base] ?? `base ${base}`;

/** Bases 2 to 36, with the four common ones named. */
export const BASES: readonly OptionItem<string>[] = Array.from(
  { length: MAX_BASE - MIN_BASE + 1 },
  (_, i) => ({ value: String(i + MIN_BASE), label: `${i + MIN_BASE} (${baseName(i + MIN_BASE)})` }),
);
export const FROM_BASES: readonly OptionItem<string>[] = [
  { value: "auto", label: "Auto (0x, 0b, 0o or decimal)" },
  ...BASES,
];
