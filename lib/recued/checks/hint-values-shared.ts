import { endpointProblem, hostProblem } from '../addresses';
import { child, recAt, type PackView } from '../walk';
import { httpsLinkFix, type EditSource } from '../quick-fix';

export interface HintString {
  /** "values.config.base_url" or "setup_url", for messages. */
  label: string;
  key: string;
  value: string;
  ptr: string;
}

/** Every string a hint sets: its values and its setup_url. */
export function hintStrings(view: PackView): HintString[] {
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

export function endpointFix(value: string): string {
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
export function publicLinkFix(src: EditSource, s: HintString) {
  return httpsLinkFix(src, s.ptr, s.value, (link) => endpointProblem(link) === null);
}
