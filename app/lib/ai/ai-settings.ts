// The user's model settings: an OpenAI-compatible endpoint, a model name, an optional API
// key and a time limit. The key lives in this page's memory only, unless "Remember on this device"
// is ticked; the other fields are stored (they hold nothing secret).
import { endpointAllowedByPolicy } from "./ai-pages";
import { type KeyValueStorage, browserStorage, readJson, writeJson } from "./ai-storage";

export interface AiSettings {
  /** Base URL of the OpenAI-compatible API, e.g. http://localhost:11434/v1. */
  endpoint: string;
  model: string;
  /** Sent as `Authorization: Bearer …` when not empty. */
  apiKey: string;
  /** Store the key in localStorage (otherwise it is forgotten when the page closes). */
  rememberKey: boolean;
  /** Stop waiting after this many seconds without new text. */
  timeLimitSeconds: number;
}

export interface AiPreset {
  id: string;
  label: string;
  endpoint: string;
  model: string;
}

export const AI_PRESETS: readonly AiPreset[] = [
  { id: "ollama", label: "Ollama", endpoint: "http://localhost:11434/v1", model: "llama3.2" },
  { id: "lm-studio", label: "LM Studio", endpoint: "http://localhost:1234/v1", model: "" },
  {
    id: "hosted",
    label: "Hosted (OpenAI-compatible)",
    endpoint: "https://api.openai.com/v1",
    model: "gpt-4o-mini",
  },
];

/** A local model's first answer can take a while (loading it into memory): one minute. */
export const DEFAULT_TIME_LIMIT_SECONDS = 60;
export const MAX_TIME_LIMIT_SECONDS = 600;

export const EMPTY_SETTINGS: AiSettings = {
  endpoint: "",
  model: "",
  apiKey: "",
  rememberKey: false,
  timeLimitSeconds: DEFAULT_TIME_LIMIT_SECONDS,
};

export const SETTINGS_STORAGE_KEY = "ai:settings";

/** What is wrong with an endpoint URL as typed, or null when a request can go to it. */
export function endpointProblem(endpoint: string): string | null {
  if (endpoint.trim() === "") return "Enter the endpoint URL of an OpenAI-compatible API.";
  let url: URL;
  try {
    url = new URL(endpoint.trim());
  } catch {
    return `"${endpoint.trim()}" is not a URL. Example: http://localhost:11434/v1`;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return "The endpoint must start with http:// or https://.";
  if (!endpointAllowedByPolicy(url))
    return "This site can reach a model only over https:// or on this computer (http://localhost or http://127.0.0.1): its security policy blocks plain HTTP to other hosts. Put the model behind HTTPS or use it from this computer.";
  return null;
}

/** The chat-completions URL of an endpoint: `{base}/chat/completions`, whether or not it was typed. */
export function chatCompletionsUrl(endpoint: string): string {
  let base = endpoint.trim();
  while (base.endsWith("/")) base = base.slice(0, -1);
  return base.endsWith("/chat/completions") ? base : `${base}/chat/completions`;
}

/** The origin (scheme, host, port) a request to `endpoint` goes to: what consent is given for. */
export function endpointOrigin(endpoint: string): string {
  return new URL(endpoint.trim()).origin;
}

/** Whether a request can be made: a valid endpoint and a model name. */
export function isConfigured(settings: AiSettings): boolean {
  return endpointProblem(settings.endpoint) === null && settings.model.trim() !== "";
}

function clampTimeLimit(value: unknown): number {
  const seconds = typeof value === "number" && Number.isFinite(value) ? Math.round(value) : NaN;
  if (Number.isNaN(seconds)) return DEFAULT_TIME_LIMIT_SECONDS;
  return Math.min(MAX_TIME_LIMIT_SECONDS, Math.max(1, seconds));
}

/** Settings read back from storage: anything malformed falls back to the empty settings. */
export function settingsFromStored(stored: unknown): AiSettings {
  if (typeof stored !== "object" || stored === null) return { ...EMPTY_SETTINGS };
  const value = stored as Record<string, unknown>;
  const text = (key: string) => (typeof value[key] === "string" ? (value[key] as string) : "");
  const rememberKey = value.rememberKey === true;
  return {
    endpoint: text("endpoint"),
    model: text("model"),
    apiKey: rememberKey ? text("apiKey") : "",
    rememberKey,
    timeLimitSeconds: clampTimeLimit(value.timeLimitSeconds),
  };
}

/** What is written to storage: the key only when the user asked for it. */
export function settingsToStore(settings: AiSettings): Record<string, unknown> {
  const { apiKey, ...rest } = settings;
  return settings.rememberKey ? { ...rest, apiKey } : rest;
}

/** The settings of this page: one value in memory, mirrored to storage without the key by default. */
export class AiSettingsStore {
  private current: AiSettings;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly storage: KeyValueStorage | null) {
    this.current = settingsFromStored(readJson(storage, SETTINGS_STORAGE_KEY));
  }

  get = (): AiSettings => this.current;

  set(next: AiSettings): void {
    this.current = { ...next, timeLimitSeconds: clampTimeLimit(next.timeLimitSeconds) };
    writeJson(this.storage, SETTINGS_STORAGE_KEY, settingsToStore(this.current));
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

let pageSettings: AiSettingsStore | null = null;

/** The page's settings store (created on first use, in the browser). */
export function aiSettings(): AiSettingsStore {
  pageSettings ??= new AiSettingsStore(browserStorage());
  return pageSettings;
}
