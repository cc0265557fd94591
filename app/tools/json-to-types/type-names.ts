// Names for JSON to Types: the words of a JSON key, PascalCase and snake_case identifiers made of
// them, singular item names ("categories" → "Category") and unique names within a scope.

/** Keeps ASCII letters and digits only: every language's identifier rules agree on those. */
function asciiChunks(key: string): string[] {
  // "café" → "cafe": accents come off; letters without an ASCII form (名前) are dropped.
  const plain = key.normalize("NFKD").replace(/\p{M}/gu, "");
  return plain.split(/[^A-Za-z0-9]+/).filter((chunk) => chunk !== "");
}

const isUpper = (c: string) => c >= "A" && c <= "Z";
const isLower = (c: string) => c >= "a" && c <= "z";

/** The length of the run of lower-case letters starting at `at`. */
function lowerRun(chunk: string, at: number): number {
  let end = at;
  while (end < chunk.length && isLower(chunk[end])) end++;
  return end - at;
}

/**
 * The words of a key: "firstName" → first, Name; "HTTPServer" → HTTP, Server; "v2Api" → v2, Api;
 * "userIDs" → user, IDs. Digits stay with the word before them ("address2").
 */
export function keyWords(key: string): string[] {
  const words: string[] = [];
  for (const chunk of asciiChunks(key)) {
    let start = 0;
    for (let i = 1; i < chunk.length; i++) {
      const prev = chunk[i - 1];
      const c = chunk[i];
      if (!isUpper(c)) continue;
      // A capital after a lower-case letter or digit starts a word; in a run of capitals the last
      // one starts the next word when two or more lower-case letters follow ("HTTPServer", "IDs").
      const afterLower = !isUpper(prev);
      const endsAcronym = isUpper(prev) && lowerRun(chunk, i + 1) >= 2;
      if (afterLower || endsAcronym) {
        words.push(chunk.slice(start, i));
        start = i;
      }
    }
    words.push(chunk.slice(start));
  }
  return words;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** CONSTANT_CASE keys ("FIRST_NAME") read as words, not as acronyms. */
function wordsForCasing(key: string): string[] {
  const words = keyWords(key);
  const shouting = words.length > 1 && words.every((word) => word === word.toUpperCase());
  return shouting ? words.map((word) => word.toLowerCase()) : words;
}

/** "first-name" → "FirstName", "userID" → "UserID"; "" when the key has no ASCII letter or digit. */
export function pascalWords(key: string): string {
  return wordsForCasing(key).map(capitalise).join("");
}

/** "firstName" → "first_name", "HTTPServer" → "http_server"; "" when nothing is left. */
export function snakeWords(key: string): string {
  return keyWords(key)
    .map((word) => word.toLowerCase())
    .join("_");
}

const startsWithDigit = (name: string) => name.charAt(0) >= "0" && name.charAt(0) <= "9";

/**
 * A PascalCase name for a key, never empty and never starting with a digit: `prefix` goes before a
 * leading digit ("2fa" → "Field2fa") and stands alone when the key has no usable character.
 */
export function pascalName(key: string, prefix: string): string {
  const name = pascalWords(key);
  if (name === "") return prefix;
  return startsWithDigit(name) ? prefix + name : name;
}

/** snake_case for a key: "2fa" → "field_2fa", "名前" → "field". */
export function snakeName(key: string, prefix = "field"): string {
  const name = snakeWords(key);
  if (name === "") return prefix;
  return startsWithDigit(name) ? `${prefix}_${name}` : name;
}

/** Plurals English forms in a way suffix rules get wrong, and words with no singular of their own. */
const IRREGULAR: Record<string, string> = {
  people: "person",
  children: "child",
  men: "man",
  women: "woman",
  mice: "mouse",
  geese: "goose",
  feet: "foot",
  teeth: "tooth",
  criteria: "criterion",
  indices: "index",
  matrices: "matrix",
  vertices: "vertex",
  analyses: "analysis",
  aliases: "alias",
  caches: "cache",
  leaves: "leaf",
  lives: "life",
  wolves: "wolf",
  halves: "half",
  knives: "knife",
  shelves: "shelf",
  heroes: "hero",
  potatoes: "potato",
  tomatoes: "tomato",
  movies: "movie",
  cookies: "cookie",
  series: "series",
  species: "species",
  news: "news",
};

const isVowel = (c: string) => "aeiou".includes(c);

/** The singular of one lower-case English word, or the word itself when it does not look plural. */
export function singularWord(word: string): string {
  if (Object.hasOwn(IRREGULAR, word)) return IRREGULAR[word];
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  for (const ending of ["sses", "shes", "ches", "xes", "zzes"]) {
    if (word.endsWith(ending)) return word.slice(0, -2);
  }
  // "statuses", "bonuses" lose "es"; "causes", "houses" only "s".
  if (word.endsWith("uses") && word.length > 4 && !isVowel(word.charAt(word.length - 5))) {
    return word.slice(0, -2);
  }
  if (word.endsWith("ss") || word.endsWith("us") || word.endsWith("is")) return word;
  if (word.length > 1 && word.endsWith("s")) return word.slice(0, -1);
  return word;
}

/**
 * The name of one item of an array named `name` (PascalCase): the last word made singular
 * ("UserAddresses" → "UserAddress"), or "Item" added when it does not look plural ("Data" →
 * "DataItem", "ListItem" → "ListItemElement").
 */
export function itemName(name: string): string {
  const words = keyWords(name);
  const last = words[words.length - 1] ?? "";
  const singular = singularWord(last.toLowerCase());
  if (singular === last.toLowerCase()) {
    return name.endsWith("Item") ? `${name}Element` : `${name}Item`;
  }
  const shouting = last === last.toUpperCase();
  const word = shouting ? singular.toUpperCase() : capitalise(singular);
  return name.slice(0, name.length - last.length) + word;
}

/**
 * `base`, or `base` with the first free number ("Item2", "item_2" with `separator` "_"), so that it
 * is not in `taken`; the result is added to `taken`.
 */
export function uniqueName(base: string, taken: Set<string>, separator = ""): string {
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}${separator}${n}`;
  taken.add(name);
  return name;
}
