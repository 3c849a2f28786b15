import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
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
    // The fixture reaches ../common/Error.json, outside its folder: here the tree is laid out under one folder.
    cpSync(join(FIXTURES, 'petstore-separate/spec'), join(ws, 'api'), { recursive: true });
    cpSync(join(FIXTURES, 'petstore-separate/common'), join(ws, 'api/common'), { recursive: true });
    const doc = join(ws, 'api/swagger.json');
    writeFileSync(doc, readFileSync(doc, 'utf8').replaceAll('../common/Error.json', 'common/Error.json'));
    const run = await cli(
      'import',
      'openapi',
      'api/swagger.json',
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

  describe("a $ref resolves only to a file under the document's own folder", () => {
    const secret = '{"type": "object", "description": "AKIAIOSFODNN7EXAMPLE"}';
    const documentWith = (ref: string) => {
      mkdirSync(join(ws, 'api'), { recursive: true });
      writeFileSync(join(ws, 'secret.json'), secret);
      writeFileSync(
        join(ws, 'api/doc.json'),
        JSON.stringify({
          openapi: '3.0.0',
          info: { title: 'T', version: '1' },
          servers: [{ url: 'https://api.example.com' }],
          paths: {
            '/a': {
              get: {
                operationId: 'getA',
                responses: { 200: { description: 'x', content: { 'application/json': { schema: { $ref: ref } } } } },
              },
            },
          },
        }),
      );
    };
    const refused = async (named: string) => {
      const before = readdirSync(ws).sort();
      const run = await cli('import', 'openapi', 'api/doc.json');
      expect(run.code).not.toBe(0);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toContain(`a $ref points at "${named}"`);
      expect(run.stderr).toContain('nothing written');
      expect(run.stdout).not.toContain('AKIA');
      expect(run.stderr).not.toContain('AKIA');
      expect(readdirSync(ws).sort()).toEqual(before);
    };

    it('an absolute path (/etc/passwd) is refused', async () => {
      documentWith('/etc/passwd');
      await refused('/etc/passwd');
    });

    it('../ out of the folder is refused, the key it holds never copied', async () => {
      documentWith('../secret.json');
      await refused(join(ws, 'secret.json'));
    });

    it('a file:// URL out of the folder is refused', async () => {
      documentWith(pathToFileURL(join(ws, 'secret.json')).href);
      await refused(pathToFileURL(join(ws, 'secret.json')).href);
      documentWith('file:///etc/passwd');
      await refused('file:///etc/passwd');
    });

    it('http(s) is refused for a document given as a file', async () => {
      documentWith('https://example.com/schema.json');
      await refused('https://example.com/schema.json');
    });

    it('a link inside the folder that leads out is refused', async () => {
      documentWith('./inner.json');
      symlinkSync(join(ws, 'secret.json'), join(ws, 'api/inner.json'));
      await refused(join(ws, 'api/inner.json'));
    });

    it('a file under the folder resolves', async () => {
      documentWith('./schemas/thing.json');
      mkdirSync(join(ws, 'api/schemas'));
      writeFileSync(join(ws, 'api/schemas/thing.json'), '{"type": "object", "description": "a thing"}');
      const run = await cli('import', 'openapi', 'api/doc.json');
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
    });
  });

  it('prints and writes no escape sequence and no secret from the document (title, paths, descriptions)', async () => {
    const hostile = '\u001b]0;owned\u0007\u001b[2J\u001b]8;;https://evil.example\u0007';
    writeFileSync(
      join(ws, 'evil.json'),
      JSON.stringify({
        openapi: '3.0.0',
        info: { title: `Evil ${hostile}API`, version: '1', description: 'Key AKIAIOSFODNN7EXAMPLE inside.' },
        servers: [{ url: 'https://api.example.com' }],
        paths: {
          [`/items${hostile}`]: {
            get: {
              operationId: 'listItems',
              summary: `List items ${hostile} with ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789`,
              responses: { 200: { description: 'ok' } },
            },
          },
        },
      }),
    );
    for (const extra of [[], ['--json']]) {
      const run = await cli('import', 'openapi', 'evil.json', '--slug', `evil${extra.length}`, ...extra);
      expect(run.stdout).toContain('Evil');
      for (const out of [run.stdout, run.stderr]) {
        for (const control of ['\u001b', '\u0007', '\u009b']) expect(out).not.toContain(control);
        expect(out).not.toMatch(/\\u001b|\\u0007/);
        expect(out).not.toContain('AKIAIOSFODNN7EXAMPLE');
        expect(out).not.toContain('ghp_aBcDeF');
      }
      const pack = readFileSync(join(ws, `evil${extra.length}/pack.json`), 'utf8');
      expect(pack).not.toMatch(/\\u001b|\\u0007|AKIAIOSFODNN7EXAMPLE|ghp_aBcDeF/);
      const check = await cli('composition', 'check', `evil${extra.length}/pack.json`, '--json');
      expect(check.stdout).not.toContain('C-hostile-text');
    }
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
