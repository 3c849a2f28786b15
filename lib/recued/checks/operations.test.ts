import { describe, expect, it } from 'vitest';
import { CLI, HTTP, cliOp, cliPack, expectClean, expectFindings, httpOp, httpPack } from '../test-fixtures';

describe('C-path-variable', () => {
  it('refuses a path variable that is not a declared arg', () => {
    const [f] = expectFindings(
      httpPack((p) => (httpOp(p, 1).bind.path_template = '/v1/tasks/{{id}}/complete')),
      [
        {
          id: 'C-path-variable',
          pointer: `${HTTP.complete}/bind/path_template`,
          severity: 'error',
          at: '"/v1/tasks/{{id}}/complete"',
        },
      ],
    );
    expect(f.message).toContain('{{id}}');
    expect(f.fix).toContain('"task_id"');
  });
  it('is silent when every variable is declared', () =>
    expectClean(httpPack((p) => (httpOp(p, 0).bind.path_template = '/v1/users/{{query.assignee}}/tasks'))));
});

describe('C-read-method', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'warns on a read that binds %s',
    (method) =>
      void expectFindings(
        httpPack((p) => (httpOp(p, 0).bind.method = method)),
        [{ id: 'C-read-method', pointer: `${HTTP.list}/risk`, severity: 'warn', at: '"read"' }],
      ),
  );
  it('is silent for GET and HEAD', () => expectClean(httpPack((p) => (httpOp(p, 0).bind.method = 'HEAD'))));
});

describe('C-write-without-approval', () => {
  it('warns on a write with approval never', () =>
    expectFindings(
      httpPack((p) => (httpOp(p, 1).approval = 'never')),
      [{ id: 'C-write-without-approval', pointer: `${HTTP.complete}/approval`, severity: 'warn', at: '"never"' }],
    ));
  it('is silent for always', () => expectClean(httpPack((p) => (httpOp(p, 1).approval = 'always'))));
});

describe('C-secret-in-binding', () => {
  it('refuses an Authorization header, without echoing its value', () => {
    const [f] = expectFindings(
      httpPack((p) => (httpOp(p, 0).bind.static_headers.Authorization = 'Bearer 9f8e7d6c5b4a')),
      [
        {
          id: 'C-secret-in-binding',
          pointer: `${HTTP.list}/bind/static_headers/Authorization`,
          severity: 'error',
          at: '"Bearer 9f8e7d6c5b4a"',
        },
      ],
    );
    expect(f.message).not.toContain('9f8e7d6c5b4a');
  });
  it('refuses a secret-named query parameter', () =>
    expectFindings(
      httpPack((p) => (httpOp(p, 0).bind.static_query.api_key = 'abc123')),
      [
        {
          id: 'C-secret-in-binding',
          pointer: `${HTTP.list}/bind/static_query/api_key`,
          severity: 'error',
          at: '"abc123"',
        },
      ],
    ));
  it('refuses a token in argv_template', () =>
    expectFindings(
      cliPack((p) => cliOp(p, 0).bind.argv_template.push('--token=ghp_abcdefghijklmnopqrstuvwxyz0123')),
      [
        {
          id: 'C-secret-in-binding',
          pointer: `${CLI.models}/bind/argv_template/2`,
          severity: 'error',
          at: '"--token=ghp_',
        },
      ],
    ));
  it('is silent on ordinary headers and fields', () =>
    expectClean(httpPack((p) => (httpOp(p, 0).bind.static_query.fields = 'id,title,due_on'))));
});
