// Every way a request to a model can fail (CORS, 401, unreachable…), as a message that says
// exactly what happened and what to do: the provider is the user's own, so only they can fix it.
import { ToolError } from "~/lib/tool-error";
import { groupedCount } from "~/lib/number/count-text";

export type AiErrorKind =
  | "unreachable"
  | "cors"
  | "auth"
  | "not-found"
  | "rate-limit"
  | "server"
  | "rejected"
  | "timeout"
  | "bad-answer"
  | "too-long";

export class AiError extends ToolError {
  constructor(
    readonly kind: AiErrorKind,
    readonly problem: string,
    readonly advice: string,
  ) {
    super(`${problem}\nWhat to do: ${advice}`);
    this.name = "AiError";
  }
}

/** The user pressed Cancel (or started another request): not a failure, nothing to show. */
export class AiCancelledError extends Error {
  constructor() {
    super("Cancelled");
    this.name = "AiCancelledError";
  }
}

/** The host a message names: what the user typed, e.g. localhost:11434 or api.openai.com. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The error message a server put in its body (OpenAI's `{"error":{"message"}}`), shortened. */
export function serverDetail(body: string): string {
  let detail = body.trim();
  try {
    const json = JSON.parse(detail) as {
      error?: { message?: unknown } | string;
      message?: unknown;
    };
    const message =
      typeof json.error === "string"
        ? json.error
        : typeof json.error?.message === "string"
          ? json.error.message
          : typeof json.message === "string"
            ? json.message
            : null;
    if (message) detail = message;
  } catch {
    // Not JSON (an HTML error page, plain text): shown as it is, shortened.
  }
  detail = detail.replace(/\s+/g, " ");
  return detail.length > 200 ? `${detail.slice(0, 200)}…` : detail;
}

export function httpError(
  status: number,
  body: string,
  context: { url: string; model: string },
): AiError {
  const host = hostOf(context.url);
  const detail = serverDetail(body);
  const said = detail ? `: ${detail}` : ".";
  if (status === 401 || status === 403)
    return new AiError(
      "auth",
      `${host} refused the request (HTTP ${status}, not authorized)${said}`,
      "check the API key in AI settings. A hosted service needs a valid key with access to this model; a model on your own computer usually needs none.",
    );
  if (status === 404)
    return new AiError(
      "not-found",
      `${host} has no such endpoint or model (HTTP 404)${said}`,
      `check that the endpoint URL is the API base (it usually ends in /v1; the page calls {endpoint}/chat/completions) and that the model "${context.model}" exists (Ollama: run "ollama list"; LM Studio: load the model first).`,
    );
  if (status === 429)
    return new AiError(
      "rate-limit",
      `${host} is receiving too many requests (HTTP 429)${said}`,
      "wait a minute and try again, or check the limits and credit of your account.",
    );
  if (status >= 500)
    return new AiError(
      "server",
      `${host} failed while answering (HTTP ${status})${said}`,
      "the model server had an error: look at its log (is the model loaded, is there enough memory?) and try again.",
    );
  return new AiError(
    "rejected",
    `${host} rejected the request (HTTP ${status})${said}`,
    "check the model name in AI settings; the text may also be too long for the model's context.",
  );
}

/**
 * A request that failed before any answer: fetch tells a blocked answer (CORS) and a host that
 * never answered apart only by a second, opaque request (`reachable`).
 */
export function networkError(url: string, pageOrigin: string, reachable: boolean): AiError {
  const host = hostOf(url);
  if (reachable)
    return new AiError(
      "cors",
      `${host} answered, but the browser blocked its answer (CORS): the server does not allow requests from ${pageOrigin}.`,
      `allow this site's origin on the server. Ollama: set OLLAMA_ORIGINS=${pageOrigin} (or "*") in Ollama's environment and restart it. LM Studio: Developer tab → server settings → turn on "Enable CORS". Other servers: answer with Access-Control-Allow-Origin for ${pageOrigin} and allow the Authorization and Content-Type headers.`,
    );
  return new AiError(
    "unreachable",
    `Could not reach ${host}: nothing answered.`,
    'check that the model server is running (Ollama: "ollama serve"; LM Studio: start the server in the Developer tab) and that the endpoint URL and port are right. For a hosted service, check your internet connection.',
  );
}

export function timeoutError(url: string, seconds: number): AiError {
  return new AiError(
    "timeout",
    `No answer from ${hostOf(url)} within ${seconds} s: stopped waiting.`,
    "try again (a local model may still have been loading), send a shorter text, use a smaller model, or raise the time limit in AI settings.",
  );
}

export function badAnswerError(url: string, what: string): AiError {
  return new AiError(
    "bad-answer",
    `${hostOf(url)} answered, but not with a chat completion (${what}).`,
    "check that the endpoint URL is the base of an OpenAI-compatible API (e.g. http://localhost:11434/v1) and try again.",
  );
}

export function tooLongError(chars: number, limit: number): AiError {
  return new AiError(
    "too-long",
    `This request would send ${groupedCount(chars)} characters; the limit is ${groupedCount(limit)}.`,
    "use a shorter text.",
  );
}
