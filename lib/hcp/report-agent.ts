import type { Finding } from '../core/finding';
import type { Report } from '../core/report';

/** `check --agent`: Markdown for a coding agent — errors, then warnings, each with a "Do:" line, then the eval table and the loop. */
export function agentMarkdown(report: Report, docsBase = 'http://127.0.0.1:3000'): string {
  const errors = report.findings.filter((f) => f.severity === 'error');
  const warnings = report.findings.filter((f) => f.severity === 'warn');
  const out = [
    `# hcpx check: ${report.pack_id}`,
    '',
    `Score ${report.score}/100, grade ${report.grade}. ${errors.length} error(s), ${warnings.length} warning(s).`,
  ];
  const section = (title: string, list: Finding[]) => {
    if (!list.length) return;
    out.push('', `## ${title}`, '');
    list.forEach((f, i) => {
      out.push(`${i + 1}. **${f.file} \`${f.pointer || '/'}\`** (${f.id}): ${f.message}`);
      out.push(`   Do: ${f.fix}`);
      out.push(`   Why: ${docsBase}${f.docs}`);
    });
  };
  section('Fix now (errors)', errors);
  section('Then (warnings)', warnings);
  if (report.eval) {
    out.push('', '## Eval', '', '| case | command | result | ms | tokens |', '|---|---|---|---|---|');
    for (const c of report.eval.cases) out.push(`| ${c.name} | ${c.verb} | ${c.passed ? 'pass' : `FAIL: ${c.error ?? ''}`} | ${c.ms} | ${c.tokens} |`);
    out.push('', `${report.eval.passed} passed, ${report.eval.failed} failed; p50 ${report.eval.p50_ms} ms, p95 ${report.eval.p95_ms} ms.`);
  }
  out.push(
    '',
    '## Loop',
    '',
    report.ready
      ? 'Ready: score 90 or more with no errors. Stop here.'
      : 'Fix the errors, then the warnings, and run `packstudio check DIR --probe --agent` again; stop at 90 or more with no errors. Never weaken an eval expectation to make a case pass.',
  );
  return out.join('\n');
}
