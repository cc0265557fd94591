// Pearson's chi-squared goodness-of-fit test, for the Password Generator's uniformity tests: the
// statistic of observed counts against equal expected counts, and its p-value (the chance that a
// truly uniform draw gives a statistic at least this large), from the regularized upper incomplete
// gamma function Q(df/2, x/2) (Numerical Recipes, 3rd ed., §6.2: series below a + 1, continued
// fraction above).

/** Pearson's statistic of `counts` against a uniform spread of their total over the cells. */
export function chiSquaredUniform(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7, 9 terms; about 15 digits). */
function lnGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
    -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
    1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const z = x - 1;
  let sum = c[0];
  for (let i = 1; i < 9; i++) sum += c[i] / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Q(a, x) = Γ(a, x) / Γ(a). */
function upperGammaRegularized(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - lnGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 10_000 && Math.abs(term) > Math.abs(sum) * 1e-16; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * front;
  }
  // Lentz's continued fraction.
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-16) break;
  }
  return front * h;
}

/** P(X ≥ statistic) for X chi-squared with `df` degrees of freedom. */
export function chiSquaredPValue(statistic: number, df: number): number {
  return upperGammaRegularized(df / 2, statistic / 2);
}

/** The statistic a uniform draw exceeds with probability `p` (found by bisection). */
export function chiSquaredCritical(p: number, df: number): number {
  let low = 0;
  let high = df + 100 * Math.sqrt(2 * df) + 100;
  for (let i = 0; i < 200; i++) {
    const middle = (low + high) / 2;
    if (chiSquaredPValue(middle, df) > p) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}
