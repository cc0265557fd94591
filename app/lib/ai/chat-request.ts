// The request an OpenAI-compatible chat-completions endpoint receives, the bound on the text sent,
// and how an answer is read: the streamed delta or the whole message, and a list answer as lines.
import type { AiSettings } from "./ai-settings";
import { chatCompletionsUrl } from "./ai-settings";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/**
 * No request carries more than this many characters of messages (about 10,000 tokens): each
 * feature caps the user's text below it and says so on the page.
 */
export const MAX_REQUEST_CHARS = 40_000;
/** An answer longer than this is cut off: no model answer to these features needs more. */
export const MAX_ANSWER_CHARS = 200_000;

export interface CappedText {
  text: string;
  /** Characters of the original text. */
  total: number;
  cut: boolean;
}

/** The first `limit` characters of `text`, without splitting a surrogate pair. */
export function capText(text: string, limit: number): CappedText {
  if (text.length <= limit) return { text, total: text.length, cut: false };
  let end = limit;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return { text: text.slice(0, end), total: text.length, cut: true };
}

/** Characters the messages put on the wire (what MAX_REQUEST_CHARS bounds). */
export function messageChars(messages: readonly ChatMessage[]): number {
  return messages.reduce((sum, message) => sum + message.content.length, 0);
}

export function buildChatRequest(
  settings: AiSettings,
  messages: readonly ChatMessage[],
  stream: boolean,
): { url: string; init: RequestInit } {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Accept: stream ? "text/event-stream" : "application/json",
  };
  const key = settings.apiKey.trim();
  if (key) headers.Authorization = `Bearer ${key}`;
  return {
    url: chatCompletionsUrl(settings.endpoint),
    init: {
      method: "POST",
      headers,
      body: JSON.stringify({ model: settings.model.trim(), messages, stream, temperature: 0.2 }),
      // Nothing but the request itself: no cookies, no referrer naming the page.
      credentials: "omit",
      referrerPolicy: "no-referrer",
      cache: "no-store",
      mode: "cors",
    },
  };
}

/** What one parsed answer (a streamed chunk or a whole completion) says. */
export type AnswerPart = { text: string } | { error: string } | { malformed: true };

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
}

/** Reads `choices[0].delta.content` (a stream chunk) or `choices[0].message.content`. */
export function answerPart(json: unknown): AnswerPart {
  const body = record(json);
  const error = record(body?.error);
  if (error) return { error: typeof error.message === "string" ? error.message : "error" };
  if (typeof body?.error === "string") return { error: body.error };
  if (!Array.isArray(body?.choices)) return { malformed: true };
  const choice = record(body.choices[0]);
  if (!choice) return { text: "" };
  const content = record(choice.delta)?.content ?? record(choice.message)?.content;
  if (content === undefined || content === null) return { text: "" };
  return typeof content === "string" ? { text: content } : { malformed: true };
}

/** An answer without the reasoning some models write first (`<think>…</think>`). */
export function withoutThinking(answer: string): string {
  let text = answer;
  for (;;) {
    const open = text.indexOf("<think>");
    if (open === -1) return text;
    const close = text.indexOf("</think>", open);
    if (close === -1) return text.slice(0, open);
    text = text.slice(0, open) + text.slice(close + "</think>".length);
  }
}

const BULLET = /^(?:[-*•+]|\d{1,3}[.)])\s+/;
const QUOTES = new Set(['"', "'", "`", "“", "”", "‘", "’"]);

function unquoted(line: string): string {
  let text = line;
  while (text.length > 1 && QUOTES.has(text[0]) && QUOTES.has(text[text.length - 1]))
    text = text.slice(1, -1).trim();
  return text;
}

/**
 * A list answer as its items: one per line, without code fences, bullets, numbering or quotes, and
 * without a lead-in ending in a colon ("Here are some slugs:"). Models answer "1. `best-paris-tips`"
 * as often as "best-paris-tips".
 */
export function answerLines(answer: string): string[] {
  return withoutThinking(answer)
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("```") && !line.endsWith(":"))
    .map((line) => unquoted(line.replace(BULLET, "").trim()))
    .filter((line) => line !== "");
}
