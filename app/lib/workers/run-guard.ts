// A page load never trusts its saved input, which may be what froze the last visit. Each run of a
// tool's input is marked in sessionStorage ("unfinished-run:<path>") while it works; a mark left
// behind means the last visit froze or was closed mid-run, so this load restores the input but
// holds it until the user asks to run it. sessionStorage survives a reload and "reopen closed tab",
// and no other tab.

export const UNFINISHED_RUN_MESSAGE =
  "Your last visit did not finish processing this input, so it has not been run again.";

const KEY_PREFIX = "unfinished-run:";

/** "/json-formatter/" and "/json-formatter" are one page. */
export function runGuardKey(path: string): string {
  return KEY_PREFIX + (path.length > 1 ? path.replace(/\/$/, "") : path);
}

function attempt<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    return fallback; // storage blocked: nothing is marked, nothing is held
  }
}

export class RunGuard {
  private open = 0;
  private held: boolean;
  private readonly listeners = new Set<() => void>();

  /** Reads the mark once: runs of this load must not hide what the last one left. */
  constructor(
    private readonly storage: Storage | null,
    private readonly key: string,
  ) {
    this.held = attempt(() => storage?.getItem(key) != null, false);
  }

  /** The last visit left a run unfinished: restored input waits for release(). */
  isHeld = (): boolean => this.held;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Marks a run as started; call the function it returns once the run has ended in any way. */
  begin(): () => void {
    if (this.open++ === 0) this.write();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      if (--this.open === 0 && !this.held) this.clear();
    };
  }

  /** The user asked to run the held input ("Run it", or the tool's own Run). */
  release = (): void => {
    if (!this.held) return;
    this.held = false;
    if (this.open === 0) this.clear();
    for (const listener of this.listeners) listener();
  };

  private write(): void {
    attempt(() => this.storage?.setItem(this.key, String(Date.now())), undefined);
  }

  private clear(): void {
    attempt(() => this.storage?.removeItem(this.key), undefined);
  }
}

const guards = new Map<string, RunGuard>();

/**
 * The guard of a page (by default the current one), one per page for the life of the document;
 * null where there is no browser (prerendering).
 */
export function pageRunGuard(path?: string): RunGuard | null {
  if (typeof window === "undefined") return null;
  const key = runGuardKey(path ?? window.location.pathname);
  let guard = guards.get(key);
  if (!guard) {
    guard = new RunGuard(
      attempt(() => window.sessionStorage, null),
      key,
    );
    guards.set(key, guard);
  }
  return guard;
}
