// The colour of each capturing group, the same in the highlighted text and in the match list
// (group n takes colour (n - 1) mod 6). Light tints behind text; a line of the full colour under it.
export const GROUP_COLOURS = [
  { light: "rgb(134 239 172 / 0.55)", dark: "rgb(34 197 94 / 0.35)", line: "rgb(22 163 74)" },
  { light: "rgb(253 186 116 / 0.55)", dark: "rgb(249 115 22 / 0.35)", line: "rgb(234 88 12)" },
  { light: "rgb(196 181 253 / 0.6)", dark: "rgb(139 92 246 / 0.4)", line: "rgb(124 58 237)" },
  { light: "rgb(249 168 212 / 0.55)", dark: "rgb(236 72 153 / 0.35)", line: "rgb(219 39 119)" },
  { light: "rgb(94 234 212 / 0.5)", dark: "rgb(20 184 166 / 0.35)", line: "rgb(13 148 136)" },
  { light: "rgb(252 165 165 / 0.55)", dark: "rgb(239 68 68 / 0.35)", line: "rgb(220 38 38)" },
] as const;

export const groupColour = (groupNumber: number) =>
  GROUP_COLOURS[(groupNumber - 1) % GROUP_COLOURS.length];
