// The Credit Card Validator page: brand, length, Luhn and CVC checks as the user types. The number
// and CVC live only in this component's state: never stored, logged or sent.
import { CircleCheck, CircleX, Lock } from "lucide-react";
import { useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentState } from "~/hooks/persistent-state";
import { errorMessage } from "~/lib/tool-error";
import { toolActions } from "~/ui/runtime/tool-actions";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { useToolPageData } from "~/ui/page/tool-route";
import { useOutputActions } from "~/ui/panels/OutputPanel";
import { ConsideredToolCard } from "~/ui/shell/ToolCard";
import { ToolPage } from "~/ui/page/ToolPage";
import {
  type CardBrand,
  type CardCheck,
  checkCardNumber,
  checkCvc,
  describeLengths,
} from "./credit-card";

const fieldClass =
  "rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-lg text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

function brandLabel(brand: CardBrand): string {
  return brand.note ? `${brand.name} (${brand.note})` : brand.name;
}

function PassFail({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <span
      className={`inline-flex items-center gap-1.5 ${ok ? "text-emerald-800 dark:text-emerald-300" : "text-red-800 dark:text-red-300"}`}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </span>
  );
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="font-medium text-slate-700 sm:w-32 sm:shrink-0 dark:text-slate-300">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function CheckDetails({ check, cvc }: { check: CardCheck; cvc: string }) {
  const { brand, candidates, digits } = check;
  const cvcCheck = checkCvc(cvc, brand);
  let brandText: string;
  if (brand) brandText = brandLabel(brand);
  else if (candidates.length > 0)
    brandText = `Not known yet: could be ${candidates.map((c) => c.name).join(", ")}`;
  else brandText = "Unknown: these first digits match no card network";

  return (
    <>
      <p
        className={`text-xl font-semibold ${check.valid ? "text-emerald-800 dark:text-emerald-300" : "text-red-800 dark:text-red-300"}`}
      >
        {check.verdict}
      </p>
      <dl className="mt-3 flex flex-col gap-2 text-sm">
        <Row term="Brand">{brandText}</Row>
        <Row term="Number">
          <span className="font-mono text-base tracking-wide">{check.formatted}</span>
        </Row>
        <Row term="Length">
          {brand ? (
            <PassFail ok={check.lengthOk}>
              {digits.length} digits; {brand.name} uses {describeLengths(brand.lengths)}
            </PassFail>
          ) : (
            `${digits.length} digits`
          )}
        </Row>
        <Row term="Luhn check">
          <PassFail ok={check.luhnOk}>{check.luhnOk ? "Passes" : "Fails"}</PassFail>
        </Row>
        <Row term="CVC">
          {cvcCheck ? (
            <PassFail ok={cvcCheck.ok}>{cvcCheck.message}</PassFail>
          ) : brand ? (
            `${brand.cvcLength} digits`
          ) : (
            "3 digits, or 4 on American Express"
          )}
        </Row>
      </dl>
    </>
  );
}

export function CreditCardValidatorTool({ tool }: { tool: ToolEntry }) {
  // Card data is never stored: the number is a field only so that "Paste anything" can hand one
  // over (and a link carries it only when the user includes their input).
  const [number, setNumber] = usePersistentState(tool.path, "number", "", { persist: false });
  const [cvc, setCvc] = useState("");
  const generator = useToolPageData().companions[0];

  const { check, error } = useMemo(() => {
    try {
      return { check: checkCardNumber(number), error: null };
    } catch (caught) {
      return { check: null, error: errorMessage(caught) };
    }
  }, [number]);

  const formatted = check?.formatted ?? "";
  const { copy } = useOutputActions(formatted, "card-number.txt");

  function clear() {
    setNumber("");
    setCvc("");
  }

  const { actions, shortcuts } = toolActions({
    copy: { label: "Copy formatted number", disabled: !formatted, onClick: copy },
    clear: { disabled: !number && !cvc, onClick: clear },
  });

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
          <div className="flex min-w-56 flex-1 flex-col gap-1">
            {/* Named Input like every tool's main input (page contract); the hint says what it takes. */}
            <div className="flex items-baseline gap-2">
              <label htmlFor="card-number" className="font-medium">
                Input
              </label>
              <span id="card-number-kind" className="text-slate-700 dark:text-slate-300">
                Card number
              </span>
            </div>
            <input
              id="card-number"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              placeholder="4111 1111 1111 1111"
              aria-describedby="card-number-kind"
              value={number}
              onChange={(event) => setNumber(event.target.value)}
              className={`${fieldClass} w-full min-w-0`}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="card-cvc" className="font-medium">
              CVC
            </label>
            <input
              id="card-cvc"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              maxLength={4}
              placeholder="123"
              value={cvc}
              onChange={(event) => setCvc(event.target.value)}
              className={`${fieldClass} w-24`}
            />
          </div>
        </div>
        <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <Lock aria-hidden="true" className="size-4 shrink-0" />
          The number never leaves your device: it is checked in your browser, never sent or stored.
        </p>
        <ErrorPanel message={error} />
        <section
          aria-labelledby="card-check-heading"
          className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
        >
          <h2 id="card-check-heading" className="mb-2 text-lg font-semibold">
            Result
          </h2>
          <div role="status" aria-live="polite" aria-label="Output">
            {check ? (
              <CheckDetails check={check} cvc={cvc} />
            ) : (
              <p className="text-slate-700 dark:text-slate-300">
                Type or paste a card number to check it.
              </p>
            )}
          </div>
        </section>
        {generator && (
          <div className="max-w-xl">
            <ConsideredToolCard idea={generator} />
          </div>
        )}
      </div>
    </ToolPage>
  );
}
