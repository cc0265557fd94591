// The user's favourite or recent tools (app/lib/browser/tool-lists.ts), following changes here and
// in other tabs. Empty in the prerendered HTML, which every visitor shares.
import { useSyncExternalStore } from "react";
import { type ToolListName, readToolList, subscribeToolLists } from "~/lib/browser/tool-lists";

const NONE: readonly string[] = [];

export function useToolList(name: ToolListName): readonly string[] {
  return useSyncExternalStore(
    subscribeToolLists,
    () => readToolList(name),
    () => NONE,
  );
}
