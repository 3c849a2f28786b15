import { describe, expect, it } from 'vitest';
import { importOpenApi } from './import';
import { DIALOG_WORDS } from './option-words';

const list = (tag: string) => ({ get: { tags: [tag], responses: { '200': { description: 'ok' } } } });
const one = (tag: string) => ({ get: { tags: [tag], responses: { '200': { description: 'ok' } } } });
const create = (tag: string) => ({
  post: {
    tags: [tag],
    requestBody: {
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['title'],
            properties: { title: { type: 'string' }, body: { type: 'string' } },
          },
        },
      },
    },
    responses: { '201': { description: 'created' } },
  },
});

/**
 * A GitHub-shaped description: issues listed seven ways (the largest tag), repositories and their parent listings,
 * and projects whose tasks need a project id.
 */
const github = {
  openapi: '3.0.3',
  info: { title: 'Hub', version: '1' },
  servers: [{ url: 'https://api.hub.example' }],
  paths: {
    '/issues': list('issues'),
    '/user/issues': list('issues'),
    '/orgs/{org}/issues': list('issues'),
    '/repos/{owner}/{repo}/issues': { ...list('issues'), ...create('issues') },
    '/repos/{owner}/{repo}/issues/{issue_number}': one('issues'),
    '/repos/{owner}/{repo}/issues/{issue_number}/comments': { ...list('issues'), ...create('issues') },
    '/repos/{owner}/{repo}/issues/comments': list('issues'),
    '/repos/{owner}/{repo}/issues/events': list('issues'),
    '/repos/{owner}/{repo}/assignees': list('issues'),
    '/user/repos': list('repos'),
    '/orgs/{org}/repos': list('repos'),
    '/repos/{owner}/{repo}': one('repos'),
    '/user/orgs': list('orgs'),
    '/projects': list('projects'),
    '/projects/{project_id}/tasks': { ...list('projects'), ...create('projects') },
  },
};

describe("the import's default selection", () => {
  it("takes each resource's list once and the listings its ids come from, not seven lists of one resource", () => {
    const r = importOpenApi(github);
    if (!r.ok) throw new Error(r.error);
    const paths = r.operations.map((o) => o.from);
    const issueLists = paths.filter((p) => /^GET .*\/issues$/.test(p));
    // Before: four of the twelve listed issues (/issues, /user/issues, /orgs/{org}/issues, the repository's), and
    // nothing listed the repositories or projects whose ids the writes need. One list of issues now: the repository's,
    // which also gives the issue numbers the comments need.
    expect(issueLists).toEqual(['GET /repos/{owner}/{repo}/issues']);
    // The ids the chosen operations need: a repository (owner/repo), an organisation, a project.
    expect(paths).toEqual(expect.arrayContaining(['GET /user/repos', 'GET /user/orgs', 'GET /projects']));
    expect(paths).toContain('POST /repos/{owner}/{repo}/issues');
    expect(paths).toContain('GET /projects/{project_id}/tasks');
    // The other ways of listing issues are left out, each said.
    expect(r.leftOut.map((l) => l.operation)).toEqual(
      expect.arrayContaining(['GET /user/issues', 'GET /orgs/{org}/issues']),
    );
  });

  it("speaks the dialog's language when the dialog asks: no --include, --ops or --base", () => {
    const narrowed = importOpenApi(github, { include: ['issue.*'], ops: 2, words: DIALOG_WORDS });
    if (!narrowed.ok) throw new Error(narrowed.error);
    const reasons = narrowed.leftOut.map((l) => l.reason).join('\n');
    expect(reasons).not.toMatch(/--\w/);
    expect(reasons).toContain('not matched by "Only" (issue.*)');
    expect(reasons).toMatch(/over the 2 operations asked for \(raise "Operations" to take more\)/);
    const httpOnly = importOpenApi(
      { ...github, servers: [{ url: 'http://api.hub.example' }] },
      { words: DIALOG_WORDS },
    );
    expect(httpOnly).toMatchObject({ ok: false, error: expect.stringContaining('fill in "Base URL"') });
    expect(importOpenApi(github, { ops: 0, words: DIALOG_WORDS })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Operations must be/),
    });
    // The CLI keeps its flags.
    const cli = importOpenApi(github, { include: ['issue.*'] });
    expect(cli.ok && cli.leftOut.map((l) => l.reason)).toContain('not matched by --include issue.*');
  });
});
