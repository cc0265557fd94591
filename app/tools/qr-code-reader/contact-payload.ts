// Reads the contact cards codes carry: vCard (2.1, 3.0 and 4.0: folded lines, groups, parameters,
// quoted-printable, backslash escapes) and the shorter MECARD that phones also read.

export interface ContactAddress {
  type: string;
  poBox: string;
  extended: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

/** A value with its vCard TYPE parameter ("work", "cell"…; "" when none is given). */
export interface TypedValue {
  type: string;
  value: string;
}

export interface Contact {
  formattedName: string;
  firstName: string;
  lastName: string;
  organization: string;
  title: string;
  phones: TypedValue[];
  emails: TypedValue[];
  urls: string[];
  addresses: ContactAddress[];
  note: string;
  birthday: string;
}

const emptyContact = (): Contact => ({
  formattedName: "",
  firstName: "",
  lastName: "",
  organization: "",
  title: "",
  phones: [],
  emails: [],
  urls: [],
  addresses: [],
  note: "",
  birthday: "",
});

/**
 * Splits `text` at each unescaped `separator`, keeping the backslash escapes for unescapeText: a
 * vCard's N and ADR components, and a MECARD's fields, are separated this way.
 */
export function splitUnescaped(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    // A backslash takes the next character with it, whatever it is.
    if (text[i] === "\\") i++;
    else if (text[i] === separator) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** vCard text (RFC 6350 §3.4): \n or \N is a line break; any other escaped character is itself. */
export function unescapeText(text: string): string {
  return text.replace(/\\([\s\S])/g, (_, char: string) =>
    char === "n" || char === "N" ? "\n" : char,
  );
}

/** Undoes quoted-printable (vCard 2.1): each run of =XX is bytes, and the bytes are UTF-8. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/(?:=[0-9A-F]{2})+/gi, (run) =>
    new TextDecoder().decode(Uint8Array.from(run.slice(1).split("="), (hex) => parseInt(hex, 16))),
  );
}

interface ContentLine {
  name: string;
  params: Map<string, string>;
  value: string;
}

/**
 * The content lines of a vCard: folded lines joined (a line break followed by a space or tab
 * continues the line, RFC 6350 §3.2; in quoted-printable a line ending in "=" continues too).
 */
function contentLines(text: string): ContentLine[] {
  const unfolded = text.replace(/\r\n|\r/g, "\n").replace(/\n[ \t]/g, "");
  const lines: ContentLine[] = [];
  const physical = unfolded.split("\n");
  for (let i = 0; i < physical.length; i++) {
    let line = physical[i];
    const colon = nameEnd(line);
    if (colon < 0) continue;
    const [nameWithGroup, ...paramTexts] = splitUnescaped(line.slice(0, colon), ";");
    const params = new Map<string, string>();
    for (const param of paramTexts) {
      const equals = param.indexOf("=");
      // vCard 2.1 writes a bare TYPE value: TEL;CELL:…
      if (equals < 0) params.set("TYPE", joinTypes(params.get("TYPE"), param));
      else {
        const key = param.slice(0, equals).toUpperCase();
        const value = param.slice(equals + 1).replace(/^"|"$/g, "");
        params.set(key, key === "TYPE" ? joinTypes(params.get("TYPE"), value) : value);
      }
    }
    let value = line.slice(colon + 1);
    if (params.get("ENCODING")?.toUpperCase() === "QUOTED-PRINTABLE") {
      while (value.endsWith("=") && i + 1 < physical.length) {
        line = physical[++i];
        value = value.slice(0, -1) + line;
      }
      value = decodeQuotedPrintable(value);
    }
    const name = nameWithGroup.slice(nameWithGroup.lastIndexOf(".") + 1).toUpperCase();
    lines.push({ name, params, value });
  }
  return lines;
}

/** Where a content line's name and parameters end: its first colon outside a quoted parameter. */
function nameEnd(line: string): number {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ":" && !quoted) return i;
  }
  return -1;
}

function joinTypes(before: string | undefined, added: string): string {
  const type = added.toLowerCase();
  return before === undefined ? type : `${before},${type}`;
}

const components = (value: string) => splitUnescaped(value, ";").map(unescapeText);

function addressOf(value: string, type: string): ContactAddress {
  const [
    poBox = "",
    extended = "",
    street = "",
    city = "",
    region = "",
    postalCode = "",
    country = "",
  ] = components(value);
  return { type, poBox, extended, street, city, region, postalCode, country };
}

/** The contact of a vCard's text (BEGIN:VCARD … END:VCARD). */
export function parseVCard(text: string): Contact {
  const contact = emptyContact();
  for (const { name, params, value } of contentLines(text)) {
    const type = params.get("TYPE") ?? "";
    switch (name) {
      case "FN":
        contact.formattedName = unescapeText(value);
        break;
      case "N": {
        const [lastName = "", firstName = ""] = components(value);
        Object.assign(contact, { lastName, firstName });
        break;
      }
      case "ORG":
        // Organisation name, then units: "Acme;Research" is shown "Acme, Research".
        contact.organization = components(value).filter(Boolean).join(", ");
        break;
      case "TITLE":
        contact.title = unescapeText(value);
        break;
      case "TEL":
        contact.phones.push({ type, value: unescapeText(value) });
        break;
      case "EMAIL":
        contact.emails.push({ type, value: unescapeText(value) });
        break;
      case "URL":
        // A URI, not text: its backslashes and commas are part of the link.
        contact.urls.push(value);
        break;
      case "ADR":
        contact.addresses.push(addressOf(value, type));
        break;
      case "NOTE":
        contact.note = unescapeText(value);
        break;
      case "BDAY":
        contact.birthday = value;
        break;
    }
  }
  return contact;
}

/**
 * The contact of a MECARD (NTT DoCoMo's format): MECARD:N:Last,First;TEL:…;EMAIL:…;; with \ before
 * a ; : , or \ that is part of a value.
 */
export function parseMeCard(text: string): Contact {
  const contact = emptyContact();
  const body = text.slice(text.indexOf(":") + 1);
  for (const field of splitUnescaped(body, ";")) {
    const colon = field.indexOf(":");
    if (colon < 0) continue;
    const name = field.slice(0, colon).toUpperCase();
    const raw = field.slice(colon + 1);
    const value = unescapeText(raw);
    switch (name) {
      case "N": {
        const [lastName = "", firstName = ""] = splitUnescaped(raw, ",").map(unescapeText);
        Object.assign(contact, { lastName, firstName });
        break;
      }
      case "ORG":
        contact.organization = value;
        break;
      case "TEL":
        contact.phones.push({ type: "", value });
        break;
      case "EMAIL":
        contact.emails.push({ type: "", value });
        break;
      case "URL":
        contact.urls.push(value);
        break;
      case "ADR":
        contact.addresses.push({ ...addressOf("", ""), street: value });
        break;
      case "NOTE":
        contact.note = value;
        break;
      case "BDAY":
        contact.birthday = value;
        break;
    }
  }
  contact.formattedName = [contact.firstName, contact.lastName].filter(Boolean).join(" ");
  return contact;
}
