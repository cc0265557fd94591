import { parseMeCard, parseVCard, splitUnescaped, unescapeText } from "./contact-payload";

const vCard = (...lines: string[]) => ["BEGIN:VCARD", ...lines, "END:VCARD"].join("\r\n");

describe("splitUnescaped", () => {
  it("splits at each separator not after a backslash, keeping the escapes", () => {
    expect(splitUnescaped("a;b\\;c;;d", ";")).toEqual(["a", "b\\;c", "", "d"]);
    expect(splitUnescaped("a\\\\;b", ";")).toEqual(["a\\\\", "b"]);
    expect(splitUnescaped("", ";")).toEqual([""]);
    expect(splitUnescaped("x,y", ",")).toEqual(["x", "y"]);
  });

  it("keeps a backslash that ends the text", () => {
    expect(splitUnescaped("a;b\\", ";")).toEqual(["a", "b\\"]);
  });
});

describe("unescapeText", () => {
  it("reads \\n and \\N as line breaks and any other escaped character as itself", () => {
    expect(unescapeText("a\\nb\\Nc\\,d\\;e\\\\f\\:g")).toBe("a\nb\nc,d;e\\f:g");
  });

  it("keeps a backslash that ends the text, and reads an escaped line break as itself", () => {
    expect(unescapeText("end\\")).toBe("end\\");
    expect(unescapeText("a\\\nb")).toBe("a\nb");
  });
});

describe("parseVCard", () => {
  it("reads names, organisation, title, phones, e-mails, links, addresses, note and birthday", () => {
    const contact = parseVCard(
      vCard(
        "VERSION:3.0",
        "N:Doe;Jane;Q.;Dr.;",
        "FN:Dr. Jane Q. Doe",
        "ORG:Acme\\, Inc.;Research;",
        "TITLE:Head of R&D",
        "TEL;TYPE=CELL:+1 555 0100",
        "TEL;TYPE=work;TYPE=voice:+1 555 0199",
        "EMAIL:jane@example.com",
        "EMAIL;TYPE=INTERNET,HOME:jane@home.example",
        "URL:https://example.com/a\\,b",
        "ADR;TYPE=home:;;1 Main St\\nFlat 2;Springfield;IL;62701;USA",
        "NOTE:Line one\\nLine two\\, with comma",
        "BDAY:1990-01-31",
      ),
    );
    expect(contact).toEqual({
      formattedName: "Dr. Jane Q. Doe",
      firstName: "Jane",
      lastName: "Doe",
      organization: "Acme, Inc., Research",
      title: "Head of R&D",
      phones: [
        { type: "cell", value: "+1 555 0100" },
        { type: "work,voice", value: "+1 555 0199" },
      ],
      emails: [
        { type: "", value: "jane@example.com" },
        { type: "internet,home", value: "jane@home.example" },
      ],
      urls: ["https://example.com/a\\,b"],
      addresses: [
        {
          type: "home",
          poBox: "",
          extended: "",
          street: "1 Main St\nFlat 2",
          city: "Springfield",
          region: "IL",
          postalCode: "62701",
          country: "USA",
        },
      ],
      note: "Line one\nLine two, with comma",
      birthday: "1990-01-31",
    });
  });

  it("unfolds lines continued with a space or a tab, whatever the line breaks", () => {
    const crlf = parseVCard(vCard("NOTE:This is a lo", " ng note that", "\tcontinues"));
    expect(crlf.note).toBe("This is a long note thatcontinues");
    const lf = parseVCard("BEGIN:VCARD\nFN:Jo\n hn\nEND:VCARD");
    expect(lf.formattedName).toBe("John");
    const cr = parseVCard("BEGIN:VCARD\rFN:Jo\r hn\rEND:VCARD");
    expect(cr.formattedName).toBe("John");
  });

  it("reads property names in any case, after a group, and skips lines without a colon", () => {
    const contact = parseVCard(
      vCard("item1.tel:+1", "fn:Jo", "garbage line", "Nothing here", "TELX", "X-CUSTOM:ignored"),
    );
    expect(contact.phones).toEqual([{ type: "", value: "+1" }]);
    expect(contact.formattedName).toBe("Jo");
    expect([contact.lastName, contact.firstName]).toEqual(["", ""]);
  });

  it("takes a parameter without a name for no type", () => {
    expect(parseVCard(vCard("TEL;=work:+1")).phones).toEqual([{ type: "", value: "+1" }]);
  });

  it("drops only the quotes around a parameter value", () => {
    expect(parseVCard(vCard('TEL;TYPE="a""b":1')).phones).toEqual([{ type: 'a""b', value: "1" }]);
  });

  it("decodes quoted-printable only where the line says so, after any TYPE", () => {
    const contact = parseVCard(
      vCard(
        "NOTE:a=41b",
        "TITLE;TYPE=x;ENCODING=QUOTED-PRINTABLE:=41=c3=bc",
        "URL:https://x.y/?a=20",
      ),
    );
    expect(contact.note).toBe("a=41b");
    expect(contact.title).toBe("Aü");
    expect(contact.urls).toEqual(["https://x.y/?a=20"]);
  });

  it("keeps a quoted-printable soft line break on the card's last line as it is", () => {
    const contact = parseVCard("BEGIN:VCARD\nNOTE;ENCODING=QUOTED-PRINTABLE:abc=");
    expect(contact.note).toBe("abc=");
  });

  it("reads vCard 2.1's bare types and quoted-printable values as UTF-8", () => {
    const contact = parseVCard(
      vCard(
        "VERSION:2.1",
        "TEL;CELL;VOICE:+1 555",
        "NOTE;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:Gr=C3=BC=C3=9Fe",
        "  aus K=C3=B6ln",
        "FN;encoding=quoted-printable:A=3DB =ZZ end=",
        "",
      ),
    );
    expect(contact.phones).toEqual([{ type: "cell,voice", value: "+1 555" }]);
    // The folded continuation is unfolded first (one space of its two is the fold), then decoded.
    expect(contact.note).toBe("Grüße aus Köln");
    expect(contact.formattedName).toBe("A=B =ZZ end");
  });

  it("joins quoted-printable soft line breaks to the next line", () => {
    const contact = parseVCard(
      "BEGIN:VCARD\nNOTE;ENCODING=QUOTED-PRINTABLE:first=\nsecond=\nthird\nFN:After\nEND:VCARD",
    );
    expect(contact.note).toBe("firstsecondthird");
    expect(contact.formattedName).toBe("After");
  });

  it("finds the value after a colon inside a quoted parameter", () => {
    const contact = parseVCard(vCard('TEL;TYPE="work:voice";VALUE=uri:tel:+1-555'));
    expect(contact.phones).toEqual([{ type: "work:voice", value: "tel:+1-555" }]);
    const label = parseVCard(vCard('ADR;LABEL="a: b";TYPE=home:;;Street;City;;;'));
    expect(label.addresses[0]).toMatchObject({ type: "home", street: "Street", city: "City" });
  });

  it("leaves missing name and address components empty", () => {
    const contact = parseVCard(vCard("N:Solo", "ADR:PO 9"));
    expect([contact.lastName, contact.firstName]).toEqual(["Solo", ""]);
    expect(contact.addresses[0]).toEqual({
      type: "",
      poBox: "PO 9",
      extended: "",
      street: "",
      city: "",
      region: "",
      postalCode: "",
      country: "",
    });
    const empty = parseVCard(vCard("N:", "ORG:;;"));
    expect([empty.lastName, empty.firstName, empty.organization]).toEqual(["", "", ""]);
  });

  it("keeps the last of a repeated single property", () => {
    expect(parseVCard(vCard("FN:First", "FN:Second")).formattedName).toBe("Second");
  });
});

describe("parseMeCard", () => {
  it("reads the name as last, first and every field with its escapes", () => {
    const contact = parseMeCard(
      "MECARD:N:Doe,Jane;ORG:Acme\\; Inc.;TEL:+1 555;TEL:+2 666;EMAIL:jane@example.com;URL:https\\://example.com;ADR:1 Main St\\, Springfield;NOTE:Hi\\:there;BDAY:19900131;;",
    );
    expect(contact).toEqual({
      formattedName: "Jane Doe",
      firstName: "Jane",
      lastName: "Doe",
      organization: "Acme; Inc.",
      title: "",
      phones: [
        { type: "", value: "+1 555" },
        { type: "", value: "+2 666" },
      ],
      emails: [{ type: "", value: "jane@example.com" }],
      urls: ["https://example.com"],
      addresses: [
        {
          type: "",
          poBox: "",
          extended: "",
          street: "1 Main St, Springfield",
          city: "",
          region: "",
          postalCode: "",
          country: "",
        },
      ],
      note: "Hi:there",
      birthday: "19900131",
    });
  });

  it("reads a single name, an escaped comma in it, and field names in any case", () => {
    expect(parseMeCard("mecard:n:Cher;;")).toMatchObject({
      formattedName: "Cher",
      lastName: "Cher",
      firstName: "",
    });
    expect(parseMeCard("MECARD:N:Doe\\, Jr.,John;;")).toMatchObject({
      lastName: "Doe, Jr.",
      firstName: "John",
      formattedName: "John Doe, Jr.",
    });
  });

  it("skips fields without a colon and fields it does not know", () => {
    expect(parseMeCard("MECARD:junk;NX;SOUND:x;NICKNAME:y;TEL:1;;")).toMatchObject({
      lastName: "",
      formattedName: "",
      phones: [{ type: "", value: "1" }],
    });
  });
});
