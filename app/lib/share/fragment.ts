// The few names every tool page needs to notice a shared state (ShareControls), apart from the
// decoder (state-link.ts), which is fetched only when there is one.

/** The fragment's key: "#share=v1.…". */
export const FRAGMENT_KEY = "share";
/** The end of a state file's name: "json-formatter.bytesmith.json". */
export const STATE_FILE_SUFFIX = ".bytesmith.json";

/** The fragment's shared state value in `hash` ("#share=v1.…"), or null when it holds none. */
export function sharedValueIn(hash: string): string | null {
  const prefix = `#${FRAGMENT_KEY}=`;
  return hash.startsWith(prefix) ? hash.slice(prefix.length) : null;
}
