// The text of a matched value as JSON.stringify(value, null, 2) writes it, cut after a number of
// characters without writing the rest: under `$..*` each match's text repeats its descendants, and
// a deeply nested value's indentation grows with the square of its depth (1,000 nested arrays
// stringify to a million characters), so full texts of 10,000 matches could fill the memory.

export interface JsonPreview {
  /** The first `limit` characters of JSON.stringify(value, null, 2); all of it when shorter. */
  text: string;
  /** True when the text was cut. */
  cut: boolean;
}

class BoundedText {
  text = "";
  cut = false;

  constructor(private readonly limit: number) {}

  get room(): number {
    return this.limit - this.text.length;
  }

  add(piece: string): void {
    if (piece.length > this.room) {
      this.text += piece.slice(0, this.room);
      this.cut = true;
    } else {
      this.text += piece;
    }
  }
}

function writeValue(value: unknown, indent: string, out: BoundedText): void {
  if (typeof value === "string") {
    // A string is quoted from no more than fits: its escapes only lengthen it, and a surrogate pair
    // split by the slice is escaped past the cut, so the kept part is the full text's beginning.
    out.add(JSON.stringify(value.length > out.room ? value.slice(0, out.room) : value));
  } else if (Array.isArray(value)) {
    writeItems(value.length, indent, out, "[", "]", (i, inner) => writeValue(value[i], inner, out));
  } else if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    writeItems(keys.length, indent, out, "{", "}", (i, inner) => {
      out.add(`${JSON.stringify(keys[i])}: `);
      writeValue(record[keys[i]], inner, out);
    });
  } else {
    out.add(JSON.stringify(value));
  }
}

function writeItems(
  count: number,
  indent: string,
  out: BoundedText,
  open: string,
  close: string,
  writeItem: (index: number, inner: string) => void,
): void {
  if (count === 0) {
    out.add(open + close);
    return;
  }
  const inner = `${indent}  `;
  out.add(open);
  for (let i = 0; i < count && !out.cut; i++) {
    out.add(`${i === 0 ? "" : ","}\n${inner}`);
    writeItem(i, inner);
  }
  out.add(`\n${indent}${close}`);
}

/** JSON.stringify(value, null, 2) for a value JSON.parse made, stopped after `limit` characters. */
export function previewJson(value: unknown, limit: number): JsonPreview {
  const out = new BoundedText(limit);
  writeValue(value, "", out);
  return { text: out.text, cut: out.cut };
}
