// The SQL Formatter's facts, declared once (app/lib/chain/step-declaration.ts): its options as the
// page's option fields name them (sql-format-options.ts, whose choices and defaults they are), and
// its core on one text. The page, its share link and the chain's step read this.
import { INDENT_CHOICES } from "~/lib/code/code-format-options";
import { type StepDeclaration, choiceOption } from "~/lib/chain/step-declaration";
import {
  DEFAULT_SQL_FORMAT_OPTIONS as defaults,
  SQL_DIALECTS,
  SQL_KEYWORD_CASES,
} from "./sql-format-options";

export const stepOptions = {
  dialect: choiceOption("Dialect", SQL_DIALECTS, defaults.dialect),
  keywordCase: choiceOption("Keyword case", SQL_KEYWORD_CASES, defaults.keywordCase),
  indent: choiceOption("Indent", INDENT_CHOICES, defaults.indent),
};

// A plain object (no call), so a page that imports only the options leaves `run` and the core out
// of its first-load script.
export const step = {
  options: stepOptions,
  // sql-formatter (every dialect) is imported when a step runs, as the page's worker loads it.
  run: async (input, options) => {
    const { formatSql } = await import("./sql-format");
    return formatSql(input, options);
  },
} satisfies StepDeclaration<typeof stepOptions>;
