import { endpointProblem, hostProblem } from '../addresses';
import { closest } from '../closest';
import { secretProblem } from '../secrets';
import { CONNECTION_REQUIREMENT_FIELDS, HINT_KEYS, HINT_KEY_INFO, MAX_HINT_VALUE_LENGTH, isOneOf, quoteList } from '../vocabulary';
import { child, has, recAt, show, type PackView } from '../walk';
import type { Check, Hit } from './types';

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
    if (typeof setup === 'string') out.push({ label: 'setup_url', key: 'setup_url', value: setup, ptr: child(hint.ptr, 'setup_url') });
    return out;
  });
}

export const checkHintKey: Check = ({ hints }) =>
  hints.flatMap((hint) => {
    const values = recAt(hint, 'values');
    if (!values) return [];
    return Object.keys(values.value)
      .filter((key) => !isOneOf(HINT_KEYS, key) && !isOneOf(CONNECTION_REQUIREMENT_FIELDS, key))
      .map((key): Hit => {
        const guess = closest(key, HINT_KEYS);
        return {
          pointer: child(values.ptr, key),
          message: `"${key}" is not a key a hint can set (${quoteList(HINT_KEYS)}); a key that is not on that list fails your publish. It is not quietly dropped.`,
          fix: guess && !has(values.value, guess) ? `Rename "${key}" to "${guess}".` : `Remove "${key}".`,
        };
      });
  });

export const checkHintEndpoint: Check = (view) =>
  hintStrings(view).flatMap((s): Hit[] => {
    if (!isOneOf(HINT_KEYS, s.key) || !HINT_KEY_INFO[s.key].endpoint) return [];
    const problem = endpointProblem(s.value);
    if (!problem) return [];
    return [{ pointer: s.ptr, message: `hint ${s.label} is ${show(s.value)}: ${problem}; ${ENDPOINT_RULE}.`, fix: endpointFix(s.value) }];
  });

export const checkHintSetupUrl: Check = (view) =>
  hintStrings(view).flatMap((s): Hit[] => {
    if (s.key !== 'setup_url') return [];
    const problem = endpointProblem(s.value);
    if (!problem) return [];
    return [
      {
        pointer: s.ptr,
        message: `hint setup_url is ${show(s.value)}: ${problem}; setup_url follows the same rules as an endpoint value, because it is a link you are asking someone to click.`,
        fix: endpointFix(s.value),
      },
    ];
  });

export const checkHintLength: Check = (view) =>
  hintStrings(view).flatMap((s): Hit[] =>
    s.value.length > MAX_HINT_VALUE_LENGTH
      ? [
          {
            pointer: s.ptr,
            message: `hint ${s.label} is ${s.value.length} characters long; a value over ${MAX_HINT_VALUE_LENGTH} characters is refused.`,
            fix: `Shorten it to at most ${MAX_HINT_VALUE_LENGTH} characters.`,
          },
        ]
      : [],
  );

/** The message never echoes the value: a report must not spread the secret further. */
export const checkHintSecret: Check = (view) =>
  hintStrings(view).flatMap((s): Hit[] => {
    const problem = secretProblem(s.value);
    if (!problem) return [];
    return [
      {
        pointer: s.ptr,
        message: `hint ${s.label}: ${problem}. There is no secret key in a hint, and there cannot be one: a hint fills in the boxes around a secret, and the secret itself always comes from the user.`,
        fix: 'Remove the secret from the value; the user types it into the form.',
      },
    ];
  });

function endpointFix(value: string): string {
  try {
    const url = new URL(value);
    const publicHost = !hostProblem(url.hostname);
    if (url.protocol === 'http:' && publicHost && !url.username && !url.password) return `Use the public https address: "${value.replace(/^http:/i, 'https:')}" if the vendor serves it.`;
    if (publicHost && (url.username || url.password)) return `Remove the user:password@ part: "${url.protocol}//${url.host}${url.pathname}${url.search}".`;
  } catch {
    /* not a URL: fall through */
  }
  return 'Use the vendor\'s public https address; leave local or private addresses for the user to type in.';
}
