// iCalendar (RFC 5545) reading: unfolds lines, splits properties into name, parameters and value, and
// groups them by component (VEVENT…). Shared by tools that accept .ics files
// (/date-range-analyzer reads its holidays from one).
import { ToolError } from "~/lib/tool-error";

export interface IcsProperty {
  /** Upper-case, e.g. "DTSTART". */
  name: string;
  /** Parameter names upper-case, values without their quotes, e.g. { VALUE: "DATE" }. */
  params: Record<string, string>;
  /** As written (still escaped: see unescapeIcsText for TEXT values). */
  value: string;
  /** 1-based line of the file where the (unfolded) property starts. */
  line: number;
}

export interface IcsComponent {
  /** Upper-case, e.g. "VEVENT". */
  name: string;
  /** Line of its BEGIN. */
  line: number;
  properties: IcsProperty[];
}

interface LogicalLine {
  text: string;
  line: number;
}

/** Joins folded lines (a line starting with a space or tab continues the one before it). */
export function unfoldIcsLines(text: string): LogicalLine[] {
  const lines: LogicalLine[] = [];
  text
    .replace(/^\uFEFF/, "")
    .split(/\r\n|\n|\r/)
    .forEach((raw, index) => {
      const previous = lines[lines.length - 1];
      if ((raw.startsWith(" ") || raw.startsWith("\t")) && previous) previous.text += raw.slice(1);
      else if (raw !== "") lines.push({ text: raw, line: index + 1 });
    });
  return lines;
}

/** Splits one content line; a colon or semicolon inside a quoted parameter value is data. */
export function parseIcsProperty({ text, line }: LogicalLine): IcsProperty {
  let index = 0;
  let inQuotes = false;
  const parts: string[] = [];
  let current = "";
  for (; index < text.length; index++) {
    const char = text[index];
    if (char === '"') inQuotes = !inQuotes;
    if (!inQuotes && (char === ";" || char === ":")) {
      parts.push(current);
      current = "";
      if (char === ":") break;
      continue;
    }
    current += char;
  }
  if (index >= text.length) {
    throw new ToolError(`Line ${line}: "${text}" is not an iCalendar property (NAME:value).`, {
      line,
    });
  }
  const [name, ...rawParams] = parts;
  const params: Record<string, string> = {};
  for (const param of rawParams) {
    const equals = param.indexOf("=");
    if (equals === -1) continue;
    params[param.slice(0, equals).toUpperCase()] = param.slice(equals + 1).replace(/^"|"$/g, "");
  }
  return { name: name.toUpperCase(), params, value: text.slice(index + 1), line };
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function unescapeIcsText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) =>
    char === "n" || char === "N" ? "\n" : char,
  );
}

/**
 * The components named `wanted` (e.g. "VEVENT") with their own properties, in file order; nested
 * components (a VALARM in a VEVENT) keep their properties to themselves. Throws ToolError naming
 * the line of an unbalanced BEGIN/END.
 */
export function readIcsComponents(text: string, wanted: string): IcsComponent[] {
  const found: IcsComponent[] = [];
  const open: IcsComponent[] = [];
  for (const logical of unfoldIcsLines(text)) {
    const property = parseIcsProperty(logical);
    if (property.name === "BEGIN") {
      open.push({ name: property.value.trim().toUpperCase(), line: logical.line, properties: [] });
    } else if (property.name === "END") {
      const name = property.value.trim().toUpperCase();
      const component = open.pop();
      if (!component || component.name !== name) {
        throw new ToolError(
          `Line ${logical.line}: END:${name} does not close ${component ? `BEGIN:${component.name} (line ${component.line})` : "any BEGIN"}.`,
          { line: logical.line },
        );
      }
      if (component.name === wanted.toUpperCase()) found.push(component);
    } else {
      open[open.length - 1]?.properties.push(property);
    }
  }
  const unclosed = open.pop();
  if (unclosed) {
    throw new ToolError(
      `Line ${unclosed.line}: BEGIN:${unclosed.name} has no END:${unclosed.name}.`,
      { line: unclosed.line },
    );
  }
  return found;
}

/** The first property called `name` of a component. */
export function icsProperty(component: IcsComponent, name: string): IcsProperty | undefined {
  return component.properties.find((property) => property.name === name);
}
