import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_PACKS } from '../cli/test-cli';
import { hcpAgentInput } from '../hcp/agent-input';
import { loadPackFromTexts, type PackTexts } from '../hcp/load';
import { confusion, PAIR_THRESHOLD } from './confusion';
import type { AgentTool } from './input';

function example(id: string) {
  const texts: PackTexts = {};
  for (const file of ['surface.json', 'policy.json', 'HARNESS.md', 'hcp.eval.json'] as const) {
    try {
      texts[file] = readFileSync(`${EXAMPLE_PACKS}${id}/${file}`, 'utf8');
    } catch {
      // not every pack has every file
    }
  }
  return hcpAgentInput(loadPackFromTexts(texts, id));
}

const at = { file: 'surface.json', pointer: '', line: 1, column: 1 };
const tool = (command: string, description: string, args: string[] = []): AgentTool => ({
  command,
  tool: { name: command.replace(/\./g, '-'), description, inputSchema: { type: 'object', properties: {} } },
  args,
  descriptionAt: at,
  argsAt: at,
});

describe('which commands an agent will confuse', () => {
  it.each(['ledger', 'transit', 'broken-demo'])(
    'ranks the intended command first for every hot-path row of %s',
    (id) => {
      const result = confusion(example(id));
      const rows = result.summary.tasks.filter((t) => t.source === 'hot-path');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((t) => t.rank !== 1).map((t) => `${t.text} → ${t.intended} (${t.runnerUp})`)).toEqual([]);
      expect(result.findings.filter((f) => f.id === 'agent/confusable-task')).toEqual([]);
    },
  );

  it('flags a near-duplicate pair with the words that make them alike', () => {
    const tools = [
      tool('task.list', 'List the open tasks of the current project, newest first.', ['project']),
      tool('task.search', 'Search the open tasks of the current project by text, newest first.', ['project', 'text']),
      tool('task.complete', 'Mark one task as done and return it.', ['task_id']),
    ];
    const result = confusion({ tools, tasks: [] });
    expect(result.summary.pairs).toHaveLength(1);
    const [pair] = result.summary.pairs;
    expect(pair).toMatchObject({ a: 'task.list', b: 'task.search' });
    expect(pair!.overlap).toBeGreaterThanOrEqual(PAIR_THRESHOLD);
    expect(pair!.words).toEqual(expect.arrayContaining(['open', 'current', 'project', 'newest']));
    expect(result.findings.map((f) => [f.id, f.subject])).toEqual([
      ['agent/confusable-pair', 'task.list ↔ task.search'],
    ]);
  });

  it('hears verbs that mean the same (show, get, describe, view) as one word when it compares commands', () => {
    const tools = [
      tool('project.list', 'List the projects of the workspace.'),
      tool('project.show', 'Show a project of the workspace.', ['id']),
      tool('project.get', 'Get a project of the workspace.', ['id']),
      tool('project.describe', 'Describe a project in the workspace.', ['id']),
    ];
    const pairs = confusion({ tools, tasks: [] }).summary.pairs.map((p) => `${p.a} ↔ ${p.b}`);
    expect(pairs).toEqual(
      expect.arrayContaining([
        'project.show ↔ project.get',
        'project.show ↔ project.describe',
        'project.get ↔ project.describe',
      ]),
    );
    expect(pairs.filter((p) => p.includes('project.list'))).toEqual([]);
  });

  it('flags descriptions copied from one command to another, whatever the names say', () => {
    const tools = [
      tool('user.create', 'Manage users.'),
      tool('user.delete', 'Manage users.'),
      tool('user.list', 'List the users and their roles.'),
    ];
    const result = confusion({ tools, tasks: [] });
    expect(result.summary.pairs.map((p) => [p.a, p.b, p.overlap])).toEqual([['user.create', 'user.delete', 1]]);
  });

  it('says when a task ranks another command first, and by how much', () => {
    const tools = [
      tool('status', 'Return the balance and currency of the account.'),
      tool('list', 'Return the recent entries.'),
    ];
    const result = confusion({
      tools,
      tasks: [
        {
          text: 'what is my balance',
          source: 'hot-path',
          intended: 'list',
          at: { ...at, file: 'HARNESS.md', line: 9 },
        },
      ],
    });
    const [task] = result.summary.tasks;
    expect(task).toMatchObject({ rank: null, runnerUp: 'status' });
    expect(task!.margin).toBeLessThan(0);
    expect(result.summary.misranked).toBe(1);
    expect(result.findings[0]).toMatchObject({
      id: 'agent/confusable-task',
      severity: 'warn',
      file: 'HARNESS.md',
      line: 9,
    });
  });

  it('is deterministic: the same pack gives the same numbers', () => {
    expect(confusion(example('transit'))).toEqual(confusion(example('transit')));
  });

  it('hears "set up" as the word setup, as a person writes it', () => {
    const tools = [
      tool('setup.status', 'Report whether the local store exists.'),
      tool('store.create', 'Create the local store.'),
    ];
    const [task] = confusion({
      tools,
      tasks: [{ text: 'Is the local store set up', source: 'hot-path', intended: 'setup.status', at }],
    }).summary.tasks;
    expect(task!.rank).toBe(1);
  });
});
