import { describe, expect, it } from 'vitest';
import { HTTP, expectClean, expectFindings, httpOp, httpPack } from '../test-fixtures';

describe('C-path-variable', () => {
  it('refuses a path variable that is not a declared arg', () => {
    const [f] = expectFindings(httpPack((p) => (httpOp(p, 1).bind.path_template = '/v1/tasks/{{id}}/complete')), [
      { id: 'C-path-variable', pointer: `${HTTP.complete}/bind/path_template`, severity: 'error', at: '"/v1/tasks/{{id}}/complete"' },
    ]);
    expect(f.message).toContain('{{id}}');
    expect(f.fix).toContain('"task_id"');
  });
  it('is silent when every variable is declared', () => expectClean(httpPack((p) => (httpOp(p, 0).bind.path_template = '/v1/users/{{query.assignee}}/tasks'))));
});

describe('C-read-method', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('warns on a read that binds %s', (method) =>
    void expectFindings(httpPack((p) => (httpOp(p, 0).bind.method = method)), [{ id: 'C-read-method', pointer: `${HTTP.list}/risk`, severity: 'warn', at: '"read"' }]));
  it('is silent for GET and HEAD', () => expectClean(httpPack((p) => (httpOp(p, 0).bind.method = 'HEAD'))));
});

describe('C-write-without-approval', () => {
  it('warns on a write with approval never', () =>
    expectFindings(httpPack((p) => (httpOp(p, 1).approval = 'never')), [
      { id: 'C-write-without-approval', pointer: `${HTTP.complete}/approval`, severity: 'warn', at: '"never"' },
    ]));
  it('is silent for always', () => expectClean(httpPack((p) => (httpOp(p, 1).approval = 'always'))));
});
