// True once the user has done anything on the page (moved the pointer, touched, scrolled with the
// wheel, pressed a key, focused a field). Heavy code a page can do without at first (a tool's
// engine, say) waits for it, so it does not count against the JS loaded before any interaction.
import { useCallback, useEffect, useState } from "react";

const INTERACTIONS = ["pointermove", "pointerdown", "touchstart", "wheel", "keydown", "focusin"];

/** [interacted, markInteracted]: the second is for a button that asks for the heavy part at once. */
export function useFirstInteraction(): [boolean, () => void] {
  const [interacted, setInteracted] = useState(false);
  const markInteracted = useCallback(() => setInteracted(true), []);

  useEffect(() => {
    if (interacted) return;
    const options = { capture: true, passive: true } as const;
    for (const type of INTERACTIONS) window.addEventListener(type, markInteracted, options);
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, markInteracted, options);
    };
  }, [interacted, markInteracted]);

  return [interacted, markInteracted];
}
