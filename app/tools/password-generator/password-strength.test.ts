// The strength meter: zxcvbn's score for 100 sample passwords equals what Debian's python3-zxcvbn
// (another implementation of the same estimator) gives, in one Python process; long passwords are
// rated on their first 64 characters.
import { execFileSync } from "node:child_process";
import zxcvbn from "zxcvbn";
import { STRENGTH_SAMPLES } from "../../../test-support/password-generator/strength-samples";
import {
  CRACK_SCENARIOS,
  MAX_RATED_CHARS,
  SCORE_LABELS,
  firstCodePoints,
  rateStrength,
} from "./password-strength";

/** Debian's Python, which has python3-zxcvbn (the `python3` on PATH may not). */
const PYTHON = "/usr/bin/python3";

const PYTHON_SCORES = `
import json, sys
from zxcvbn import zxcvbn
print(json.dumps([zxcvbn(password)["score"] for password in json.load(sys.stdin)]))
`;

describe("rateStrength", () => {
  it("gives the score python3-zxcvbn gives for 100 sample passwords", () => {
    expect(STRENGTH_SAMPLES).toHaveLength(100);
    expect(new Set(STRENGTH_SAMPLES).size).toBe(100);
    // No skip: without the oracle this fails (CI installs python3-zxcvbn).
    const python: number[] = JSON.parse(
      execFileSync(PYTHON, ["-c", PYTHON_SCORES], {
        input: JSON.stringify(STRENGTH_SAMPLES),
        encoding: "utf8",
      }),
    );
    const page = STRENGTH_SAMPLES.map((password) => rateStrength(password, zxcvbn).score);
    const differing = STRENGTH_SAMPLES.filter((_, i) => page[i] !== python[i]).map(
      (password, i) => `${password}: page ${page[i]}, python ${python[i]}`,
    );
    expect(differing).toEqual([]);
    // The samples span every score, so equal scores are not all one value.
    expect(new Set(python)).toEqual(new Set([0, 1, 2, 3, 4]));
  }, 120_000);

  it("says the score in words, with four crack times and zxcvbn's advice", () => {
    const weak = rateStrength("password1", zxcvbn);
    expect(weak).toMatchObject({ score: 0, label: "Very weak", rated: 9, truncated: false });
    expect(weak.warning).toBe("This is a very common password");
    expect(weak.crackTimes.map((time) => time.label)).toEqual(CRACK_SCENARIOS.map((s) => s.label));
    expect(weak.crackTimes[3].display).toBe("less than a second");
    const strong = rateStrength("u7GQ3nc2Vx8Zk4Lp0Tb9", zxcvbn);
    expect(strong).toMatchObject({ score: 4, label: "Very strong", warning: "" });
    expect(strong.crackTimes[0].display).toBe("centuries");
    expect(strong.guessesLog10).toBeGreaterThan(10);
    expect(SCORE_LABELS).toEqual(["Very weak", "Weak", "Fair", "Strong", "Very strong"]);
  });

  it("rates the first 64 characters of a longer password and says so", () => {
    const long = "correct horse battery staple ".repeat(40);
    const report = rateStrength(long, zxcvbn);
    expect(report).toMatchObject({ rated: MAX_RATED_CHARS, truncated: true });
    expect(report.score).toBe(rateStrength(long.slice(0, 64), zxcvbn).score);
  });

  it("cuts by characters, not halves of an emoji", () => {
    expect(firstCodePoints("😀😀😀", 2)).toBe("😀😀");
    expect(firstCodePoints("ab", 5)).toBe("ab");
    expect(firstCodePoints("😀".repeat(100), 64)).toHaveLength(128);
    expect(rateStrength("😀".repeat(65), zxcvbn)).toMatchObject({ rated: 64, truncated: true });
    expect(rateStrength("😀".repeat(64), zxcvbn)).toMatchObject({ rated: 64, truncated: false });
  });
});
