// A typed password's strength and crack-time estimate from zxcvbn, run on the device: the strength
// meter of the /password-generator section. The estimator is passed in (the worker and the tests
// import zxcvbn; the page never does), so this module stays small and pure.
import type { ZXCVBNResult } from "zxcvbn";

/**
 * zxcvbn's time grows steeply with length (a random 100-character string took 15 s here, 64 about
 * 0.3 s, and a 64-character run of symbols 3 s): only the first characters are rated.
 */
export const MAX_RATED_CHARS = 64;

export type StrengthEstimator = (password: string) => ZXCVBNResult;

export const SCORE_LABELS = ["Very weak", "Weak", "Fair", "Strong", "Very strong"] as const;

/** zxcvbn's four attack scenarios, in its words' order from slowest to fastest guessing. */
export const CRACK_SCENARIOS = [
  { key: "online_throttling_100_per_hour", label: "Online, throttled (100 guesses an hour)" },
  { key: "online_no_throttling_10_per_second", label: "Online, unthrottled (10 guesses a second)" },
  {
    key: "offline_slow_hashing_1e4_per_second",
    label: "Offline, slow hash (10⁴ guesses a second)",
  },
  {
    key: "offline_fast_hashing_1e10_per_second",
    label: "Offline, fast hash (10¹⁰ guesses a second)",
  },
] as const;

export interface StrengthReport {
  /** zxcvbn's score, 0 (too guessable) to 4 (very unguessable). */
  score: 0 | 1 | 2 | 3 | 4;
  label: (typeof SCORE_LABELS)[number];
  guessesLog10: number;
  crackTimes: { label: string; display: string }[];
  warning: string;
  suggestions: string[];
  /** Characters rated (code points), and whether the password had more. */
  rated: number;
  truncated: boolean;
}

/** The first `max` code points of `text`, without reading the rest of a long paste. */
export function firstCodePoints(text: string, max: number): string {
  let taken = "";
  let count = 0;
  for (const character of text) {
    if (count === max) break;
    taken += character;
    count++;
  }
  return taken;
}

export function rateStrength(password: string, estimate: StrengthEstimator): StrengthReport {
  const rated = firstCodePoints(password, MAX_RATED_CHARS);
  const result = estimate(rated);
  return {
    score: result.score,
    label: SCORE_LABELS[result.score],
    guessesLog10: result.guesses_log10,
    crackTimes: CRACK_SCENARIOS.map(({ key, label }) => ({
      label,
      display: String(result.crack_times_display[key]),
    })),
    warning: result.feedback.warning,
    suggestions: result.feedback.suggestions,
    rated: [...rated].length,
    truncated: rated.length < password.length,
  };
}
