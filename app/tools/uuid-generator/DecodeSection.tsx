// The decoder of the UUID Generator page: one pasted UUID or ULID, read as it is typed (at most a
// hundred characters are ever read), with its version, variant and time in UTC and local time.
import { useId, useMemo } from "react";
import { errorMessage } from "~/lib/tool-error";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { type Decoded, decodeId, tooLongMessage } from "./uuid-decode";

export const DECODE_LABEL = "UUID or ULID to decode";

/**
 * Longer text is not kept in the field: Chromium took over 2 s to lay out a one-line field holding
 * a 1 MB paste. The page says how long it was instead.
 */
const FIELD_LIMIT = 1_000;

function localTime(ms: number): string {
  return new Date(ms).toLocaleString(undefined, {
    dateStyle: "medium",
    timeStyle: "long",
  });
}

/** The field's text, and the length of a paste too long to keep (null when none was refused). */
export interface DecodeInput {
  text: string;
  refusedLength: number | null;
}

export const NO_DECODE_INPUT: DecodeInput = { text: "", refusedLength: null };

export function DecodeSection({
  text,
  refusedLength,
  onChange,
}: DecodeInput & { onChange: (input: DecodeInput) => void }) {
  const id = useId();
  const headingId = useId();
  const result = useMemo((): { decoded: Decoded | null; error: string | null } => {
    if (refusedLength !== null) return { decoded: null, error: tooLongMessage(refusedLength) };
    try {
      return { decoded: decodeId(text), error: null };
    } catch (error) {
      return { decoded: null, error: errorMessage(error) };
    }
  }, [text, refusedLength]);

  function edit(typed: string) {
    const tooLong = typed.length > FIELD_LIMIT;
    onChange({ text: tooLong ? "" : typed, refusedLength: tooLong ? typed.length : null });
  }
  const { decoded } = result;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <h2 id={headingId} className="font-medium">
        Decode a UUID or ULID
      </h2>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {DECODE_LABEL}
        </label>
        <input
          id={id}
          type="text"
          value={text}
          onChange={(event) => edit(event.target.value)}
          placeholder="e.g. 017f22e2-79b0-7cc3-98c4-dc0c0c07398f or 01ARZ3NDEKTSV4RRFFQ69G5FAV"
          autoComplete="off"
          spellCheck={false}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        />
      </div>
      <ErrorPanel message={result.error} />
      {decoded && (
        <dl
          aria-label="Decoded"
          className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]"
        >
          <dt className="font-medium">Type</dt>
          <dd className="break-all font-mono">{decoded.kind}</dd>
          {decoded.fields.map((field) => (
            <Row key={field.label} label={field.label} value={field.value} />
          ))}
          {decoded.timeMs !== null && <Row label="Local time" value={localTime(decoded.timeMs)} />}
        </dl>
      )}
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="font-medium">{label}</dt>
      <dd className="break-all font-mono">{value}</dd>
    </>
  );
}
