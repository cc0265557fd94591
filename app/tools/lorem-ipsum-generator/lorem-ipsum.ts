// Lorem Ipsum generator core: placeholder text by paragraphs, sentences, words or bytes, as plain
// text, HTML or Markdown, the same for the same seed. Spec §2 route table "/lorem-ipsum-generator".
import { ToolError } from "~/lib/tool-error";
import { LOREM_OPENING, LOREM_OPENING_SENTENCE, LOREM_WORDS } from "./lorem-words";
import { groupedCount } from "~/lib/number/count-text";

export type LoremUnit = "paragraphs" | "sentences" | "words" | "bytes";
export type LoremFormat = "text" | "html" | "markdown";

export const UNIT_OPTIONS: readonly { value: LoremUnit; label: string }[] = [
  { value: "paragraphs", label: "Paragraphs" },
  { value: "sentences", label: "Sentences" },
  { value: "words", label: "Words" },
  { value: "bytes", label: "Bytes" },
];

export const FORMAT_OPTIONS: readonly { value: LoremFormat; label: string }[] = [
  { value: "text", label: "Plain text" },
  { value: "html", label: "HTML" },
  { value: "markdown", label: "Markdown" },
];

/** The most of each unit one click makes: a few MB of text at most, generated in tens of ms. */
export const MAX_AMOUNT: Readonly<Record<LoremUnit, number>> = {
  paragraphs: 1_000,
  sentences: 10_000,
  words: 100_000,
  bytes: 1_000_000,
};

export interface LoremOptions {
  unit: LoremUnit;
  amount: number;
  format: LoremFormat;
  /** Start with "Lorem ipsum dolor sit amet". */
  startWithLorem: boolean;
  /** HTML and Markdown paragraphs only: a heading before every third paragraph. */
  headings: boolean;
  /** HTML and Markdown paragraphs only: a bulleted list after every third paragraph. */
  lists: boolean;
  /** Any text; the same seed and options always give the same result. */
  seed: string;
}

export const DEFAULT_LOREM_OPTIONS: LoremOptions = {
  unit: "paragraphs",
  amount: 3,
  format: "text",
  startWithLorem: true,
  headings: false,
  lists: false,
  seed: "lorem",
};

export function amountMessage(unit: LoremUnit): string {
  return `The amount must be a whole number from 1 to ${groupedCount(MAX_AMOUNT[unit])} ${unit}.`;
}

/** A typed amount of `unit`: digits only (spaces and thousands separators allowed). */
export function parseAmount(typed: string, unit: LoremUnit): number {
  const digits = typed.replace(/[\s,_]/g, "");
  const amount = /^\d{1,9}$/.test(digits) ? Number(digits) : NaN;
  if (!(amount >= 1 && amount <= MAX_AMOUNT[unit])) throw new ToolError(amountMessage(unit));
  return amount;
}

export function loremFileName(format: LoremFormat): string {
  return { text: "lorem-ipsum.txt", html: "lorem-ipsum.html", markdown: "lorem-ipsum.md" }[format];
}

export function loremMimeType(format: LoremFormat): string {
  return { text: "text/plain", html: "text/html", markdown: "text/markdown" }[format];
}

/** A number from the seed text: FNV-1a over its UTF-16 code units. */
function seedNumber(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0 || 0x9e3779b9;
}

/** Xorshift32: numbers in [0, 1), the same sequence for the same seed on every engine. */
function randomFrom(seed: string): () => number {
  let state = seedNumber(seed);
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Draws words, sentences and blocks from one seeded sequence. */
class LoremWriter {
  private readonly random: () => number;
  /** The opening sentence is still to come. */
  private opening: boolean;

  constructor(options: LoremOptions) {
    this.random = randomFrom(options.seed);
    this.opening = options.startWithLorem;
  }

  private between(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  word(): string {
    return LOREM_WORDS[Math.floor(this.random() * LOREM_WORDS.length)];
  }

  words(count: number): string[] {
    return Array.from({ length: count }, () => this.word());
  }

  /** 6 to 14 words, capitalised, with an occasional comma, ending in a full stop. */
  sentence(): string {
    if (this.opening) {
      this.opening = false;
      return LOREM_OPENING_SENTENCE;
    }
    const words = this.words(this.between(6, 14));
    const withCommas = words.map((word, i) =>
      i >= 2 && i < words.length - 2 && this.random() < 0.12 ? `${word},` : word,
    );
    return `${capitalize(withCommas.join(" "))}.`;
  }

  sentences(count: number): string {
    return Array.from({ length: count }, () => this.sentence()).join(" ");
  }

  paragraph(): string {
    return this.sentences(this.between(4, 8));
  }

  /** Exactly `count` words, the opening first if asked, as one sentence. */
  exactWords(count: number): string {
    const opening = this.opening ? LOREM_OPENING.slice(0, count) : [];
    this.opening = false;
    const words = [...opening, ...this.words(count - opening.length)];
    return `${capitalize(words.join(" "))}.`;
  }

  /** Exactly `count` bytes (the words are ASCII): sentences cut to fit, never ending in a space. */
  exactBytes(count: number): string {
    const parts: string[] = [];
    let length = -1;
    while (length < count) {
      const sentence = this.sentence();
      parts.push(sentence);
      length += sentence.length + 1;
    }
    const text = parts.join(" ").slice(0, count);
    return text.endsWith(" ") ? `${text.slice(0, -1)}.` : text;
  }

  heading(): string {
    return this.words(this.between(2, 5)).map(capitalize).join(" ");
  }

  listItems(): string[] {
    return Array.from({ length: this.between(3, 5) }, () =>
      capitalize(this.words(this.between(2, 6)).join(" ")),
    );
  }
}

type Block =
  | { kind: "paragraph"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "list"; items: string[] };

function blocksOf(options: LoremOptions, writer: LoremWriter): Block[] {
  const { unit, amount } = options;
  if (unit === "sentences") return [{ kind: "paragraph", text: writer.sentences(amount) }];
  if (unit === "words") return [{ kind: "paragraph", text: writer.exactWords(amount) }];
  if (unit === "bytes") return [{ kind: "paragraph", text: writer.exactBytes(amount) }];
  const structured = options.format !== "text";
  const blocks: Block[] = [];
  for (let i = 0; i < amount; i++) {
    if (structured && options.headings && i % 3 === 0) {
      blocks.push({ kind: "heading", text: writer.heading() });
    }
    blocks.push({ kind: "paragraph", text: writer.paragraph() });
    if (structured && options.lists && i % 3 === 1) {
      blocks.push({ kind: "list", items: writer.listItems() });
    }
  }
  return blocks;
}

function html(block: Block): string {
  switch (block.kind) {
    case "paragraph":
      return `<p>${block.text}</p>`;
    case "heading":
      return `<h2>${block.text}</h2>`;
    case "list":
      return `<ul>\n${block.items.map((item) => `  <li>${item}</li>`).join("\n")}\n</ul>`;
  }
}

function markdown(block: Block): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "heading":
      return `## ${block.text}`;
    case "list":
      return block.items.map((item) => `- ${item}`).join("\n");
  }
}

/** The placeholder text for `options`; the same options (seed included) give the same text. */
export function generateLorem(options: LoremOptions): string {
  if (!(Number.isInteger(options.amount) && options.amount >= 1)) {
    throw new ToolError(amountMessage(options.unit));
  }
  if (options.amount > MAX_AMOUNT[options.unit]) throw new ToolError(amountMessage(options.unit));
  const blocks = blocksOf(options, new LoremWriter(options));
  if (options.format === "html") return blocks.map(html).join("\n");
  return blocks.map(markdown).join("\n\n");
}
