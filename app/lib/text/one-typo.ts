// Whether two words differ by at most one typo: one letter added, dropped, changed, or two
// neighbours swapped ("reabse" for "rebase"), the optimal-string-alignment distance ≤ 1. Linear in
// the words' length; for search boxes that should forgive a slip of the finger.

/** True when `a` and `b` are equal or one typo apart. Both are compared as given (case included). */
export function withinOneTypo(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const restA = endA - start;
  const restB = endB - start;
  // What is left between the common start and end: one letter in one word, one letter each, or a
  // swapped pair.
  if (restA + restB <= 1) return true;
  if (restA === 1 && restB === 1) return true;
  return restA === 2 && restB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}
