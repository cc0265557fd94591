// The five category pages of spec §2, in the order the spec lists them.
// Pages and the sidebar list categories in this order, so it is kept as the spec gives it.
import type { Category } from "./types";

export const categories: Category[] = [
  {
    id: "formatters",
    path: "/formatters",
    title: "Formatters",
    description:
      "Beautify, format and minify JSON, XML, SQL, HTML, JavaScript and CSS in your browser.",
    icon: "TextWrap",
  },
  {
    id: "converters",
    path: "/converters",
    title: "Converters",
    description:
      "Convert between data formats, text encodings, units, timestamps, time zones and currencies.",
    icon: "ArrowRightLeft",
  },
  {
    id: "encoders-decoders",
    path: "/encoders-decoders",
    title: "Encoders & Decoders",
    description:
      "Encode and decode URLs, Base64 and escaped text, compute hashes and HMACs, make QR codes.",
    icon: "LockKeyhole",
  },
  {
    id: "developer-tools",
    path: "/developer-tools",
    title: "Developer Tools",
    description:
      "Test regular expressions and XPath, work with cron, URLs, strings, CSV files, slugs and sitemaps.",
    icon: "Wrench",
  },
  {
    id: "calculators-counters",
    path: "/calculators-counters",
    title: "Calculators & Counters",
    description:
      "Count characters, calculate mortgages, ratios, date ranges and decimal hours, and track crypto prices.",
    icon: "Calculator",
  },
];
