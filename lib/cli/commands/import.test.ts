import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIXTURES } from '../../recued/import/fixtures';
import { cliIn, removeWorkspace, tempWorkspace } from '../test-cli';

let ws = '';
const cli = cliIn(() => ws);
beforeEach(() => {
  ws = tempWorkspace('packstudio-import-');
});
afterEach(() => removeWorkspace(ws));

describe('packstudio import openapi', () => {
  it('reads a file whose $refs point at files beside it, writes ./<slug>/pack.json and checks it clean', async () => {
    const spec = join(FIXTURES, 'petstore-separate/spec/swagger.json');
    const run = await cli(
      'import',
      'openapi',
      spec,
      '--base',
      'https://petstore.swagger.wordnik.com',
      '--publisher',
      'acme',
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const pack = JSON.parse(readFileSync(join(ws, 'swagger-petstore/pack.json'), 'utf8'));
    expect(pack.publisher).toBe('acme');
    expect(pack.contents[0].composition.operations.map((o: { op: string }) => o.op)).toEqual([
      'pet.list',
      'pet.get',
      'pet.create',
      'pet.delete',
    ]);
    expect(run.stdout).toContain('composition check: 0 error(s), 0 warning(s)');
  });

  it('--json prints the operations, what was left out and the decisions; --out and --slug name the pack', async () => {
    const run = await cli(
      'import',
      'openapi',
      join(FIXTURES, 'lufthansa.json'),
      '--ops',
      '2',
      '--slug',
      'lh',
      '--out',
      'out/lh',
      '--json',
    );
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.file).toBe(join(ws, 'out/lh/pack.json'));
    expect(report.operations.map((o: { op: string }) => o.op)).toEqual(['aircraft.get', 'airline.get']);
    expect(report.left_out).toHaveLength(13);
    expect(report.check).toEqual({ errors: 0, warnings: 0 });
    expect(JSON.parse(readFileSync(join(ws, 'out/lh/pack.json'), 'utf8')).slug).toBe('lh');
  });

  it('a file that is not an API description: one line, exit 66, nothing written', async () => {
    writeFileSync(join(ws, 'notes.yaml'), 'title: my notes\nitems: [1, 2]\n');
    const run = await cli('import', 'openapi', 'notes.yaml');
    expect(run.code).toBe(66);
    expect(run.stderr).toBe(
      'packstudio import openapi: notes.yaml: not an API description: it has neither "openapi" nor "swagger" at the top level, so it is not an OpenAPI or Swagger description; nothing written',
    );
    expect(readdirSync(ws)).toEqual(['notes.yaml']);
  });

  it('YAML that does not parse says where; a missing file is exit 66', async () => {
    writeFileSync(join(ws, 'broken.yaml'), 'openapi: 3.0.0\npaths:\n  /a: [1, 2\n');
    const broken = await cli('import', 'openapi', 'broken.yaml');
    expect(broken.code).toBe(66);
    expect(broken.stderr).toMatch(/^packstudio import openapi: broken\.yaml: .*line \d+/);
    expect((await cli('import', 'openapi', 'nope.json')).code).toBe(66);
  });

  it('a URL is fetched by the parser, which refuses loopback addresses: one line, exit 66', async () => {
    const run = await cli('import', 'openapi', 'http://127.0.0.1:9/openapi.json');
    expect(run.code).toBe(66);
    expect(run.stderr).toBe(
      'packstudio import openapi: http://127.0.0.1:9/openapi.json: http://127.0.0.1:9/openapi.json could not be fetched: it is unreachable or missing, or a loopback or private address, which the parser refuses; nothing written',
    );
  });

  it('a document with only http servers needs --base: exit 64 with the reason', async () => {
    const run = await cli('import', 'openapi', join(FIXTURES, 'petstore-expanded.yaml'));
    expect(run.code).toBe(64);
    expect(run.stderr).toContain('the document names only http servers');
    expect(readdirSync(ws)).toEqual([]);
  });

  it('refuses to write over a folder that exists', async () => {
    await cli('import', 'openapi', join(FIXTURES, 'giphy.json'));
    const again = await cli('import', 'openapi', join(FIXTURES, 'giphy.json'));
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');
    expect(existsSync(join(ws, 'giphy-api/pack.json'))).toBe(true);
  });

  it('bad usage is exit 64: no kind, --ops 0, an unknown option', async () => {
    expect((await cli('import', 'swagger', 'x.json')).code).toBe(64);
    expect((await cli('import', 'openapi', 'x.json', '--ops', '0')).code).toBe(64);
    expect((await cli('import', 'openapi', 'x.json', '--fast')).code).toBe(64);
  });
});
