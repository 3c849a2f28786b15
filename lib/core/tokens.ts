/**
 * Tokens as the studio counts them everywhere (probes, eval, the agent-readiness layer): characters / 4, rounded up
 * (DECISIONS.md, "Scores"). Characters are UTF-16 units, as `String.length` counts them.
 */
export const approxTokens = (text: string): number => Math.ceil(text.length / 4);
