// The CSS minifier's options and page settings: light enough for the page, which must not load
// csso (the worker does).
import type { CodeToolSettings } from "~/lib/code/code-tool";
import { type MinifyResult, minifiedCode } from "~/lib/code/minified-size";

export interface CssMinifyOptions {
  /**
   * csso's restructuring: merges rules with equal selectors or declarations and moves them.
   * Off by default: it changed what pages look like in our cascade tests (docs/formatters.md).
   */
  restructure: boolean;
  /** Keep /*! … *\/ comments (licences); all other comments go. */
  keepLicenseComments: boolean;
}

export const DEFAULT_CSS_MINIFY_OPTIONS: CssMinifyOptions = {
  restructure: false,
  keepLicenseComments: true,
};

export const CSS_MINIFY_SAMPLE = `/*! Site styles | MIT */
/* Layout */
:root {
  --brand: #1d4ed8;
  --gap: 1.0rem;
}

body {
  margin: 0px;
  padding: 0px 0px 0px 0px;
  font-family: "Segoe UI", system-ui, sans-serif;
  color: #000000;
  background-color: #ffffff;
}

.card {
  display: grid;
  gap: var(--gap);
  padding: calc(var(--gap) * 2);
  border: 1px solid rgba(0, 0, 0, 0.1);
}

.card > h2 {
  margin: 0 0 0.50em;
  color: var(--brand) !important;
}

@media (max-width: 600px) {
  .card {
    grid-template-columns: 1fr;
  }
}
`;

export const CSS_MINIFIER: CodeToolSettings<CssMinifyOptions, MinifyResult> = {
  defaults: DEFAULT_CSS_MINIFY_OPTIONS,
  fields: [
    { kind: "checkbox", key: "restructure", label: "Restructure rules (merge and move)" },
    { kind: "checkbox", key: "keepLicenseComments", label: "Keep /*! comments" },
  ],
  runLabel: "Minify",
  verb: "minify",
  outputFileName: "minified.css",
  mimeType: "text/css",
  accept: ".css,text/css",
  sample: CSS_MINIFY_SAMPLE,
  outputText: minifiedCode,
};
