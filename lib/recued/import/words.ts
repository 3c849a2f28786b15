/**
 * Words from an API description, turned into the pack's vocabulary: lower-case words, snake_case names, singular
 * resources, one-sentence descriptions and slugs. Pure and deterministic.
 */

/** `getRoute` → get, route; `issue_number` → issue, number; `re-run` → re, run; `aWBPrefix` → a, wb, prefix. */
export function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A name segment: lower-case words joined by `_`, starting with a letter; '' when nothing is left. */
export function snake(text: string): string {
  const joined = words(text).join('_');
  return /^[a-z]/.test(joined) ? joined : joined ? `n_${joined}` : '';
}

const INVARIANT = new Set(['status', 'news', 'series', 'species', 'data', 'info', 'media', 'metadata', 'analytics']);

/** `issues` → issue, `categories` → category, `statuses` → status, `addresses` → address; other words as they are. */
export function singular(word: string): string {
  if (INVARIANT.has(word) || word.length < 4) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ss|x|ch|sh|us)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The last word of a snake name made singular: `pull_requests` → pull_request. */
export function singularName(name: string): string {
  const parts = name.split('_');
  parts[parts.length - 1] = singular(parts[parts.length - 1]);
  return parts.join('_');
}

/** A word that names many: `issues`, `categories` (but not `status`, `address`). */
export function isPlural(word: string): boolean {
  const last = word.split('_').pop() ?? word;
  return singular(last) !== last;
}

const MAX_SENTENCE = 200;

/**
 * The first sentence of a summary or description, as plain text: HTML tags and Markdown marks dropped, links kept
 * as their words, whitespace collapsed, at most 200 characters, ending with a full stop. '' when there is no text.
 */
export function oneSentence(text: unknown): string {
  if (typeof text !== 'string') return '';
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_#>]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return '';
  // "e.g." and "i.e." do not end a sentence.
  const end = plain.replace(/\b(?:e\.g|i\.e|etc|vs)\./gi, (m) => m.replace(/\./g, '_')).search(/[.!?](?=\s|$)/);
  let sentence = end >= 0 ? plain.slice(0, end + 1) : plain;
  if (sentence.length > MAX_SENTENCE) sentence = `${sentence.slice(0, MAX_SENTENCE - 1).replace(/\s+\S*$/, '')}…`;
  sentence = sentence.charAt(0).toUpperCase() + sentence.slice(1);
  return /[.!?…]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** `Swagger Petstore` → swagger-petstore, `GitHub's API` → githubs-api: lower-case letters, digits and single dashes, at most 64 characters. */
export function slugify(text: string): string {
  // Not split at case changes: "GitHub's API" is githubs-api, not git-hub-s-api.
  const parts = text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return parts.join('-').slice(0, 64).replace(/-+$/, '');
}

/** A slug the pack can carry (the same shape slugify makes). */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
