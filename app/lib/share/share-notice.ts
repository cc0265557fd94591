// What the page says after it opened a shared state (filled in, or why not): kept on the page until
// dismissed or the next one, rather than in a toast that closes by itself before a slow reader (or
// a page still hydrating) has seen it. Tiny: every tool page shows it.
import { valueStore } from "./value-store";

export interface ShareNotice {
  text: string;
  error: boolean;
}

const notice = valueStore<ShareNotice | null>(null);

export const setShareNotice = notice.set;
export const readShareNotice = notice.read;
export const subscribeShareNotice = notice.subscribe;
