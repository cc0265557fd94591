// The match list as a table for Copy and Download (CSV): the same columns the page shows, with
// each group's start and end when the d flag is on.
import type { FoundMatch } from "./regex-core";

export function matchTable(
  matches: readonly FoundMatch[],
  groupNames: readonly (string | null)[],
  showSpans: boolean,
): string[][] {
  const header = ["#", "Index", "Length", "Match"];
  groupNames.forEach((name, g) => {
    const heading = name ? `Group ${g + 1} (${name})` : `Group ${g + 1}`;
    header.push(heading);
    if (showSpans) header.push(`${heading} start`, `${heading} end`);
  });
  const rows = matches.map((match, n) => {
    const row = [String(n + 1), String(match.index), String(match.end - match.index), match.value];
    for (const group of match.groups) {
      row.push(group.value ?? "");
      if (showSpans) row.push(String(group.start ?? ""), String(group.end ?? ""));
    }
    return row;
  });
  return [header, ...rows];
}
