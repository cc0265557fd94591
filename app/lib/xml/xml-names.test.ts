import { isQualifiedXmlName, isXmlName, toXmlName, uniqueNames } from "./xml-names";

describe("XML names", () => {
  it.each(["root", "_x", "first-name", "v1.2", "xml:lang", "café", "中文", "a\u0301"])(
    "accepts %j as a name",
    (name) => {
      expect(isXmlName(name)).toBe(true);
    },
  );

  it.each(["", "1st", "-a", ".a", "a b", "a&b", "a\u0000"])("refuses %j as a name", (name) => {
    expect(isXmlName(name)).toBe(false);
  });

  it("takes a name with at most one colon between two parts as a qualified name", () => {
    expect(isQualifiedXmlName("soap:Body")).toBe(true);
    expect(isQualifiedXmlName(":a")).toBe(false);
    expect(isQualifiedXmlName("a:")).toBe(false);
    expect(isQualifiedXmlName("a:b:c")).toBe(false);
  });
});

describe("the column-name rule (spec §5)", () => {
  it("replaces every character other than letters, digits and _ by _", () => {
    expect(toXmlName("Unit Price ($)")).toBe("Unit_Price____");
    expect(toXmlName("e-mail.address:x")).toBe("e_mail_address_x");
  });

  it("keeps Unicode letters and digits", () => {
    expect(toXmlName("Prénom")).toBe("Prénom");
    expect(toXmlName("価格")).toBe("価格");
  });

  it("replaces the letters XML does not allow in names", () => {
    expect(toXmlName("ªµº")).toBe("___");
  });

  it("puts _ before a leading digit", () => {
    expect(toXmlName("2024")).toBe("_2024");
  });

  it("makes empty text _", () => {
    expect(toXmlName("")).toBe("_");
  });

  it("always gives a name XML accepts", () => {
    for (const text of ["1", " ", "😀", "a\u0301", "٣x", "x\u200Dy"]) {
      expect(isXmlName(toXmlName(text))).toBe(true);
    }
  });
});

describe("unique names", () => {
  it("numbers repeats from _2, skipping names already taken", () => {
    expect(uniqueNames(["a", "a", "a_2", "a", "b"])).toEqual(["a", "a_2", "a_2_2", "a_3", "b"]);
  });
});
