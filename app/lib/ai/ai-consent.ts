// Consent per host: before the first request to an origin the page says which text goes
// there and asks; a yes is remembered for that origin on this device until revoked in AI settings.
import { type KeyValueStorage, browserStorage, readJson, writeJson } from "./ai-storage";

export const CONSENT_STORAGE_KEY = "ai:consented-origins";

export class AiConsentStore {
  private origins: string[];
  private readonly listeners = new Set<() => void>();

  constructor(private readonly storage: KeyValueStorage | null) {
    const stored = readJson(storage, CONSENT_STORAGE_KEY);
    this.origins = Array.isArray(stored)
      ? stored.filter((item): item is string => typeof item === "string")
      : [];
  }

  has(origin: string): boolean {
    return this.origins.includes(origin);
  }

  /** The origins consented to, in the order they were allowed. */
  list = (): readonly string[] => this.origins;

  grant(origin: string): void {
    if (!this.has(origin)) this.update([...this.origins, origin]);
  }

  revoke(origin: string): void {
    if (this.has(origin)) this.update(this.origins.filter((item) => item !== origin));
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private update(origins: string[]): void {
    this.origins = origins;
    writeJson(this.storage, CONSENT_STORAGE_KEY, origins.length ? origins : null);
    for (const listener of this.listeners) listener();
  }
}

let pageConsent: AiConsentStore | null = null;

export function aiConsent(): AiConsentStore {
  pageConsent ??= new AiConsentStore(browserStorage());
  return pageConsent;
}
