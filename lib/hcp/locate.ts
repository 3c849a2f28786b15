import type { Finding, RawFinding } from '../core/finding';
import type { RuleMeta } from '../core/rule';
import type { LoadedPack } from './load';

/** Line and column of a raw finding in its file: JSON pointers through the parsed tree, Skill pointers by heading. */
export function locate(pack: LoadedPack, raw: RawFinding): { line: number; column: number } {
  if (raw.line !== undefined) return { line: Math.max(1, Math.floor(raw.line) || 1), column: 1 };
  switch (raw.file) {
    case 'surface.json':
      return pack.surface?.locate(raw.pointer) ?? START;
    case 'policy.json':
      return pack.policy?.locate(raw.pointer) ?? START;
    case 'hcp.eval.json':
      return pack.evalFile?.locate(raw.pointer) ?? START;
    case 'HARNESS.md': {
      const wanted = raw.pointer.replace(/^#+\s*/, '').trim();
      const heading = wanted ? pack.skill?.headings.find((h) => h.text === wanted) : undefined;
      return heading ? { line: heading.line, column: 1 } : START;
    }
    default:
      return START;
  }
}

const START = { line: 1, column: 1 };

export function toFinding(
  pack: LoadedPack,
  meta: Pick<RuleMeta, 'id' | 'category' | 'severity' | 'url'>,
  raw: RawFinding,
): Finding {
  return {
    id: meta.id,
    severity: raw.severity ?? meta.severity,
    category: meta.category,
    file: raw.file,
    pointer: raw.pointer,
    ...locate(pack, raw),
    message: raw.message,
    fix: raw.fix,
    docs: meta.url,
    ...(raw.quickFix ? { quickFix: raw.quickFix } : {}),
  };
}
