// Server-sent events as an OpenAI-compatible server streams a chat completion: `data:` lines, an
// empty line ending each event, `:` comments, and `data: [DONE]` at the end (WHATWG HTML §9.2.6).
// Scanned with indexOf, so a huge chunk without a line break costs one pass, never backtracking.

export const SSE_DONE = "[DONE]";

/** Feeds text as it arrives and returns the data of each event completed by it. */
export class SseParser {
  /** Pieces of a line whose end has not arrived yet (kept apart: no rescanning, no copying). */
  private pending: string[] = [];
  private data: string[] = [];
  /** The last chunk ended in "\r": a "\n" starting the next one belongs to that line break. */
  private skipLineFeed = false;

  push(chunk: string): string[] {
    const text = this.skipLineFeed && chunk.startsWith("\n") ? chunk.slice(1) : chunk;
    this.skipLineFeed = false;
    const events: string[] = [];
    let start = 0;
    for (;;) {
      const end = nextLineBreak(text, start);
      if (end === -1) break;
      this.pending.push(text.slice(start, end));
      this.line(this.pending.join(""), events);
      this.pending = [];
      start = end + 1;
      if (text[end] !== "\r") continue;
      if (end + 1 === text.length) this.skipLineFeed = true;
      else if (text[end + 1] === "\n") start = end + 2;
    }
    if (start < text.length) this.pending.push(text.slice(start));
    return events;
  }

  /** The stream ended: a last event without its closing empty line still counts. */
  end(): string[] {
    const events: string[] = [];
    if (this.pending.length) this.line(this.pending.join(""), events);
    this.pending = [];
    if (this.data.length) events.push(this.data.join("\n"));
    this.data = [];
    return events;
  }

  private line(line: string, events: string[]): void {
    if (line === "") {
      if (this.data.length) events.push(this.data.join("\n"));
      this.data = [];
      return;
    }
    if (line.startsWith(":")) return;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    if (field !== "data") return;
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    this.data.push(value);
  }
}

function nextLineBreak(text: string, from: number): number {
  for (let index = from; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 10 || code === 13) return index;
  }
  return -1;
}
