// Tests of the toast reducer and store (spec §4 "Toasts", §9 limit and removal delay).
import {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  createToastStore,
  reducer,
  type ToastEntry,
} from "./toast-store";

const entry = (id: string, title = `Toast ${id}`): ToastEntry => ({ id, title, open: true });

describe("toast constants", () => {
  it("match spec §9", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});

describe("reducer", () => {
  it("keeps only one toast: the newest replaces the older one", () => {
    const state = reducer([entry("1")], { type: "ADD", toast: entry("2") });
    expect(state.map((t) => t.id)).toEqual(["2"]);
  });

  it("puts the newest first when the limit allows several", () => {
    const state = reducer([entry("1")], { type: "ADD", toast: entry("2") }, 3);
    expect(state.map((t) => t.id)).toEqual(["2", "1"]);
  });

  it("merges an update into the toast with that id only", () => {
    const state = reducer([entry("1"), entry("2")], {
      type: "UPDATE",
      toast: { id: "2", title: "Saved", variant: "success" },
    });
    expect(state).toEqual([
      entry("1"),
      { id: "2", title: "Saved", variant: "success", open: true },
    ]);
  });

  it("marks a dismissed toast closed without removing it", () => {
    const state = reducer([entry("1"), entry("2")], { type: "DISMISS", id: "1" });
    expect(state).toEqual([{ ...entry("1"), open: false }, entry("2")]);
  });

  it("dismisses every toast when no id is given", () => {
    const state = reducer([entry("1"), entry("2")], { type: "DISMISS" });
    expect(state.every((t) => !t.open)).toBe(true);
  });

  it("removes one toast by id, or all without an id", () => {
    expect(reducer([entry("1"), entry("2")], { type: "REMOVE", id: "1" })).toEqual([entry("2")]);
    expect(reducer([entry("1"), entry("2")], { type: "REMOVE" })).toEqual([]);
  });
});

describe("toast store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows a new toast open with the caller's content", () => {
    const store = createToastStore();
    const handle = store.toast({
      title: "Copied",
      description: "Output copied",
      variant: "success",
    });
    expect(store.getSnapshot()).toEqual([
      {
        id: handle.id,
        open: true,
        title: "Copied",
        description: "Output copied",
        variant: "success",
      },
    ]);
  });

  it("replaces the visible toast with the newest one", () => {
    const store = createToastStore();
    store.toast({ title: "First" });
    store.toast({ title: "Second" });
    expect(store.getSnapshot().map((t) => t.title)).toEqual(["Second"]);
  });

  it("updates a toast through its handle", () => {
    const store = createToastStore();
    const handle = store.toast({ title: "Working" });
    handle.update({ title: "Done" });
    expect(store.getSnapshot()[0]).toMatchObject({ id: handle.id, title: "Done", open: true });
  });

  it("removes a dismissed toast after exactly 1,000,000 ms, not before", () => {
    const store = createToastStore();
    const handle = store.toast({ title: "Bye" });
    handle.dismiss();
    expect(store.getSnapshot()[0].open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("dismisses and later removes all toasts when no id is given", () => {
    const store = createToastStore({ limit: 2 });
    store.toast({ title: "A" });
    store.toast({ title: "B" });
    store.dismiss();
    expect(store.getSnapshot().map((t) => t.open)).toEqual([false, false]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("does not remove a newer toast when an older dismissed one's timer would fire", () => {
    const store = createToastStore();
    store.toast({ title: "Old" }).dismiss();
    store.toast({ title: "New" });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(store.getSnapshot().map((t) => t.title)).toEqual(["New"]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("notifies subscribers on every change until they unsubscribe", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.toast({ title: "One" });
    unsubscribe();
    store.toast({ title: "Two" });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
