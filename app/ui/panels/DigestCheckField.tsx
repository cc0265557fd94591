// A field where a user pastes a checksum or MAC (hex of either case, or Base64) and reads whether it
// matches the computed one: shared by /message-digester ("Compare with") and /hmac-generator.
import { CircleCheck, CircleX } from "lucide-react";
import { digestMatches } from "~/lib/crypto/hashing";

export const MATCHES = "Matches";
export const DOES_NOT_MATCH = "Does not match";

export function DigestCheckField({
  id,
  label,
  value,
  onChange,
  expected,
}: {
  /** A fixed id (not useId), so the prerendered HTML and the hydrated page agree. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The computed digest, or null while there is none. */
  expected: Uint8Array | null;
}) {
  const verdict = value.trim() === "" || !expected ? null : digestMatches(expected, value);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
          type="text"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Paste a hex or Base64 value"
          autoComplete="off"
          spellCheck={false}
          className="min-w-0 flex-1 basis-64 rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        />
        {/* Always present, so a screen reader announces the verdict when it appears or changes. */}
        <p role="status" aria-label={`${label} result`} className="text-sm font-medium">
          {verdict === true && (
            <span className="inline-flex items-center gap-1 text-green-800 dark:text-green-300">
              <CircleCheck aria-hidden="true" className="size-4" />
              {MATCHES}
            </span>
          )}
          {verdict === false && (
            <span className="inline-flex items-center gap-1 text-red-800 dark:text-red-300">
              <CircleX aria-hidden="true" className="size-4" />
              {DOES_NOT_MATCH}
            </span>
          )}
        </p>
      </div>
    </div>
  );
}
