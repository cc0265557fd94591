// One AI request of a feature, from its button to the answer: settings first when there are none,
// then consent for the host when not given yet, then the streamed request with Cancel. Failures go to
// the page's alert area (onError); a cancel is not a failure.
import { useCallback, useEffect, useRef, useState } from "react";
import { AiCancelledError } from "~/lib/ai/ai-errors";
import { aiConsent } from "~/lib/ai/ai-consent";
import { aiSettings, chatCompletionsUrl, endpointOrigin, isConfigured } from "~/lib/ai/ai-settings";
import { chatCompletion } from "~/lib/ai/chat-client";
import type { ChatMessage } from "~/lib/ai/chat-request";
import { errorMessage } from "~/lib/tool-error";
import type { ConsentRequest } from "./ConsentPrompt";

export interface AiJob {
  messages: ChatMessage[];
  /** What is sent, for the consent question: "the first title of the Input (42 characters)". */
  what: string;
  onAnswer: (answer: string) => void;
}

export type AiPhase = "idle" | "settings" | "consent" | "running";

export function useAiRun(onError: (message: string | null) => void) {
  const [phase, setPhase] = useState<AiPhase>("idle");
  const [streamed, setStreamed] = useState("");
  const [consent, setConsent] = useState<ConsentRequest | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const pending = useRef<AiJob | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (job: AiJob) => {
      const settings = aiSettings().get();
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setPhase("running");
      setStreamed("");
      setStatus(null);
      try {
        const answer = await chatCompletion({
          settings,
          messages: job.messages,
          signal: abort.signal,
          onText: setStreamed,
        });
        job.onAnswer(answer);
      } catch (error) {
        if (error instanceof AiCancelledError)
          setStatus("Cancelled: the rest of the answer was not used.");
        else onError(errorMessage(error));
      } finally {
        if (controller.current === abort) {
          controller.current = null;
          setPhase("idle");
        }
      }
    },
    [onError],
  );

  /** Settings present and the host allowed: send; otherwise ask for what is missing first. */
  const proceed = useCallback(
    (job: AiJob) => {
      const settings = aiSettings().get();
      if (!isConfigured(settings)) {
        pending.current = job;
        setPhase("settings");
        return;
      }
      const origin = endpointOrigin(settings.endpoint);
      if (aiConsent().has(origin)) return void send(job);
      pending.current = job;
      setConsent({
        origin,
        url: chatCompletionsUrl(settings.endpoint),
        model: settings.model,
        what: job.what,
      });
      setPhase("consent");
    },
    [send],
  );

  const start = useCallback(
    (job: AiJob) => {
      onError(null);
      setStatus(null);
      proceed(job);
    },
    [onError, proceed],
  );

  return {
    phase,
    streamed,
    status,
    consent,
    start,
    cancel: () => controller.current?.abort(),
    allow() {
      const job = pending.current;
      pending.current = null;
      if (consent) aiConsent().grant(consent.origin);
      setConsent(null);
      if (job) void send(job);
    },
    decline() {
      pending.current = null;
      setConsent(null);
      setPhase("idle");
      setStatus("Nothing was sent.");
    },
    /** The settings dialog closed: go on with the waiting request if it can now be sent. */
    settingsClosed() {
      const job = pending.current;
      pending.current = null;
      setPhase("idle");
      if (job && isConfigured(aiSettings().get())) proceed(job);
    },
  };
}

export type AiRun = ReturnType<typeof useAiRun>;
