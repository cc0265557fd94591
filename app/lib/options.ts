// The value/label lists behind a tool's select options, and the one check that a stored or
// received value is one of them (used to restore persisted options safely).

export interface OptionItem<T extends string> {
  value: T;
  label: string;
}

export function isOptionValue<T extends string>(
  options: readonly OptionItem<T>[],
  value: unknown,
): value is T {
  return options.some((option) => option.value === value);
}
