/**
 * A daemon's client logs its refusal as a log line, with the time and its pid in front ("2026-12-02 14:52:49,627
 * tool [1]: ERROR Failed to access socket path"): the same refusal for every name asked, though no two runs print the
 * same text. These stand-ins make two such lines one refusal again; every other number (an exit code, a count) stays.
 */
const DATE = /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:Z|[+-]\d{2}:?\d{2})?)?\b/g;
const CLOCK = /\b\d{2}:\d{2}:\d{2}(?:[.,]\d+)?\b/g;
/** A process id in a log line's brackets (`tool[1234]:`, `tool [1]:`). */
const PID = /\[\d+\](?=:)/g;

export function withoutLogStamps(text: string): string {
  return text.replace(DATE, '<TIME>').replace(CLOCK, '<TIME>').replace(PID, '[<PID>]');
}
