// The original and a result side by side, fitted or at 1:1 (one pixel of the image per pixel of
// the screen, where compression shows), scrolled together at 1:1.
import { useRef, useState } from "react";
import { formatBytes } from "~/lib/browser/read-file";
import { IMAGE_KIND_LABEL } from "~/lib/image/image-format";
import { savedPercent } from "./image-options";
import type { BatchItem, ConvertedFile } from "./use-image-batch";

type Zoom = "fit" | "actual";

export function ComparePanel({ item, output }: { item: BatchItem; output: ConvertedFile }) {
  const [zoom, setZoom] = useState<Zoom>("fit");
  const panes = [useRef<HTMLDivElement>(null), useRef<HTMLDivElement>(null)];
  const saved = savedPercent(item.file.size, output.blob.size);
  const source = item.source;

  // At 1:1 the two panes show the same part of the picture.
  const follow = (from: number) => () => {
    const [a, b] = from === 0 ? panes : [panes[1], panes[0]];
    if (!a.current || !b.current) return;
    b.current.scrollLeft = a.current.scrollLeft;
    b.current.scrollTop = a.current.scrollTop;
  };

  const figures = [
    {
      label: "Original",
      url: item.sourceUrl,
      caption: `Original: ${source ? `${IMAGE_KIND_LABEL[source.kind]}, ${source.width} × ${source.height} px, ` : ""}${formatBytes(item.file.size)}`,
      width: source?.width,
    },
    {
      label: "Result",
      url: output.url,
      caption: `Result: ${output.name}, ${output.width} × ${output.height} px, ${formatBytes(output.blob.size)} (${saved >= 0 ? `${saved} % smaller` : `${-saved} % larger`})`,
      width: output.width,
    },
  ];

  return (
    <section aria-label={`Compare ${item.file.name}`} className="mt-3 flex flex-col gap-2">
      <div role="radiogroup" aria-label="Zoom" className="flex gap-2">
        {(
          [
            ["fit", "Fit"],
            ["actual", "1:1"],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={zoom === value}
            onClick={() => setZoom(value)}
            className={`rounded-md border px-2 py-1 text-sm ${
              zoom === value
                ? "border-blue-600 bg-blue-50 text-blue-900 dark:bg-slate-800 dark:text-blue-200"
                : "border-slate-300 dark:border-slate-600"
            }`}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        {figures.map((figure, i) => (
          <figure key={figure.label} className="flex min-w-0 flex-col gap-1">
            <div
              ref={panes[i]}
              onScroll={zoom === "actual" ? follow(i) : undefined}
              className={`rounded border border-slate-200 bg-[repeating-conic-gradient(#e2e8f0_0_25%,#fff_0_50%)] bg-[length:16px_16px] dark:border-slate-700 ${
                zoom === "actual" ? "max-h-[28rem] overflow-auto" : ""
              }`}
            >
              <img
                src={figure.url}
                alt={figure.label}
                style={
                  zoom === "actual"
                    ? { maxWidth: "none", width: figure.width ? `${figure.width}px` : undefined }
                    : { maxWidth: "100%", height: "auto" }
                }
              />
            </div>
            <figcaption className="text-sm text-slate-700 dark:text-slate-300">
              {figure.caption}
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
