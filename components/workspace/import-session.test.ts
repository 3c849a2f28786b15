import { describe, expect, it, vi } from 'vitest';
import type { ImportResult } from '@/lib/recued/import/import';
import { DIALOG_WORDS } from '@/lib/recued/import/option-words';
import { DEFAULT_PUBLISHER } from '@/lib/recued/vocabulary';
import { DEFAULT_OPS, ImportSession, type ImportPorts, type WorkspaceHandle } from './import-session';

const READ: ImportResult = {
  ok: true,
  spec: 'OpenAPI 3.1.0',
  slug: 'acme-tasks',
  name: 'Acme Tasks',
  text: '{ "kind": "pack" }\n',
  operations: [],
  leftOut: [],
  decisions: [],
  authType: 'bearer',
};

/** A promise the test settles when it chooses, to see the session while a port is on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** The ports as fakes: the import answers READ, the save succeeds. */
function fakePorts() {
  return {
    importFromFiles: vi.fn<ImportPorts['importFromFiles']>(async () => READ),
    fetchDescription: vi.fn<ImportPorts['fetchDescription']>(async (url) => [{ name: 'api.json', text: url }]),
    savePublisher: vi.fn<ImportPorts['savePublisher']>(async () => undefined),
    save: vi.fn<ImportPorts['save']>(async ({ packId }) => ({ ok: true as const, packId })),
    opened: vi.fn<ImportPorts['opened']>(),
  };
}

const UNSET: WorkspaceHandle = { handle: 'local', set: false };

/** A session over the fakes, some of them replaced by `change`. */
function session(change: Partial<ImportPorts> = {}, workspace = UNSET, existing: string[] = []) {
  const ports = fakePorts();
  return { ports, session: new ImportSession({ ...ports, ...change }, workspace, existing) };
}

describe('ImportSession: the description given', () => {
  it('reads files first, else the pasted text, else the URL; with none there is nothing to read', async () => {
    const { ports, session: s } = session();
    expect(s.hasInput()).toBe(false);
    await s.read();
    expect(ports.importFromFiles).not.toHaveBeenCalled();

    s.setUrl('  https://api.example.com/openapi.json ');
    expect(s.hasInput()).toBe(true);
    await s.read();
    expect(ports.fetchDescription).toHaveBeenCalledWith('https://api.example.com/openapi.json');
    expect(ports.importFromFiles.mock.lastCall?.[0]).toEqual([
      { name: 'api.json', text: 'https://api.example.com/openapi.json' },
    ]);

    s.setPasted('openapi: 3.1.0');
    await s.read();
    expect(ports.importFromFiles.mock.lastCall?.[0]).toEqual([{ name: 'pasted.yaml', text: 'openapi: 3.1.0' }]);

    const files = [
      { name: 'swagger.json', text: '{}' },
      { name: 'Pet.json', text: '{}' },
    ];
    s.setFiles(files);
    await s.read();
    expect(ports.importFromFiles.mock.lastCall?.[0]).toEqual(files);
    expect(ports.fetchDescription).toHaveBeenCalledTimes(1);
  });

  it('passes the options as typed: the handle, the operations as a number, the base and the patterns trimmed', async () => {
    const { ports, session: s } = session();
    s.setPasted('openapi: 3.1.0');
    await s.read();
    expect(ports.importFromFiles.mock.lastCall?.[1]).toEqual({
      publisher: 'local',
      words: DIALOG_WORDS,
      ops: Number(DEFAULT_OPS),
    });
    s.setOps('5');
    s.setBase(' https://api.example.com ');
    s.setInclude(' task.*, , GET /v1/* ');
    await s.read();
    expect(ports.importFromFiles.mock.lastCall?.[1]).toEqual({
      publisher: 'local',
      words: DIALOG_WORDS,
      ops: 5,
      base: 'https://api.example.com',
      include: ['task.*', 'GET /v1/*'],
    });
  });

  it('a new description or handle clears what was read; the URL and the options do not', async () => {
    const { session: s } = session();
    s.setPasted('openapi: 3.1.0');
    await s.read();
    for (const [change, clears] of [
      [() => s.setUrl('https://x.example/api.json'), false],
      [() => s.setBase('https://api.example.com'), false],
      [() => s.setOps('3'), false],
      [() => s.setInclude('task.*'), false],
      [() => s.setPasted('openapi: 3.0.0'), true],
      [() => s.setFiles([{ name: 'a.json', text: '{}' }]), true],
      [() => s.setPublisher('acme'), true],
    ] as const) {
      await s.read();
      expect(s.getState().outcome).toEqual(READ);
      change();
      expect(s.getState().outcome).toEqual(clears ? null : READ);
    }
  });

  it('says why a read failed (a URL that cannot be fetched, an importer that throws), and is ready again', async () => {
    const { session: s } = session({
      fetchDescription: async (url) => {
        throw new Error(`${url} could not be fetched`);
      },
    });
    s.setUrl('https://x.example/api.json');
    await s.read();
    expect(s.getState()).toMatchObject({
      outcome: { ok: false, error: 'https://x.example/api.json could not be fetched' },
      busy: null,
    });
  });

  it('is busy reading until the import answers, and reads once at a time', async () => {
    const answer = deferred<ImportResult>();
    const importFromFiles = vi.fn(() => answer.promise);
    const { session: s } = session({ importFromFiles });
    s.setPasted('openapi: 3.1.0');
    const reading = s.read();
    await vi.waitFor(() => expect(importFromFiles).toHaveBeenCalledTimes(1));
    expect(s.getState().busy).toBe('reading');
    await s.read();
    expect(importFromFiles).toHaveBeenCalledTimes(1);
    answer.resolve(READ);
    await reading;
    expect(s.getState()).toMatchObject({ busy: null, outcome: READ });
  });
});

describe('ImportSession: the publisher', () => {
  it('shows the workspace handle once set, and the handle typed over it', () => {
    const { session: s } = session();
    expect(s.publisherText()).toBe('');
    s.setWorkspace({ handle: 'acme', set: true }, []);
    expect(s.publisherText()).toBe('acme');
    expect(s.handle()).toBe('acme');
    s.setPublisher(' @other ');
    expect(s.publisherText()).toBe(' @other ');
    expect(s.handle()).toBe('other');
    s.setPublisher('');
    expect(s.handle()).toBe(DEFAULT_PUBLISHER);
  });

  it('stores a typed handle for the workspace before reading, only when it changes it or none was set', async () => {
    const set: WorkspaceHandle = { handle: 'acme', set: true };
    const { ports, session: s } = session({}, set);
    s.setPasted('openapi: 3.1.0');
    await s.read();
    s.setPublisher('acme');
    await s.read();
    expect(ports.savePublisher).not.toHaveBeenCalled();
    s.setPublisher('globex');
    await s.read();
    expect(ports.savePublisher).toHaveBeenCalledWith('globex');
    expect(ports.importFromFiles.mock.lastCall?.[1]).toMatchObject({ publisher: 'globex' });

    const unset = session({}, UNSET);
    unset.session.setPasted('openapi: 3.1.0');
    unset.session.setPublisher('local');
    await unset.session.read();
    expect(unset.ports.savePublisher).toHaveBeenCalledWith('local');
  });
});

describe('ImportSession: the pack written', () => {
  it("takes the import's slug as the id unless one is typed, lower-cased", async () => {
    const { session: s } = session();
    s.setPasted('openapi: 3.1.0');
    await s.read();
    expect(s.packId()).toBe(READ.slug);
    s.setPackId('My-Tasks');
    await s.read();
    expect(s.packId()).toBe('my-tasks');
  });

  it('writes the pack read under the id with its auth type, then opens it', async () => {
    const { ports, session: s } = session();
    s.setPasted('openapi: 3.1.0');
    await s.read();
    expect(s.canSave()).toBe(true);
    await s.save();
    expect(ports.save).toHaveBeenCalledWith({ packId: READ.slug, text: READ.text, authType: READ.authType });
    expect(ports.opened).toHaveBeenCalledWith(READ.slug);
    expect(s.getState().busy).toBeNull();
  });

  it('refuses an id that is taken or not an id, and writes nothing before a description is read', async () => {
    const { ports, session: s } = session({}, UNSET, ['acme-tasks']);
    await s.save();
    s.setPasted('openapi: 3.1.0');
    await s.read();
    expect(s.idProblem()).toBe('"acme-tasks" already exists.');
    expect(s.canSave()).toBe(false);
    await s.save();
    s.setPackId('../etc');
    expect(s.idProblem()).toMatch(/lower-case letters/);
    await s.save();
    expect(ports.save).not.toHaveBeenCalled();
    s.setPackId('acme-2');
    expect(s.idProblem()).toBeUndefined();
    await s.save();
    expect(ports.opened).toHaveBeenCalledWith('acme-2');
  });

  it("shows the server's refusal, and a save that throws, and opens nothing", async () => {
    const { ports, session: s } = session({
      save: vi
        .fn<ImportPorts['save']>()
        .mockResolvedValueOnce({ ok: false, error: '"acme-tasks" already exists.' })
        .mockRejectedValueOnce(new Error('the server went away')),
    });
    s.setPasted('openapi: 3.1.0');
    await s.read();
    await s.save();
    expect(s.getState()).toMatchObject({ saveError: '"acme-tasks" already exists.', busy: null });
    await s.save();
    expect(s.getState().saveError).toBe('Error: the server went away');
    expect(ports.opened).not.toHaveBeenCalled();
    await s.read();
    expect(s.getState().saveError).toBeNull();
  });

  it('tells its listeners of every change, and stops when they unsubscribe', () => {
    const { session: s } = session();
    const listener = vi.fn();
    const unsubscribe = s.subscribe(listener);
    s.setOps('4');
    s.setDragging(true);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    s.setOps('5');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
