// The Password Hash Generator page: the hash follows the password and settings, and a pasted hash is
// verified against the password; both run in a worker (bcrypt at cost 14 takes seconds) with
// Cancel. The password and the hash to verify live only in this component's state: never stored,
// never put into a share link. Only the settings are kept.
import { CircleCheck, CircleX } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { useToolRun } from "~/hooks/use-tool-run";
import { errorMessage } from "~/lib/tool-error";
import { ToolPage } from "~/ui/page/ToolPage";
import { DOES_NOT_MATCH, MATCHES } from "~/ui/panels/DigestCheckField";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { toolActions } from "~/ui/runtime/tool-actions";
import { HashSettingsFields, useHashFields } from "./HashSettingsFields";
import { countFilledLines } from "./htpasswd-input";
import {
  HTPASSWD_FILE_NAME,
  type HashResult,
  OUTPUT_FILE_NAME,
  type PasswordHashJob,
  type VerifyResult,
} from "./password-hash";
import { describeHash } from "./hash-format";
import { type HashSettings, estimateMs, readSettings } from "./password-hash-options";

/** More htpasswd lines than this wait for Hash (Ctrl+Enter): each is a bcrypt of its own. */
export const LIVE_HTPASSWD_LINES = 20;
export const PRIVACY_NOTE =
  "Nothing you type here is stored or put into a share link: the password and the hash to verify stay in this tab. Only the settings are kept.";
const VERIFY_ID = "password-hash-verify";

/** A run of minutes is legitimate here (bcrypt cost 16 on a slow phone); it still ends. */
const LIMIT = {
  timeoutMs: 10 * 60_000,
  timeoutMessage:
    "Stopped after 10 minutes: lower the cost (each step of bcrypt's cost doubles the time)",
};

function createWorker() {
  return new Worker(new URL("./password-hash.worker.ts", import.meta.url), { type: "module" });
}

/** Milliseconds since `running` turned true (in steps of 250 ms), for the status of a long hash. */
function useMsRunning(running: boolean): number {
  const [ms, setMs] = useState(0);
  useEffect(() => {
    if (!running) return;
    const started = performance.now();
    const timer = setInterval(() => setMs(performance.now() - started), 250);
    return () => {
      clearInterval(timer);
      setMs(0);
    };
  }, [running]);
  return ms;
}

/**
 * The status of a run: htpasswd lines report their share done; one hash cannot report from inside
 * its WebAssembly call, so its share is estimated from the last hash of the algorithm timed here.
 */
function runningStatus(
  elapsedMs: number,
  progress: number | null,
  lines: number,
  expectedMs: number | null,
): string {
  if (progress !== null) return `Hashing… ${Math.round(progress * 100)} % of ${lines} lines`;
  if (expectedMs === null || expectedMs < 1000) return `Hashing… ${Math.floor(elapsedMs / 1000)} s`;
  const share = Math.min(99, Math.floor((100 * elapsedMs) / expectedMs));
  const left = Math.max(1, Math.ceil((expectedMs - elapsedMs) / 1000));
  return `Hashing… about ${share} %, ${left} s left (estimated)`;
}

function readOrError(read: () => HashSettings): {
  settings: HashSettings | null;
  error: string | null;
} {
  try {
    return { settings: read(), error: null };
  } catch (error) {
    return { settings: null, error: errorMessage(error) };
  }
}

export function PasswordHashTool({ tool }: { tool: ToolEntry }) {
  const [password, setPassword] = useState("");
  const [hashToVerify, setHashToVerify] = useState("");
  // Hash again with a fresh salt: a new job for the same password and settings.
  const [round, setRound] = useState(0);
  const { fields, htpasswd, controls } = useHashFields(tool);
  const { settings, error: settingsError } = useMemo(
    () => readOrError(() => readSettings(fields)),
    [fields],
  );

  const lines = useMemo(() => (htpasswd ? countFilledLines(password) : 1), [htpasswd, password]);
  const hashJob = useMemo(
    () => ({ kind: "hash" as const, password, settings: settings!, htpasswd, round }),
    [password, settings, htpasswd, round],
  );
  const hashRun = useToolRun<PasswordHashJob, HashResult>({
    job: hashJob,
    idle: password === "" || settings === null,
    large: htpasswd && lines > LIVE_HTPASSWD_LINES,
    createWorker,
    limit: LIMIT,
  });
  const verifyJob = useMemo<PasswordHashJob>(
    () => ({ kind: "verify", password, hash: hashToVerify, htpasswd }),
    [password, hashToVerify, htpasswd],
  );
  const verifyRun = useToolRun<PasswordHashJob, VerifyResult>({
    job: verifyJob,
    idle: password === "" || hashToVerify.trim() === "",
    large: false,
    createWorker,
    limit: LIMIT,
  });

  // A hash of the previous password must never pass for this one's: only the current result shows.
  const result = hashRun.current ? hashRun.output : null;
  const output = result?.text ?? "";
  const fileName = htpasswd ? HTPASSWD_FILE_NAME : OUTPUT_FILE_NAME;
  const outputActions = useOutputActions(output, fileName);
  const verdict = verifyRun.current ? verifyRun.output : null;
  const running = hashRun.running || verifyRun.running;
  const elapsedMs = useMsRunning(running);
  // The latest hash timed, whose speed estimates the next one of the same algorithm (kept as
  // state adjusted while rendering, React's pattern for state that follows a result).
  const [timed, setTimed] = useState<{ result: HashResult; settings: HashSettings } | null>(null);
  if (result && settings && !htpasswd && timed?.result !== result) setTimed({ result, settings });

  const mainError = settingsError ?? (hashRun.current ? hashRun.error : null);
  // A bad htpasswd line in Input stops both runs with the same message: it is said once.
  const verifyError = verifyRun.current ? verifyRun.error : null;

  function clear() {
    setPassword("");
    setHashToVerify("");
    hashRun.reset();
    verifyRun.reset();
  }

  const { actions, shortcuts } = toolActions({
    primary: {
      label: "Hash",
      title: "Hash again with a new salt (Ctrl+Enter); the hash also follows what you type",
      disabled: password === "" || settings === null,
      running,
      onClick: () => {
        setRound(round + 1);
        hashRun.runJob({ ...hashJob, round: round + 1 });
      },
      onCancel: () => {
        hashRun.cancel();
        verifyRun.cancel();
      },
    },
    copy: { disabled: !output, onClick: outputActions.copy },
    download: { disabled: !output, onClick: outputActions.download },
    clear: { disabled: !password && !hashToVerify, onClick: clear },
  });

  let status: string | undefined;
  if (hashRun.running) {
    const last = timed && { settings: timed.settings, elapsedMs: timed.result.elapsedMs };
    const expectedMs = settings && !htpasswd ? estimateMs(last, settings) : null;
    status = runningStatus(elapsedMs, hashRun.progress, lines, expectedMs);
  } else if (hashRun.waiting) {
    status = `${lines} htpasswd lines: press Hash (Ctrl+Enter) to hash them all`;
  } else if (result && settings) {
    const described = describeHash(
      settings.algorithm === "bcrypt" && htpasswd ? { ...settings, prefix: "2y" } : settings,
    );
    status = htpasswd ? `${lines} htpasswd line${lines === 1 ? "" : "s"}, ${described}` : described;
  }

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700 dark:text-slate-300">{PRIVACY_NOTE}</p>
        <HashSettingsFields fields={fields} controls={controls} />
        <ErrorPanel message={mainError} />
        <div className="grid gap-4 lg:grid-cols-2">
          <InputPanel
            value={password}
            onChange={setPassword}
            height="8rem"
            placeholder={
              htpasswd
                ? "alice:her password (one user:password a line)"
                : "The password to hash or verify"
            }
          />
          <div className="flex min-w-0 flex-col gap-2">
            <OutputPanel value={output} fileName={fileName} status={status} height="8rem" />
            {result?.notes.map((note) => (
              <p key={note} className="text-sm text-amber-900 dark:text-amber-200">
                {note}
              </p>
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={VERIFY_ID} className="text-sm font-medium">
            Hash to verify
          </label>
          <input
            id={VERIFY_ID}
            type="text"
            value={hashToVerify}
            onChange={(event) => setHashToVerify(event.target.value)}
            placeholder="$2b$10$…, $argon2id$…, $scrypt$…, $pbkdf2-sha256$… or user:$2y$… (the algorithm is read from it)"
            autoComplete="off"
            spellCheck={false}
            className="rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          />
          {/* Always present, so a screen reader announces the verdict when it appears or changes. */}
          <p role="status" aria-label="Verification result" className="text-sm font-medium">
            {verifyRun.running && !verdict && "Verifying…"}
            {verdict && (
              <span
                className={`inline-flex items-center gap-1 ${verdict.matches ? "text-green-800 dark:text-green-300" : "text-red-800 dark:text-red-300"}`}
              >
                {verdict.matches ? (
                  <CircleCheck aria-hidden="true" className="size-4" />
                ) : (
                  <CircleX aria-hidden="true" className="size-4" />
                )}
                {verdict.matches ? MATCHES : DOES_NOT_MATCH}
                {`: ${verdict.description}${verdict.user === null ? "" : `, user ${verdict.user}`}`}
              </span>
            )}
          </p>
          <ErrorPanel message={verifyError === mainError ? null : verifyError} />
        </div>
      </div>
    </ToolPage>
  );
}
