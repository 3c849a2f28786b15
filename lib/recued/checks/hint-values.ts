import { endpointProblem, hostProblem } from '../addresses';
import { closest } from '../closest';
import { secretProblem } from '../../secrets';
import {
  CONNECTION_REQUIREMENT_FIELDS,
  HINT_KEYS,
  HINT_KEY_INFO,
  MAX_HINT_VALUE_LENGTH,
  isOneOf,
  quoteList,
} from '../vocabulary';
import { child, has, recAt, show, type PackView } from '../walk';
import { httpsLinkFix, offer, removeAt, renameKeyAt, type EditSource } from '../quick-fix';
import { createRule } from './create';
import type { RawFinding } from '../../core/finding';
import { compositionExample } from './example';

const ENDPOINT_RULE =
  'an endpoint value must be a public https URL with no secret in it: http, localhost, a private address and a user:password@ prefix are refused';

interface HintString {
  /** "values.config.base_url" or "setup_url", for messages. */
  label: string;
  key: string;
  value: string;
  ptr: string;
}

/** Every string a hint sets: its values and its setup_url. */
function hintStrings(view: PackView): HintString[] {
  return view.hints.flatMap((hint) => {
    const out: HintString[] = [];
    const values = recAt(hint, 'values');
    for (const [key, value] of Object.entries(values?.value ?? {}))
      if (typeof value === 'string') out.push({ label: `values["${key}"]`, key, value, ptr: child(values!.ptr, key) });
    const setup = hint.value.setup_url;
    if (typeof setup === 'string')
      out.push({ label: 'setup_url', key: 'setup_url', value: setup, ptr: child(hint.ptr, 'setup_url') });
    return out;
  });
}

export const checkHintKey = createRule({
  id: 'C-hint-key',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'Hint keys are on the list',
    checks:
      'Each key in values is config.base_url, auth.scope, auth.scopes, auth.token_endpoint or auth.authorize_url.',
    why: 'A key that is not on that list fails your publish; it is not quietly dropped. (A listed key can still do nothing: the OAuth keys only appear after the user picks an OAuth auth type.)',
    ...compositionExample('acme-tasks', {
      incorrect: {
        '/connection_hints/0/values': { base_url: 'https://api.acme.example', 'auth.scope': 'tasks.read tasks.write' },
      },
      correct: {},
    }),
    fix: 'Use a listed key.',
  },
  // A fix where the key has one listed spelling (other letter case, or the listed key without its "config." or
  // "auth." part); a typo's closest key, or removing the key, is a suggestion.
  fixable: 'both',
  check: (ctx) =>
    ctx.hints.flatMap((hint) => {
      const values = recAt(hint, 'values');
      if (!values) return [];
      return Object.keys(values.value)
        .filter((key) => !isOneOf(HINT_KEYS, key) && !isOneOf(CONNECTION_REQUIREMENT_FIELDS, key))
        .map((key): RawFinding => {
          const guess = closest(key, HINT_KEYS);
          return {
            file: 'pack.json',
            pointer: child(values.ptr, key),
            message: `"${key}" is not a key a hint can set (${quoteList(HINT_KEYS)}); a key that is not on that list fails your publish. It is not quietly dropped.`,
            fix: guess && !has(values.value, guess) ? `Rename "${key}" to "${guess}".` : `Remove "${key}".`,
            ...hintKeyFix(ctx, child(values.ptr, key), key, guess, values.value),
          };
        });
    }),
});

export const checkHintEndpoint = createRule({
  id: 'C-hint-endpoint',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'Endpoint hints are public https URLs',
    checks:
      'config.base_url, auth.token_endpoint and auth.authorize_url are https URLs on a public host, with no user:password@, not localhost, 127.x, ::1, 10.x, 172.16–31.x, 192.168.x, 169.254.x or a .local name.',
    why: 'An endpoint value must be a public https URL with no secret in it. These are refused: http, localhost, a private address, and a user:password@ prefix.',
    ...compositionExample('acme-tasks', {
      incorrect: { '/connection_hints/0/values/config.base_url': 'http://localhost:8080' },
      correct: {},
      show: ['/connection_hints/0/values'],
    }),
    fix: "Use the vendor's public https address.",
  },
  fixable: 'both',
  check: (view) =>
    hintStrings(view).flatMap((s): RawFinding[] => {
      if (!isOneOf(HINT_KEYS, s.key) || !HINT_KEY_INFO[s.key].endpoint) return [];
      const problem = endpointProblem(s.value);
      if (!problem) return [];
      return [
        {
          file: 'pack.json',
          pointer: s.ptr,
          message: `hint ${s.label} is ${show(s.value)}: ${problem}; ${ENDPOINT_RULE}.`,
          fix: endpointFix(s.value),
          ...publicLinkFix(view, s),
        },
      ];
    }),
});

export const checkHintSetupUrl = createRule({
  id: 'C-hint-setup-url',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'setup_url is a public https URL',
    checks: 'setup_url follows the endpoint rules.',
    why: 'setup_url follows the same rules as an endpoint value. It is a link you are asking someone to click.',
    ...compositionExample('acme-tasks', {
      incorrect: { '/connection_hints/0/setup_url': 'http://192.168.1.10/tokens' },
      correct: {},
      show: ['/connection_hints/0'],
    }),
    fix: "Link the vendor's public https page.",
  },
  fixable: 'both',
  check: (view) =>
    hintStrings(view).flatMap((s): RawFinding[] => {
      if (s.key !== 'setup_url') return [];
      const problem = endpointProblem(s.value);
      if (!problem) return [];
      return [
        {
          file: 'pack.json',
          pointer: s.ptr,
          message: `hint setup_url is ${show(s.value)}: ${problem}; setup_url follows the same rules as an endpoint value, because it is a link you are asking someone to click.`,
          fix: endpointFix(s.value),
          ...publicLinkFix(view, s),
        },
      ];
    }),
});

export const checkHintLength = createRule({
  id: 'C-hint-length',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'Hint values are at most 500 characters',
    checks: 'Each hint value and setup_url is at most 500 characters.',
    why: 'A value over 500 characters is refused.',
    ...compositionExample('acme-tasks', {
      incorrect: {
        '/connection_hints/0/values/auth.scope': Array.from({ length: 55 }, (_, i) => `tasks.read.${i}`).join(' '),
      },
      correct: {},
      show: ['/connection_hints/0/values'],
    }),
    fix: 'Shorten the value.',
  },
  check: (view) =>
    hintStrings(view).flatMap((s): RawFinding[] =>
      s.value.length > MAX_HINT_VALUE_LENGTH
        ? [
            {
              file: 'pack.json',
              pointer: s.ptr,
              message: `hint ${s.label} is ${s.value.length} characters long; a value over ${MAX_HINT_VALUE_LENGTH} characters is refused.`,
              fix: `Shorten it to at most ${MAX_HINT_VALUE_LENGTH} characters.`,
            },
          ]
        : [],
    ),
});

/** The message never echoes the value: a report must not spread the secret further. */
export const checkHintSecret = createRule({
  id: 'C-hint-secret',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'No secret in a hint',
    checks:
      'No hint value or setup_url looks like a token or key (known token prefixes, JWTs, private keys, long random strings, or a secret-named query parameter).',
    why: 'There is no secret key in a hint, and there cannot be one. A hint fills in the boxes around a secret; the secret itself always comes from the user.',
    ...compositionExample('acme-tasks', {
      incorrect: {
        '/connection_hints/0/values/auth.token_endpoint': 'https://acme.example/oauth/token?client_secret=s3cr3t',
      },
      correct: { '/connection_hints/0/values/auth.token_endpoint': 'https://acme.example/oauth/token' },
      show: ['/connection_hints/0/values'],
    }),
    fix: 'Remove the secret; the user types it into the form.',
  },
  check: (view) =>
    hintStrings(view).flatMap((s): RawFinding[] => {
      const problem = secretProblem(s.value);
      if (!problem) return [];
      return [
        {
          file: 'pack.json',
          pointer: s.ptr,
          message: `hint ${s.label}: ${problem}. There is no secret key in a hint, and there cannot be one: a hint fills in the boxes around a secret, and the secret itself always comes from the user.`,
          fix: 'Remove the secret from the value; the user types it into the form.',
        },
      ];
    }),
});

function endpointFix(value: string): string {
  try {
    const url = new URL(value);
    const publicHost = !hostProblem(url.hostname);
    if (url.protocol === 'http:' && publicHost && !url.username && !url.password)
      return `Use the public https address: "${value.replace(/^http:/i, 'https:')}" if the vendor serves it.`;
    if (publicHost && (url.username || url.password))
      return `Remove the user:password@ part: "${url.protocol}//${url.host}${url.pathname}${url.search}".`;
  } catch {
    /* not a URL: fall through */
  }
  return "Use the vendor's public https address; leave local or private addresses for the user to type in.";
}

/** An endpoint or setup_url over https without user:password@ (see httpsLinkFix), when that is a public link. */
function publicLinkFix(src: EditSource, s: HintString) {
  return httpsLinkFix(src, s.ptr, s.value, (link) => endpointProblem(link) === null);
}

/** The listed key a hint key spells: in other letter case, or without its "config." / "auth." part, it has one spelling. */
function hintKeyFix(
  src: EditSource,
  ptr: string,
  key: string,
  guess: string | undefined,
  values: Record<string, unknown>,
) {
  if (guess && !has(values, guess)) {
    const one = guess.toLowerCase() === key.toLowerCase() || guess.toLowerCase().endsWith('.' + key.toLowerCase());
    return offer(one ? 'fix' : 'suggestion', `Rename "${key}" to "${guess}"`, renameKeyAt(src, ptr, guess));
  }
  return offer('suggestion', `Remove "${key}"`, removeAt(src, ptr));
}
