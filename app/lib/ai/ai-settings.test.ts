import { describe, expect, it } from "vitest";
import { AiConsentStore, CONSENT_STORAGE_KEY } from "./ai-consent";
import {
  AiSettingsStore,
  EMPTY_SETTINGS,
  SETTINGS_STORAGE_KEY,
  endpointOrigin,
  endpointProblem,
  isConfigured,
} from "./ai-settings";
import { memoryStorage } from "./ai-storage";

describe("AiSettingsStore", () => {
  const settings = {
    ...EMPTY_SETTINGS,
    endpoint: "https://api.openai.com/v1",
    model: "gpt-4o-mini",
    apiKey: "sk-secret",
  };

  it("keeps the key in memory only unless the user asks to remember it", () => {
    const storage = memoryStorage();
    const store = new AiSettingsStore(storage);
    store.set(settings);
    expect(store.get().apiKey).toBe("sk-secret");
    expect(storage.data.get(SETTINGS_STORAGE_KEY)).not.toContain("sk-secret");
    // A new page (a reload) has the endpoint and model but not the key.
    const reloaded = new AiSettingsStore(storage).get();
    expect(reloaded).toMatchObject({
      endpoint: settings.endpoint,
      model: settings.model,
      apiKey: "",
    });
  });

  it("stores the key when 'Remember on this device' is ticked, and forgets it when unticked", () => {
    const storage = memoryStorage();
    const store = new AiSettingsStore(storage);
    store.set({ ...settings, rememberKey: true });
    expect(new AiSettingsStore(storage).get().apiKey).toBe("sk-secret");
    store.set({ ...settings, rememberKey: false });
    expect(storage.data.get(SETTINGS_STORAGE_KEY)).not.toContain("sk-secret");
  });

  it("falls back to defaults on malformed storage and clamps the time limit", () => {
    const storage = memoryStorage();
    storage.setItem(SETTINGS_STORAGE_KEY, "{not json");
    expect(new AiSettingsStore(storage).get()).toEqual(EMPTY_SETTINGS);
    storage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ endpoint: 3, timeLimitSeconds: 1e9 }));
    expect(new AiSettingsStore(storage).get()).toMatchObject({
      endpoint: "",
      timeLimitSeconds: 600,
    });
  });

  it("tells its listeners about a change", () => {
    const store = new AiSettingsStore(null);
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    store.set(settings);
    stop();
    store.set(settings);
    expect(calls).toBe(1);
  });
});

describe("endpointProblem", () => {
  it("accepts the presets and any https endpoint", () => {
    for (const url of [
      "http://localhost:11434/v1",
      "http://127.0.0.1:1234/v1",
      "https://x.example/v1",
    ])
      expect(endpointProblem(url)).toBeNull();
  });

  it("names what is wrong: empty, not a URL, another scheme, plain HTTP to another host", () => {
    expect(endpointProblem(" ")).toMatch(/Enter the endpoint URL/);
    expect(endpointProblem("localhost:11434")).toMatch(/http:\/\/ or https:\/\//);
    expect(endpointProblem("nonsense")).toMatch(/is not a URL/);
    expect(endpointProblem("http://192.168.1.5:11434/v1")).toMatch(/security policy/);
    expect(endpointProblem("http://[::1]:11434/v1")).toMatch(/security policy/);
  });

  it("needs a model too before anything is sent", () => {
    expect(isConfigured({ ...EMPTY_SETTINGS, endpoint: "http://localhost:1234/v1" })).toBe(false);
    expect(
      isConfigured({ ...EMPTY_SETTINGS, endpoint: "http://localhost:1234/v1", model: "m" }),
    ).toBe(true);
  });

  it("asks consent for the origin, port included", () => {
    expect(endpointOrigin("http://localhost:11434/v1")).toBe("http://localhost:11434");
  });
});

describe("AiConsentStore", () => {
  it("remembers each origin allowed, per origin, until revoked", () => {
    const storage = memoryStorage();
    const consent = new AiConsentStore(storage);
    expect(consent.has("http://localhost:11434")).toBe(false);
    consent.grant("http://localhost:11434");
    consent.grant("http://localhost:11434");
    const reloaded = new AiConsentStore(storage);
    expect(reloaded.has("http://localhost:11434")).toBe(true);
    expect(reloaded.has("http://localhost:1234")).toBe(false);
    expect(reloaded.list()).toEqual(["http://localhost:11434"]);
    reloaded.revoke("http://localhost:11434");
    expect(new AiConsentStore(storage).has("http://localhost:11434")).toBe(false);
    expect(storage.data.has(CONSENT_STORAGE_KEY)).toBe(false);
  });

  it("ignores malformed storage", () => {
    const storage = memoryStorage();
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify([1, "https://a.example"]));
    expect(new AiConsentStore(storage).list()).toEqual(["https://a.example"]);
  });
});
