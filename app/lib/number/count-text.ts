// Counts shown in the page ("1,234 characters") in en-US digits, without Intl: the first Intl
// number format of a page costs 15–35 ms of main-thread time in Chromium (it loads ICU data), and a
// count formatted while the page hydrates put that into the task Lighthouse counts as blocking.

/**
 * `count` as `count.toLocaleString("en-US")` writes it ("1,234", "-56", "1,234.5"), but -0 is "0";
 * a bigint (an IPv6 network's 2^80 addresses) is grouped the same way.
 */
export function groupedCount(count: number | bigint): string {
  // Whole numbers (every count the site shows) are grouped here; anything else keeps Intl's rules.
  if (typeof count === "number" && !Number.isSafeInteger(count))
    return count.toLocaleString("en-US");
  const digits = String(count < 0 ? -count : count);
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3)
    grouped += `,${digits.slice(at, at + 3)}`;
  return count < 0 ? `-${grouped}` : grouped;
}

/** A count of audio channels: "1 (mono)", "2 (stereo)", or the count. */
export const channelsText = (channels: number) =>
  channels === 1 ? "1 (mono)" : channels === 2 ? "2 (stereo)" : String(channels);
