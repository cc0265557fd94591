// The page's AI settings and consents as React state (both stores live in app/lib/ai).
import { useSyncExternalStore } from "react";
import { aiConsent } from "~/lib/ai/ai-consent";
import { EMPTY_SETTINGS, aiSettings } from "~/lib/ai/ai-settings";

const NO_ORIGINS: readonly string[] = [];

export function useAiSettings() {
  const store = aiSettings();
  return useSyncExternalStore(store.subscribe, store.get, () => EMPTY_SETTINGS);
}

export function useConsentedOrigins() {
  const store = aiConsent();
  return useSyncExternalStore(store.subscribe, store.list, () => NO_ORIGINS);
}
