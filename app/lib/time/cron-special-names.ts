// The "@name" expressions the Cron Tools understand, shared with Paste anything's cron detector so
// that whatever the tool reads is recognised as cron when pasted (and nothing it would refuse).

/**
 * Special names, as six fields (seconds first). @yearly … @hourly are the spec's strings; @midnight
 * is cronstrue's alias of @daily; @minutely … @weekends are cron-parser's shortcuts (spec §5).
 */
export const SPECIAL_EXPRESSIONS: Readonly<Record<string, string>> = {
  "@yearly": "0 0 0 1 1 *",
  "@annually": "0 0 0 1 1 *",
  "@monthly": "0 0 0 1 * *",
  "@weekly": "0 0 0 * * 0",
  "@daily": "0 0 0 * * *",
  "@midnight": "0 0 0 * * *",
  "@hourly": "0 0 * * * *",
  "@minutely": "0 * * * * *",
  "@secondly": "* * * * * *",
  "@weekdays": "0 0 0 * * 1-5",
  "@weekends": "0 0 0 * * 0,6",
};

/** Runs once when the machine starts: a description, never a run time. */
export const REBOOT = "@reboot";

/** Whether `name` is one of the special names, @reboot included (lower case, as cron writes them). */
export function isCronSpecialName(name: string): boolean {
  return name === REBOOT || Object.hasOwn(SPECIAL_EXPRESSIONS, name);
}
