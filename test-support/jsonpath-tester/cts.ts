// Test-only: the JSONPath Compliance Test Suite (cts.json beside this file; see README.md there for
// its source and licence). No page, core or worker imports it.
import { readFileSync } from "node:fs";

export interface ComplianceCase {
  name: string;
  selector: string;
  /** Absent for a selector that must be refused. */
  document?: unknown;
  /** The nodes' values in order; or `results`, every order the RFC allows. */
  result?: unknown[];
  result_paths?: string[];
  results?: unknown[][];
  results_paths?: string[][];
  invalid_selector?: true;
  tags?: string[];
}

export function complianceCases(): ComplianceCase[] {
  const file = new URL("./cts.json", import.meta.url);
  return (JSON.parse(readFileSync(file, "utf8")) as { tests: ComplianceCase[] }).tests;
}
