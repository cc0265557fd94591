// How JSON to Types names things: the words of a key, PascalCase and snake_case, singular item names
// and numbered names on a clash.
import { describe, expect, it } from "vitest";
import {
  itemName,
  keyWords,
  pascalName,
  pascalWords,
  singularWord,
  snakeName,
  snakeWords,
  uniqueName,
} from "./type-names";

describe("keyWords", () => {
  it.each([
    ["firstName", ["first", "Name"]],
    ["first_name", ["first", "name"]],
    ["first-name", ["first", "name"]],
    ["first name", ["first", "name"]],
    ["HTTPServer", ["HTTP", "Server"]],
    ["userID", ["user", "ID"]],
    ["userIDs", ["user", "IDs"]],
    ["ABCd", ["ABCd"]],
    ["ABCde", ["AB", "Cde"]],
    ["ABCaa", ["AB", "Caa"]],
    ["ABCzz", ["AB", "Czz"]],
    ["ABCD", ["ABCD"]],
    ["aA", ["a", "A"]],
    ["aZ", ["a", "Z"]],
    ["v2Api", ["v2", "Api"]],
    ["address2", ["address2"]],
    ["2fa", ["2fa"]],
    ["a2B", ["a2", "B"]],
    ["café", ["cafe"]],
    ["名前", []],
    ["__proto__", ["proto"]],
    ["", []],
  ])("splits %j into %j", (key, words) => {
    expect(keyWords(key)).toEqual(words);
  });
});

describe("casing", () => {
  it.each([
    ["first-name", "FirstName", "first_name"],
    ["userID", "UserID", "user_id"],
    ["FIRST_NAME", "FirstName", "first_name"],
    ["URL", "URL", "url"],
    ["ünïcödé", "Unicode", "unicode"],
    ["名前", "", ""],
  ])("%j is %j in PascalCase and %j in snake_case", (key, pascal, snake) => {
    expect(pascalWords(key)).toBe(pascal);
    expect(snakeWords(key)).toBe(snake);
  });

  it("prefixes a name that would start with a digit or be empty", () => {
    expect(pascalName("2fa", "Field")).toBe("Field2fa");
    expect(pascalName("0x", "Field")).toBe("Field0x");
    expect(pascalName("9x", "Field")).toBe("Field9x");
    expect(pascalName("名前", "Type")).toBe("Type");
    expect(pascalName("items", "Type")).toBe("Items");
    expect(snakeName("2fa")).toBe("field_2fa");
    expect(snakeName("名前")).toBe("field");
    expect(snakeName("", "value")).toBe("value");
    expect(snakeName("zipCode")).toBe("zip_code");
  });
});

describe("singularWord", () => {
  it.each([
    ["people", "person"],
    ["children", "child"],
    ["categories", "category"],
    ["ties", "tie"],
    ["addresses", "address"],
    ["dishes", "dish"],
    ["matches", "match"],
    ["boxes", "box"],
    ["buzzes", "buzz"],
    ["statuses", "status"],
    ["bonuses", "bonus"],
    ["causes", "cause"],
    ["uses", "use"],
    ["status", "status"],
    ["class", "class"],
    ["analysis", "analysis"],
    ["users", "user"],
    ["s", "s"],
    ["data", "data"],
    ["series", "series"],
    ["caches", "cache"],
    ["movies", "movie"],
  ])("%s → %s", (plural, singular) => {
    expect(singularWord(plural)).toBe(singular);
  });

  it.each([
    ["men", "man"],
    ["women", "woman"],
    ["mice", "mouse"],
    ["geese", "goose"],
    ["feet", "foot"],
    ["teeth", "tooth"],
    ["criteria", "criterion"],
    ["indices", "index"],
    ["matrices", "matrix"],
    ["vertices", "vertex"],
    ["analyses", "analysis"],
    ["aliases", "alias"],
    ["leaves", "leaf"],
    ["lives", "life"],
    ["wolves", "wolf"],
    ["halves", "half"],
    ["knives", "knife"],
    ["shelves", "shelf"],
    ["heroes", "hero"],
    ["potatoes", "potato"],
    ["tomatoes", "tomato"],
    ["cookies", "cookie"],
    ["species", "species"],
    ["news", "news"],
  ])("knows the irregular plural %s → %s", (plural, singular) => {
    expect(singularWord(plural)).toBe(singular);
  });

  it("does not take names of Object.prototype for irregular plurals", () => {
    expect(singularWord("constructor")).toBe("constructor");
    expect(singularWord("toString")).toBe("toString");
  });
});

describe("itemName", () => {
  it.each([
    ["Items", "Item"],
    ["Categories", "Category"],
    ["UserAddresses", "UserAddress"],
    ["URLS", "URL"],
    ["People", "Person"],
    ["Data", "DataItem"],
    ["Root", "RootItem"],
    ["ListItem", "ListItemElement"],
  ])("one of %s is a %s", (name, item) => {
    expect(itemName(name)).toBe(item);
  });
});

describe("uniqueName", () => {
  it("numbers a name that is taken, from 2, and takes the result", () => {
    const taken = new Set(["Item", "Item2"]);
    expect(uniqueName("Item", taken)).toBe("Item3");
    expect(uniqueName("Other", taken)).toBe("Other");
    expect([...taken]).toEqual(["Item", "Item2", "Item3", "Other"]);
    expect(uniqueName("item", new Set(["item"]), "_")).toBe("item_2");
  });
});
