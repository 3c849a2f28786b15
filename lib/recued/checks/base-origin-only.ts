import { child, kindBlocks, show, str } from '../walk';
import type { Check } from './types';

/** Advice (warn): the document says both forms work today. */
export const checkBaseOriginOnly: Check = (view) =>
  kindBlocks(view, 'http').flatMap(({ block }) => {
    const base = str(block.value, 'base');
    if (base === undefined) return [];
    let url: URL;
    try {
      url = new URL(base);
    } catch {
      return [];
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return [];
    const extra = url.pathname.replace(/\/$/, '') + url.search + url.hash;
    if (!extra) return [];
    return [
      {
        pointer: child(block.ptr, 'base'),
        message:
          `http.base is ${show(base)}, which is not origin-only. When the base ends with a prefix ("${extra}") and an operation path starts with /, ` +
          `the prefix gets dropped; that is just how web addresses join together. Origin-only is the rule everyone follows.`,
        fix: `Set "base": "${url.origin}" and start each path_template with "${url.pathname.replace(/\/$/, '')}".`,
      },
    ];
  });
