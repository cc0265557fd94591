// The QR code on the page: the same drawing as the SVG download (one path of the dark modules),
// named for screen readers, with the version and size as info and any scanning warnings below.
import { TriangleAlert } from "lucide-react";
import { toHexColor } from "~/lib/color-contrast";
import type { QrSymbol } from "./qr-encode";
import type { QrRenderOptions } from "./qr-options";
import { darkModulesPath, modulesAcross, qrImageLabel } from "./qr-render";
import { counted } from "~/lib/text/text-stats";

export function symbolInfo(symbol: QrSymbol): string {
  const bytes = counted(symbol.byteLength, "byte");
  return `Version ${symbol.version} · ${symbol.size} × ${symbol.size} modules · ${bytes} · level ${symbol.level}`;
}

function QrImage({ symbol, options }: { symbol: QrSymbol; options: QrRenderOptions }) {
  const across = modulesAcross(symbol, options.margin);
  return (
    <svg
      role="img"
      aria-label={qrImageLabel(symbol.text)}
      viewBox={`0 0 ${across} ${across}`}
      shapeRendering="crispEdges"
      className="aspect-square h-auto w-full max-w-80 rounded-sm ring-1 ring-slate-300 dark:ring-slate-600"
    >
      <rect width={across} height={across} fill={toHexColor(options.background)} />
      <path fill={toHexColor(options.foreground)} d={darkModulesPath(symbol, options.margin)} />
    </svg>
  );
}

export function QrPreview({
  symbol,
  options,
  warnings,
}: {
  symbol: QrSymbol | null;
  options: QrRenderOptions | null;
  warnings: string[];
}) {
  return (
    <section aria-label="QR code panel" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">QR code</span>
        {symbol && (
          <span className="text-xs text-slate-600 dark:text-slate-300">{symbolInfo(symbol)}</span>
        )}
      </div>
      {symbol && options ? (
        <QrImage symbol={symbol} options={options} />
      ) : (
        <div className="flex aspect-square w-full max-w-80 items-center justify-center rounded-md border-2 border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-600 dark:text-slate-300">
          Your QR code appears here as you type
        </div>
      )}
      {/* Announced when a warning appears; a warning never blocks the download. */}
      <ul aria-live="polite" aria-label="Scanning warnings" className="flex flex-col gap-2">
        {warnings.map((warning) => (
          <li
            key={warning}
            className="flex gap-2 rounded-md border border-amber-600 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {warning}
          </li>
        ))}
      </ul>
    </section>
  );
}
