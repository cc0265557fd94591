// Reads the Input of the htpasswd mode: one `user:password` a line, as `htpasswd -b` takes them, for
// the Password Hash Generator's htpasswd lines.
import { ToolError } from "~/lib/tool-error";

export interface HtpasswdEntry {
  user: string;
  password: string;
  /** 1-based line of the Input, for messages. */
  line: number;
}

/** Apache's htpasswd refuses longer user names. */
export const MAX_USER_LENGTH = 255;

export function parseHtpasswdInput(text: string): HtpasswdEntry[] {
  const entries: HtpasswdEntry[] = [];
  const lineOfUser = new Map<string, number>();
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].endsWith("\r") ? lines[i].slice(0, -1) : lines[i];
    if (raw.trim() === "") continue;
    const line = i + 1;
    const colon = raw.indexOf(":");
    if (colon < 0) {
      throw new ToolError(`Line ${line}: there is no colon; write each user as user:password`, {
        line,
      });
    }
    const user = raw.slice(0, colon);
    const password = raw.slice(colon + 1);
    if (user === "")
      throw new ToolError(`Line ${line}: the user name before the colon is empty`, { line });
    if (user.length > MAX_USER_LENGTH) {
      throw new ToolError(
        `Line ${line}: the user name is longer than ${MAX_USER_LENGTH} characters, htpasswd's limit`,
        { line },
      );
    }
    if (password === "")
      throw new ToolError(`Line ${line}: the password of "${user}" is empty`, { line });
    const before = lineOfUser.get(user);
    if (before !== undefined) {
      throw new ToolError(
        `Line ${line}: "${user}" is already on line ${before}; a user has one line`,
        { line },
      );
    }
    lineOfUser.set(user, line);
    entries.push({ user, password, line });
  }
  if (entries.length === 0) throw new ToolError("The Input holds no user:password line");
  return entries;
}

/** How many lines hold something: the page sends many to the worker only on Hash (Ctrl+Enter). */
export function countFilledLines(text: string): number {
  let count = 0;
  let start = 0;
  while (start <= text.length) {
    const end = text.indexOf("\n", start);
    const stop = end < 0 ? text.length : end;
    if (text.slice(start, stop).trim() !== "") count++;
    if (end < 0) break;
    start = end + 1;
  }
  return count;
}
