// Asked once per host before the first request to it: which host receives which text.
import { AI_BUTTON, AI_PRIMARY_BUTTON } from "./ai-styles";

export interface ConsentRequest {
  /** The origin asked about, e.g. http://localhost:11434. */
  origin: string;
  /** The URL the request goes to. */
  url: string;
  model: string;
  /** What will be sent, e.g. "the first title of the Input (42 characters)". */
  what: string;
}

export function ConsentPrompt({
  request,
  onAllow,
  onDecline,
}: {
  request: ConsentRequest;
  onAllow: () => void;
  onDecline: () => void;
}) {
  return (
    <div
      role="group"
      aria-label="Allow sending to this host?"
      className="flex flex-col gap-2 rounded-md border border-amber-500 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="font-semibold">Send text to {request.origin}?</p>
      <p>
        This will send {request.what} to <span className="font-mono break-all">{request.url}</span>{" "}
        for the model “{request.model}”. Nothing has been sent yet. Your answer is remembered for
        this host on this device; you can revoke it in AI settings.
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={AI_PRIMARY_BUTTON} onClick={onAllow}>
          Allow and send
        </button>
        <button type="button" className={AI_BUTTON} onClick={onDecline}>
          Don’t send
        </button>
      </div>
    </div>
  );
}
