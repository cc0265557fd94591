// Copy to the clipboard with the async API, falling back to a hidden textarea where it is
// unavailable (non-secure contexts, older browsers).

/** What a copy the browser refuses says (text here, images in copy-image.ts). */
export const CLIPBOARD_REFUSED = "Copying to the clipboard is not allowed in this browser.";

export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused or not focused: try the legacy way below.
    }
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  if (!ok) throw new Error(CLIPBOARD_REFUSED);
}
