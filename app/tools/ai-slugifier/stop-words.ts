// Small stop-word lists per slug language: articles, conjunctions and the commonest prepositions,
// the words SEO guides drop from URLs. Our own short lists; matched on the lower-cased word.
import type { SlugLanguage } from "./slug-options";

const LISTS: Record<Exclude<SlugLanguage, "auto">, string> = {
  en:
    "a an the and or but nor of in on at to for with by from as is are was were be been it its " +
    "this that these those into onto over under about than then so if",
  de:
    "der die das den dem des ein eine einer eines einem einen und oder aber von vom zu zum zur " +
    "im in am an auf aus mit für bei ist sind war es sich",
  fr:
    "le la les l un une des du de d et ou mais à au aux en dans par pour sur avec sans ce cet " +
    "cette ces est sont qui que qu",
  es:
    "el la lo los las un una unos unas y e o u pero de del al a en por para con sin sobre que " +
    "es son se su sus",
  it:
    "il lo la i gli le l un uno una e ed o ma di del dello della dei degli delle da dal in nel " +
    "nella con per su tra fra che è",
  pt:
    "o a os as um uma uns umas e ou mas de do da dos das em no na nos nas por para com sem que " +
    "é se",
  nl: "de het een en of maar van in op aan met voor door bij te naar over is zijn dat die",
  da: "og i på til af en et den det de med for som er at om fra",
  nb: "og i på til av en et ei den det de med for som er å at om fra",
  sv: "och i på till av en ett den det de med för som är att om från",
  ru: "и в во на с со к ко по о об от до из за для не но а или что как это же ли у",
  uk: "і й та в у на з із зі до від для по про за як що це але а чи не",
  el:
    "ο η το οι τα του της των τον την τη ένα ένας μια μία και ή σε στο στη στην στον στα στις " +
    "στους με για από που να θα είναι",
};

const sets = new Map<string, ReadonlySet<string>>();

function stopWordsOf(language: Exclude<SlugLanguage, "auto">): ReadonlySet<string> {
  let set = sets.get(language);
  if (!set) {
    set = new Set(LISTS[language].split(" "));
    sets.set(language, set);
  }
  return set;
}

/** Whether `word` (any case, apostrophes as "'") is a stop word of `language`. */
export function isStopWord(word: string, language: Exclude<SlugLanguage, "auto">): boolean {
  return stopWordsOf(language).has(word.toLowerCase());
}
