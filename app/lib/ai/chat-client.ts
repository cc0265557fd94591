// The only code of the site that talks to a model: one POST to an OpenAI-compatible
// {endpoint}/chat/completions, streamed (SSE) or not, with Cancel, a time limit restarted by each
// piece of text, a bound on what is sent and received, and failures turned into AiError messages.
import {
  AiCancelledError,
  AiError,
  badAnswerError,
  httpError,
  networkError,
  timeoutError,
  tooLongError,
} from "./ai-errors";
import type { AiSettings } from "./ai-settings";
import {
  type AnswerPart,
  type ChatMessage,
  MAX_ANSWER_CHARS,
  MAX_REQUEST_CHARS,
  answerPart,
  buildChatRequest,
  messageChars,
} from "./chat-request";
import { SSE_DONE, SseParser } from "./sse";

export interface ChatOptions {
  settings: AiSettings;
  messages: readonly ChatMessage[];
  /** Ask for a stream (default); a server that answers in one piece is read all the same. */
  stream?: boolean;
  /** Cancel: aborts the request; the promise rejects with AiCancelledError. */
  signal?: AbortSignal;
  /** Called with the whole answer so far each time text arrives. */
  onText?: (answerSoFar: string) => void;
  fetch?: typeof fetch;
  /** Named in the CORS advice; the page's own origin in the browser. */
  pageOrigin?: string;
}

/** A simple GET the server cannot refuse for CORS reasons: its opaque answer proves it is up. */
const PROBE_TIME_LIMIT_MS = 5_000;

async function reachable(fetcher: typeof fetch, url: string): Promise<boolean> {
  try {
    await fetcher(url, {
      mode: "no-cors",
      credentials: "omit",
      referrerPolicy: "no-referrer",
      cache: "no-store",
      signal: AbortSignal.timeout(PROBE_TIME_LIMIT_MS),
    });
    return true;
  } catch {
    return false;
  }
}

/** The answer's text as it arrives (stream) or at once (JSON); calls onText as it grows. */
async function readAnswer(
  response: Response,
  url: string,
  onText: (added: string) => void,
): Promise<void> {
  const type = response.headers.get("content-type") ?? "";
  const apply = (part: AnswerPart) => {
    if ("error" in part) throw badAnswerError(url, `the server said: ${part.error}`);
    if ("malformed" in part) throw badAnswerError(url, "unexpected JSON");
    if (part.text) onText(part.text);
  };
  if (!type.includes("text/event-stream")) {
    const body = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw badAnswerError(url, type ? `a ${type.split(";")[0]} document` : "not JSON");
    }
    apply(answerPart(json));
    return;
  }
  if (!response.body) throw badAnswerError(url, "an empty stream");
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = new SseParser();
  const take = (events: string[]) => {
    for (const data of events) {
      if (data.trim() === SSE_DONE) return true;
      let json: unknown;
      try {
        json = JSON.parse(data);
      } catch {
        throw badAnswerError(url, "a stream event that is not JSON");
      }
      apply(answerPart(json));
    }
    return false;
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      take(parser.end());
      return;
    }
    if (take(parser.push(value))) {
      await reader.cancel().catch(() => {});
      return;
    }
  }
}

/** Sends the messages and resolves with the model's whole answer (never empty). */
export async function chatCompletion(options: ChatOptions): Promise<string> {
  const { settings, messages, signal } = options;
  const fetcher = options.fetch ?? ((...args) => globalThis.fetch(...args));
  const chars = messageChars(messages);
  if (chars > MAX_REQUEST_CHARS) throw tooLongError(chars, MAX_REQUEST_CHARS);
  const { url, init } = buildChatRequest(settings, messages, options.stream ?? true);
  if (signal?.aborted) throw new AiCancelledError();

  const controller = new AbortController();
  const onCancel = () => controller.abort();
  signal?.addEventListener("abort", onCancel);
  const seconds = settings.timeLimitSeconds;
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, seconds * 1000);
  };
  const stopped = () => {
    if (timedOut) return timeoutError(url, seconds);
    if (signal?.aborted) return new AiCancelledError();
    return null;
  };

  let answer = "";
  arm();
  try {
    let response: Response;
    try {
      response = await fetcher(url, { ...init, signal: controller.signal });
    } catch {
      const reason = stopped();
      if (reason) throw reason;
      const origin = options.pageOrigin ?? globalThis.location?.origin ?? "this page";
      throw networkError(url, origin, await reachable(fetcher, url));
    }
    if (!response.ok) {
      const body = await response.text().catch(() => "");
      throw httpError(response.status, body.slice(0, 4000), { url, model: settings.model });
    }
    try {
      await readAnswer(response, url, (added) => {
        arm();
        answer += added;
        if (answer.length > MAX_ANSWER_CHARS) {
          answer = answer.slice(0, MAX_ANSWER_CHARS);
          controller.abort();
        }
        options.onText?.(answer);
      });
    } catch (error) {
      if (error instanceof AiError) throw error;
      const reason = stopped();
      if (reason) throw reason;
      // The answer was cut off at MAX_ANSWER_CHARS: what arrived is the answer.
      if (answer.length < MAX_ANSWER_CHARS)
        throw badAnswerError(url, "the connection broke off mid-answer");
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onCancel);
  }
  if (answer.trim() === "") throw badAnswerError(url, "an empty answer");
  return answer;
}

export const TEST_PROMPT = "Reply with the single word OK.";

/** "Test connection": a fixed one-line question, no user text. */
export function testConnection(
  settings: AiSettings,
  options: Omit<ChatOptions, "settings" | "messages"> = {},
): Promise<string> {
  return chatCompletion({
    ...options,
    settings,
    messages: [{ role: "user", content: TEST_PROMPT }],
  });
}
