// Common English words left out of the most frequent words when the user asks: they top every
// list and say nothing about the text. Our own short list (articles, pronouns, auxiliaries…).

const STOP_WORDS = new Set(
  (
    "a about above after again against all am an and any are as at be because been before being " +
    "below between both but by can could did do does doing down during each few for from further " +
    "had has have having he her here hers herself him himself his how i if in into is it its " +
    "itself just me more most my myself no nor not now of off on once only or other our ours " +
    "ourselves out over own same she should so some such than that the their theirs them " +
    "themselves then there these they this those through to too under until up very was we were " +
    "what when where which while who whom why will with would you your yours yourself yourselves " +
    "it's don't i'm you're isn't aren't wasn't can't won't didn't doesn't that's there's let's " +
    "also may might must shall us yes"
  ).split(" "),
);

/** Whether a lower-cased word is a common English word ("the", "and", "it's"). */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.replace(/\u2019/g, "'"));
}
