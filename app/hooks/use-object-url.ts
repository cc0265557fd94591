// A blob: URL for a Blob while a page shows it (a picture chosen, a cover image), revoked when the
// Blob changes or the part showing it goes, so the browser frees the Blob's memory.
import { useEffect, useMemo } from "react";

export function useObjectUrl(blob: Blob | null): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
