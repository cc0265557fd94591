// "AI settings": the user's own OpenAI-compatible model. Endpoint, model, optional key
// (kept in memory unless "Remember on this device"), time limit, presets, "Test connection" with the
// model's answer or the exact error and what to do, and the hosts allowed to receive text.
import { useEffect, useRef, useState } from "react";
import { AiCancelledError } from "~/lib/ai/ai-errors";
import { aiConsent } from "~/lib/ai/ai-consent";
import { pageCanReachModels } from "~/lib/ai/ai-pages";
import {
  AI_PRESETS,
  type AiSettings,
  aiSettings,
  chatCompletionsUrl,
  endpointOrigin,
  endpointProblem,
} from "~/lib/ai/ai-settings";
import { TEST_PROMPT, testConnection } from "~/lib/ai/chat-client";
import { errorMessage } from "~/lib/tool-error";
import { DialogClose, DialogFrame } from "../page/DialogFrame";
import { TextOption } from "../panels/OptionsRow";
import { ConsentPrompt } from "./ConsentPrompt";
import { AI_BUTTON, AI_NOTE, AI_PRIMARY_BUTTON } from "./ai-styles";
import { useConsentedOrigins } from "./use-ai-store";

export const AI_SETTINGS_TITLE = "AI settings";

export interface AiSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Why the dialog opened, e.g. "Choose a model to use Suggest slugs." */
  note?: string;
}

type TestState =
  | { state: "idle" }
  | { state: "consent" }
  | { state: "running"; text: string }
  | { state: "answered"; text: string }
  | { state: "failed"; message: string };

function TestConnection({ draft }: { draft: AiSettings }) {
  const [test, setTest] = useState<TestState>({ state: "idle" });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const problem =
    endpointProblem(draft.endpoint) ?? (draft.model.trim() ? null : "Enter a model name.");

  async function run() {
    const abort = new AbortController();
    controller.current = abort;
    setTest({ state: "running", text: "" });
    try {
      const answer = await testConnection(draft, {
        signal: abort.signal,
        onText: (text) => setTest({ state: "running", text }),
      });
      setTest({ state: "answered", text: answer });
    } catch (error) {
      if (error instanceof AiCancelledError) setTest({ state: "idle" });
      else setTest({ state: "failed", message: errorMessage(error) });
    }
  }

  function start() {
    if (problem) return setTest({ state: "failed", message: problem });
    if (aiConsent().has(endpointOrigin(draft.endpoint))) void run();
    else setTest({ state: "consent" });
  }

  if (typeof window !== "undefined" && !pageCanReachModels(window.location.pathname))
    return (
      <p className={AI_NOTE}>
        Test connection works on the pages with AI features (HTML to Markdown, AI Slugifier, Sitemap
        Generator): this page’s security policy lets it reach only this site.
      </p>
    );

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={AI_BUTTON}
          onClick={start}
          disabled={test.state === "running"}
        >
          Test connection
        </button>
        {test.state === "running" && (
          <button type="button" className={AI_BUTTON} onClick={() => controller.current?.abort()}>
            Cancel test
          </button>
        )}
      </div>
      {test.state === "consent" && (
        <ConsentPrompt
          request={{
            origin: endpointOrigin(draft.endpoint),
            url: chatCompletionsUrl(draft.endpoint),
            model: draft.model.trim(),
            what: `the test message “${TEST_PROMPT}” (nothing from the tools)`,
          }}
          onAllow={() => {
            aiConsent().grant(endpointOrigin(draft.endpoint));
            void run();
          }}
          onDecline={() => setTest({ state: "idle" })}
        />
      )}
      <div role="status" className="text-sm">
        {test.state === "running" && `Waiting for the model… ${test.text}`}
        {test.state === "answered" && (
          <span className="text-emerald-800 dark:text-emerald-300">
            Connected. The model answered: {test.text.trim().slice(0, 300)}
          </span>
        )}
      </div>
      {test.state === "failed" && (
        <p
          role="alert"
          className="rounded-md border border-red-600 bg-red-50 p-2 text-sm whitespace-pre-wrap text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
        >
          {test.message}
        </p>
      )}
    </div>
  );
}

function ConsentedHosts() {
  const origins = useConsentedOrigins();
  return (
    <section aria-label="Hosts allowed to receive text" className="flex flex-col gap-1">
      <h3 className="text-sm font-medium">Hosts allowed to receive text</h3>
      {origins.length === 0 ? (
        <p className={AI_NOTE}>None: each host is asked about before its first request.</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {origins.map((origin) => (
            <li key={origin} className="flex items-center justify-between gap-2 text-sm">
              <span className="font-mono break-all">{origin}</span>
              <button
                type="button"
                className={AI_BUTTON}
                aria-label={`Revoke ${origin}`}
                onClick={() => aiConsent().revoke(origin)}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The form; it mounts each time the dialog opens, so it starts from the saved settings. */
function SettingsForm({ note, onDone }: { note?: string; onDone: () => void }) {
  const [draft, setDraft] = useState<AiSettings>(() => aiSettings().get());
  const [timeText, setTimeText] = useState(String(draft.timeLimitSeconds));
  const change = (patch: Partial<AiSettings>) => setDraft((d) => ({ ...d, ...patch }));
  const seconds = Math.min(600, Math.max(1, Number(timeText) || 60));

  function save() {
    aiSettings().set({ ...draft, timeLimitSeconds: seconds });
    onDone();
  }

  return (
    <>
      {note && <p className="text-sm font-medium text-blue-800 dark:text-blue-300">{note}</p>}
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Presets">
        {AI_PRESETS.map((preset) => (
          <button
            key={preset.id}
            type="button"
            className={AI_BUTTON}
            onClick={() =>
              change({ endpoint: preset.endpoint, model: preset.model || draft.model })
            }
          >
            {preset.label}
          </button>
        ))}
      </div>
      <TextOption
        label="Endpoint URL"
        type="url"
        width="100%"
        value={draft.endpoint}
        placeholder="http://localhost:11434/v1"
        onChange={(endpoint) => change({ endpoint })}
      />
      <TextOption
        label="Model"
        width="100%"
        value={draft.model}
        placeholder="llama3.2"
        onChange={(model) => change({ model })}
      />
      <TextOption
        label="API key (optional)"
        type="password"
        width="100%"
        autoComplete="off"
        value={draft.apiKey}
        onChange={(apiKey) => change({ apiKey })}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-blue-600"
          checked={draft.rememberKey}
          onChange={(e) => change({ rememberKey: e.target.checked })}
        />
        Remember on this device
      </label>
      <p className={AI_NOTE}>
        {draft.rememberKey
          ? "The key is stored in this browser’s local storage, readable by anyone using this device."
          : "The key is kept in this page’s memory only and forgotten when you close or reload it."}
      </p>
      <TextOption
        label="Time limit (seconds)"
        type="number"
        width="7rem"
        min={1}
        max={600}
        value={timeText}
        onChange={setTimeText}
      />
      <TestConnection
        draft={{
          ...draft,
          timeLimitSeconds: Math.min(600, Math.max(1, Number(timeText) || 60)),
        }}
      />
      <ConsentedHosts />
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-3 dark:border-slate-700">
        <DialogClose className={AI_BUTTON}>Cancel</DialogClose>
        <button type="button" className={AI_PRIMARY_BUTTON} onClick={save}>
          Save
        </button>
      </div>
    </>
  );
}

export function AiSettingsDialog({ open, onOpenChange, note }: AiSettingsDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={AI_SETTINGS_TITLE}
      description="AI features are optional and use your own model: any OpenAI-compatible chat-completions API. Nothing is sent until you press an AI button, and each host is asked about first."
      panelClassName="flex max-h-[90vh] max-w-lg flex-col gap-3"
      closeButton={false}
    >
      <SettingsForm note={note} onDone={() => onOpenChange(false)} />
    </DialogFrame>
  );
}
