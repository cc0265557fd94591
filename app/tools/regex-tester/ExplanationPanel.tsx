// The pattern explained token by token (regex-explain.ts, loaded on first use), as a nested list:
// each token as written, then what it does.
import type { ExplainedToken, Explanation } from "./regex-explain";

function TokenList({ tokens }: { tokens: readonly ExplainedToken[] }) {
  return (
    <ul className="flex flex-col gap-1 border-l border-slate-200 pl-3 dark:border-slate-700">
      {tokens.map((token) => (
        <li key={`${token.start}-${token.end}`}>
          <code className="rounded bg-slate-100 px-1 font-mono text-[13px] text-slate-900 break-all dark:bg-slate-800 dark:text-slate-100">
            {token.raw}
          </code>{" "}
          <span className="text-sm">{token.text}</span>
          {token.children.length > 0 && (
            <div className="mt-1">
              <TokenList tokens={token.children} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

export function ExplanationPanel({
  explanation,
  status,
}: {
  explanation: Explanation | null;
  /** Shown instead of the explanation: loading, no pattern, a syntax error. */
  status: string | null;
}) {
  return (
    <section aria-labelledby="regex-explanation-heading" className="flex flex-col gap-2">
      <h2 id="regex-explanation-heading" className="text-base font-semibold">
        Explanation
      </h2>
      {status || !explanation ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{status}</p>
      ) : (
        <div className="max-h-96 overflow-auto">
          <TokenList tokens={explanation.tokens} />
          {explanation.cut && (
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
              Only the first tokens are explained: the pattern is very long.
            </p>
          )}
        </div>
      )}
    </section>
  );
}
