// The lucide icons the catalogue and the page frame (header, sidebar, theme switch, search,
// shortcuts launcher) use, by their lucide-react export name. Pages draw them from one SVG sprite
// (/icons.svg, built from this list by build-tools/icon-sprite.ts) instead of shipping icon
// components in every page's JavaScript; a page names an icon, the browser fetches the sprite once.
export const CATALOGUE_ICONS = [
  "ArrowLeftRight",
  "ArrowRightLeft",
  "Banknote",
  "Binary",
  "Bitcoin",
  "BookOpen",
  "Braces",
  "Calculator",
  "CalendarClock",
  "CalendarRange",
  "CaseSensitive",
  "Clock",
  "Code",
  "CodeXml",
  "Combine",
  "CreditCard",
  "Database",
  "Earth",
  "FileCode",
  "FileCog",
  "FileAudio",
  "FileImage",
  "FileSpreadsheet",
  "FileText",
  "FileVideoCamera",
  "FileType",
  "Hash",
  "House",
  "Image",
  "KeyRound",
  "Link",
  "ListFilter",
  "LockKeyhole",
  "Minimize2",
  "Network",
  "Paintbrush",
  "Palette",
  "Percent",
  "Pilcrow",
  "QrCode",
  "ScanBarcode",
  "Quote",
  "Regex",
  "Repeat",
  "Ruler",
  "SearchCode",
  "Shrink",
  "Split",
  "TextInitial",
  "TextWrap",
  "Timer",
  "WalletCards",
  "WandSparkles",
  "Workflow",
  "Wrench",
] as const;

/** Icons of the page frame (header, sidebar, theme switch, search, shortcuts, planned page) and of
 * every tool page (favourite star, Share). */
export const PAGE_FRAME_ICONS = [
  "CloudDownload",
  "Construction",
  "Keyboard",
  "Menu",
  "Monitor",
  "Moon",
  "Search",
  "Share2",
  "Star",
  "Sun",
  "X",
] as const;

/** Everything /icons.svg holds: the catalogue's icons and the page frame's. */
export const SPRITE_ICONS = [...CATALOGUE_ICONS, ...PAGE_FRAME_ICONS] as const;

export type CatalogueIconName = (typeof SPRITE_ICONS)[number];

/** Where pages find the sprite (a file of the built site, precached by the service worker). */
export const ICON_SPRITE_PATH = "/icons.svg";
