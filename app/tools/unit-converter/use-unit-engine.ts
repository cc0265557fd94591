// Fetches the unit engine (mathjs' units, ~70 KiB gz) once `needed` turns true: on the first
// interaction, or at once when the stored input is not the prerendered default.
import { useModuleOnNeed } from "~/hooks/use-module-on-need";
import { errorMessage } from "~/lib/tool-error";
import type { convertInput } from "./unit-engine";

export type ConvertInput = typeof convertInput;

export const ENGINE_FAILED_MESSAGE =
  "The unit definitions could not be loaded. Check your connection and reload the page.";

export interface UnitEngine {
  convert: ConvertInput | null;
  error: string | null;
}

const loadEngine = () => import("./unit-engine");

export function useUnitEngine(needed: boolean): UnitEngine {
  const { module, error } = useModuleOnNeed(needed, loadEngine);
  return {
    convert: module?.convertInput ?? null,
    // Offline before the chunk was cached, or a deploy removed it: say so instead of waiting.
    error: error === null ? null : `${ENGINE_FAILED_MESSAGE} (${errorMessage(error)})`,
  };
}
