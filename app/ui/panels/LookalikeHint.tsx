// A quiet offer on a tool's Input: when what the user typed or pasted is plainly another tool's kind
// of content (a JWT in the Base64 decoder), one line in the panel's header row says so and offers
// that tool, once per kind on this page. It takes no focus and no space of its own (the header row
// is there anyway), so the page never moves. Loaded after the user's first edit.
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { detectPasteOffThread } from "~/lib/paste-detect/detect-in-worker";
import {
  LIVE_TOOLS,
  type Suggestion,
  handToSuggested,
  suggestionsOf,
} from "../shell/paste-targets";

/** A pause in typing before the input is looked at. */
const TYPING_PAUSE_MS = 600;
/** Only what detection is this sure of is offered: a quiet hint must not be a wrong one. */
const OFFER_CONFIDENCE = 0.85;
/** Kinds already offered, by tool page: each is offered once. */
const offered = new Map<string, Set<string>>();

export interface Offer {
  suggestion: Suggestion;
  description: string;
}

export default function LookalikeHint({ toolPath, text }: { toolPath: string; text: string }) {
  const navigate = useNavigate();
  const [offer, setOffer] = useState<Offer | null>(null);

  useEffect(() => {
    if (!text.trim()) return;
    let current = true;
    // A run of a text since changed is ended, not left to finish in a worker no one reads.
    const wanted = new AbortController();
    const timer = window.setTimeout(async () => {
      const detection = await detectPasteOffThread(text, LIVE_TOOLS, {
        signal: wanted.signal,
      }).catch(() => null);
      const best = detection?.matches[0];
      const kindsOffered = offered.get(toolPath) ?? new Set<string>();
      if (!current || !best || best.confidence < OFFER_CONFIDENCE || best.kind === "text") return;
      // This page is one of the tools for it: nothing to offer.
      if (best.tools.includes(toolPath) || kindsOffered.has(best.kind)) return;
      const suggestion = suggestionsOf({ matches: [best] })[0];
      if (!suggestion) return;
      offered.set(toolPath, kindsOffered.add(best.kind));
      setOffer({ suggestion, description: best.description });
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
      wanted.abort();
    };
  }, [toolPath, text]);

  if (!offer) return null;
  const { suggestion, description } = offer;
  return (
    <span className="flex min-w-0 flex-1 items-baseline gap-1 text-xs text-slate-600 dark:text-slate-300">
      <span className="truncate">This looks like {description} —</span>
      <button
        type="button"
        className="shrink-0 text-blue-800 underline hover:no-underline dark:text-blue-300"
        onClick={async () => {
          await handToSuggested(suggestion, { text });
          await navigate(suggestion.tool.path);
        }}
      >
        open in {suggestion.tool.title}
      </button>
    </span>
  );
}
