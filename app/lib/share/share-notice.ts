// What the page says after it opened a shared state (filled in, or why not): kept on the page until
// dismissed or the next one, rather than in a toast that closes by itself before a slow reader (or
// a page still hydrating) has seen it. Tiny: every tool page shows it.
export interface ShareNotice {
  text: string;
  error: boolean;
}

let current: ShareNotice | null = null;
const listeners = new Set<() => void>();

export function setShareNotice(notice: ShareNotice | null): void {
  current = notice;
  for (const listener of listeners) listener();
}

export function readShareNotice(): ShareNotice | null {
  return current;
}

export function subscribeShareNotice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
