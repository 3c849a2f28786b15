import { RECUED_FILE } from '@/lib/formats/recued/files';
import { compositionView, type CompositionView } from '@/lib/recued/ui-model';
import type { StudioContext } from '../studio/types';

/** pack.json as the previews read it: the last text that parsed, while the editor's may be half-typed. */
export interface Composition {
  value: unknown;
  /** False while the editor's text does not parse (the previews then show the last version that did). */
  parses: boolean;
  view: CompositionView;
}

const lastOf = new WeakMap<object, Composition & { text: string | undefined }>();

/**
 * The composition of a studio session's pack.json, kept per session so every panel, badge and crumb shares one
 * parse per edit, and so a text that does not parse falls back to the last one that did.
 */
export function compositionOf(ctx: Pick<StudioContext, 'session' | 'state'>): Composition {
  const text = ctx.state.texts[RECUED_FILE];
  const last = lastOf.get(ctx.session);
  if (last && last.text === text) return last;
  const parsed = parse(text);
  const value = parsed.ok ? parsed.value : (last?.value ?? null);
  const next = {
    text,
    value,
    parses: parsed.ok,
    view: last && last.value === value ? last.view : compositionView(value),
  };
  lastOf.set(ctx.session, next);
  return next;
}

function parse(text: string | undefined): { ok: true; value: unknown } | { ok: false } {
  if (text === undefined) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
