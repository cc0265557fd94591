// How a YAML 1.1 reader (PyYAML's resolver, also ruamel's safe loader) types a plain scalar: these
// are PyYAML's implicit resolvers, written out independently of the converter's own list, so the
// converter's tests can ask "would Python read this plain word back as the same string?".

const RESOLVERS: readonly { tag: string; pattern: RegExp }[] = [
  {
    tag: "bool",
    pattern: /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/,
  },
  {
    tag: "float",
    pattern:
      /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?\.[0-9_]+(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/,
  },
  {
    tag: "int",
    pattern:
      /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/,
  },
  { tag: "merge", pattern: /^(?:<<)$/ },
  { tag: "null", pattern: /^(?:~|null|Null|NULL|)$/ },
  {
    tag: "timestamp",
    pattern:
      /^(?:[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?)$/,
  },
  { tag: "value", pattern: /^(?:=)$/ },
  { tag: "yaml", pattern: /^(?:!|&|\*)$/ },
];

/** The YAML 1.1 type a plain scalar `text` resolves to, or "str" when it stays a string. */
export function yaml11PlainType(text: string): string {
  return RESOLVERS.find(({ pattern }) => pattern.test(text))?.tag ?? "str";
}
