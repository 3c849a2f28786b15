/** How long the live check took, as the findings header shows it: one decimal under 10 ms, whole milliseconds above. */
export function checkDurationLabel(ms: number): string {
  return `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
}
