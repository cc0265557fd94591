// The action bar's green feedback ("Copied to clipboard"), reachable from anywhere on the page.
// The provider sits in the site layout, above each tool's component, so a tool's own hooks
// (useOutputActions, say) and the ToolPage it renders share one message. One page, one message.
import { createContext, useCallback, useContext, useMemo, useState } from "react";

interface Feedback {
  text: string;
  /** Changes on every message, so the same text shown twice restarts its 3-second display. */
  key: number;
}

interface FeedbackValue {
  feedback: Feedback;
  notify: (text: string) => void;
}

const FeedbackContext = createContext<FeedbackValue>({
  feedback: { text: "", key: 0 },
  notify: () => {},
});

export function ToolFeedbackProvider({ children }: { children: React.ReactNode }) {
  const [feedback, setFeedback] = useState<Feedback>({ text: "", key: 0 });
  const notify = useCallback((text: string) => setFeedback((f) => ({ text, key: f.key + 1 })), []);
  const value = useMemo(() => ({ feedback, notify }), [feedback, notify]);
  return <FeedbackContext.Provider value={value}>{children}</FeedbackContext.Provider>;
}

/** Shows `text` as the action bar's feedback. */
export function useToolFeedback(): (text: string) => void {
  return useContext(FeedbackContext).notify;
}

/** The current message, for the action bar. */
export function useToolFeedbackMessage(): Feedback {
  return useContext(FeedbackContext).feedback;
}
