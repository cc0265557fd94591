// Whether a new version of the site is installed and waiting (set by app/lib/browser/service-worker.ts,
// read by the "A new version is available" notice through app/hooks/use-update-available.ts). Its own
// tiny module so every page can show the notice without loading the service-worker code first.

let updateWaiting = false;
const listeners = new Set<() => void>();

export function setUpdateWaiting(value: boolean): void {
  updateWaiting = value;
  for (const listener of listeners) listener();
}

export function isUpdateWaiting(): boolean {
  return updateWaiting;
}

export function subscribeUpdateWaiting(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
