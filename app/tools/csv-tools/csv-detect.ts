// Guesses a CSV's delimiter from its first kilobyte, for splitting and merging alike: the
// candidate that splits the first lines into the same number of fields, most often; a comma when
// nothing stands out.
export const DELIMITER_CANDIDATES = [",", ";", "\t", "|"] as const;

/** The first kilobyte's first lines, counting a candidate only outside double quotes. */
function countsPerLine(text: string, candidate: string): number[] {
  const counts: number[] = [];
  let count = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === candidate) count++;
    else if (!quoted && char === "\n") {
      counts.push(count);
      count = 0;
    }
  }
  if (count > 0) counts.push(count); // the last, possibly cut, line only counts when it has any
  return counts;
}

export function detectDelimiter(head: string): string {
  const sample = head.slice(0, 1024);
  let best = ",";
  let bestScore = 0;
  for (const candidate of DELIMITER_CANDIDATES) {
    const counts = countsPerLine(sample, candidate);
    if (counts.length === 0 || counts[0] === 0) continue;
    const consistent = counts.filter((n) => n === counts[0]).length;
    // Lines that agree with the first line's field count weigh most; the count breaks ties.
    const score = consistent * 1000 + counts[0];
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}
