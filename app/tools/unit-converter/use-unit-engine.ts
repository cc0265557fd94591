// Fetches the unit engine (mathjs' units, ~70 KiB gz) once `needed` turns true: on the first
// interaction, or at once when the stored input is not the prerendered default.
import { useEffect, useState } from "react";
import { errorMessage } from "~/lib/tool-error";
import type { convertInput } from "./unit-engine";

export type ConvertInput = typeof convertInput;

export const ENGINE_FAILED_MESSAGE =
  "The unit definitions could not be loaded. Check your connection and reload the page.";

export interface UnitEngine {
  convert: ConvertInput | null;
  error: string | null;
}

export function useUnitEngine(needed: boolean): UnitEngine {
  const [engine, setEngine] = useState<UnitEngine>({ convert: null, error: null });
  const loaded = engine.convert !== null;
  useEffect(() => {
    if (!needed || loaded) return;
    let current = true;
    import("./unit-engine").then(
      (module) => {
        if (current) setEngine({ convert: module.convertInput, error: null });
      },
      // Offline before the chunk was cached, or a deploy removed it: say so instead of waiting.
      (error: unknown) => {
        if (current)
          setEngine({ convert: null, error: `${ENGINE_FAILED_MESSAGE} (${errorMessage(error)})` });
      },
    );
    return () => {
      current = false;
    };
  }, [needed, loaded]);
  return engine;
}
