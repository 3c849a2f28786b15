import { markdownCode, markdownText } from '../report/formatters/escape';
import type { PackComparison } from './compare';

/** A pack of a build as the PR comment lists it. */
export interface CommentPack {
  pack: string;
  score: number | null;
  comparison: PackComparison | null;
  /** The decision that holds for this pack at this build, per subject. */
  decisions: { subject: 'policy' | 'regression'; decision: 'approve' | 'refuse'; actor: string; reason: string }[];
}

export interface CommentInput {
  project: string;
  build: { id: number; commit: string; branch: string; packCount: number; weakened: number; regressions: number };
  /** The commit of the build compared with, or null when there was none. */
  comparedWith: string | null;
  /** The build page's absolute address. */
  url: string;
  /** The packs that need a reviewer (weakened first, then regressions), as many as the comment shows. */
  packs: readonly CommentPack[];
}

/** Past this many rows the comment says how many more and links to the build page. */
export const COMMENT_ROWS = 20;

const short = (sha: string) => markdownCode(sha.slice(0, 12));

function decisionText(c: CommentPack, subject: 'policy' | 'regression'): string {
  const d = c.decisions.find((x) => x.subject === subject);
  if (!d) return 'awaiting review';
  return `${d.decision === 'approve' ? 'approved' : 'refused'} by ${markdownText(d.actor)}: ${markdownText(d.reason)}`;
}

function delta(c: PackComparison | null): string {
  const d = c?.score.delta;
  if (d === null || d === undefined) return '–';
  return d > 0 ? `+${d}` : String(d);
}

/**
 * The Markdown a CI job posts on the pull request: policy weakenings first (even where the score rose), then
 * regressions, each with the reviewer's decision when there is one, and a link to the build page. Every value a pack
 * supplied is escaped (lib/report/formatters/escape.ts): a pack name cannot start a link, an image or HTML.
 */
export function buildComment(input: CommentInput): string {
  const { build } = input;
  const lines = [
    `### Pack Studio: ${markdownText(input.project)} at ${short(build.commit)} (${markdownText(build.branch)})`,
    '',
    input.comparedWith
      ? `${build.packCount} packs, compared with ${short(input.comparedWith)}. [Open the build](${encodeURI(input.url)})`
      : `${build.packCount} packs; no earlier build to compare with. [Open the build](${encodeURI(input.url)})`,
    '',
  ];
  const weakened = input.packs.filter((p) => p.comparison?.weakened);
  const regressed = input.packs.filter((p) => !p.comparison?.weakened && p.comparison?.regression);
  if (!build.weakened && !build.regressions) lines.push('No policy weakened and no regression.');
  if (weakened.length) {
    lines.push(`#### 🔴 Policy weakened in ${build.weakened} pack${build.weakened === 1 ? '' : 's'}`, '');
    lines.push('| pack | change | score | decision |', '|---|---|---|---|');
    for (const p of weakened) {
      const change = (p.comparison?.policy ?? [])
        .filter((c) => c.direction === 'weakened')
        .map((c) => markdownText(c.message))
        .join('<br>');
      lines.push(`| ${markdownCode(p.pack)} | ${change} | ${delta(p.comparison)} | ${decisionText(p, 'policy')} |`);
    }
    lines.push('');
  }
  if (regressed.length) {
    lines.push(`#### Regressions in ${build.regressions} pack${build.regressions === 1 ? '' : 's'}`, '');
    lines.push('| pack | score | new findings | decision |', '|---|---|---|---|');
    for (const p of regressed) {
      const fresh = p.comparison?.newFindings ?? [];
      const named = fresh
        .slice(0, 3)
        .map((f) => markdownCode(f.id))
        .join(', ');
      lines.push(
        `| ${markdownCode(p.pack)} | ${p.score ?? '–'} (${delta(p.comparison)}) | ${fresh.length}${named ? `: ${named}` : ''}${fresh.length > 3 ? ', …' : ''} | ${decisionText(p, 'regression')} |`,
      );
    }
    lines.push('');
  }
  const listed = weakened.length + regressed.length;
  const needing = build.weakened + build.regressions;
  if (needing > listed) lines.push(`… and ${needing - listed} more on [the build page](${encodeURI(input.url)}).`);
  return lines.join('\n').trimEnd() + '\n';
}
