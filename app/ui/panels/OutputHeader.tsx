// The heading of a page's result with its Copy and Download buttons at the right, for pages whose
// result is a table or cards rather than OutputPanel's text (the calculators and market pages).
import { Copy, Download } from "lucide-react";
import type { ReactNode } from "react";
import { PanelButton } from "./PanelButton";

export interface CopyDownloadProps {
  onCopy: () => void;
  onDownload: () => void;
  /** Both buttons are off while there is nothing to copy. */
  disabled?: boolean;
  /** Names what the buttons act on when a page has more than one result: "Copy comparison". */
  noun?: string;
}

/** Copy and Download, pushed to the end of a flex row. */
export function CopyDownloadButtons({ onCopy, onDownload, disabled, noun }: CopyDownloadProps) {
  const named = (verb: string) => (noun ? `${verb} ${noun}` : verb);
  return (
    <span className="ml-auto flex gap-2">
      <PanelButton icon={Copy} label={named("Copy")} disabled={disabled} onClick={onCopy} />
      <PanelButton
        icon={Download}
        label={named("Download")}
        disabled={disabled}
        onClick={onDownload}
      />
    </span>
  );
}

/** An h2 and the result's Copy and Download buttons on one row. */
export function OutputHeader({ title, ...buttons }: CopyDownloadProps & { title: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      <CopyDownloadButtons {...buttons} />
    </div>
  );
}
