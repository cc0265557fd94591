// What a minifier page shows under its output: the sizes before and after (and gzipped), and the
// input's problems that did not stop the minifier, each with its line and column.
import { TriangleAlert } from "lucide-react";
import { type MinifiedSizes, type MinifyResult, describeSizes } from "~/lib/code/minified-size";

export function MinifyReport({
  sizes,
  warnings = [],
}: {
  sizes: MinifiedSizes;
  warnings?: readonly string[];
}) {
  return (
    <div className="flex flex-col gap-3">
      <p aria-live="polite" className="text-sm font-medium text-slate-800 dark:text-slate-100">
        {describeSizes(sizes)}
      </p>
      {warnings.length > 0 && (
        <section
          aria-label="Warnings"
          className="rounded-md border border-amber-600 bg-amber-50 p-3 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
        >
          <h2 className="flex items-center gap-2 text-sm font-semibold">
            <TriangleAlert aria-hidden="true" className="size-4" />
            Warnings: the minifier skipped what it could not read
          </h2>
          <ul className="mt-2 list-disc pl-6 font-mono text-sm">
            {warnings.map((warning, i) => (
              <li key={i}>{warning}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** A minifier page's details under the output (CodeTransformPage's `details`). */
export const minifyReport = ({ sizes, warnings }: MinifyResult) => (
  <MinifyReport sizes={sizes} warnings={warnings} />
);
