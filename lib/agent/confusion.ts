import MiniSearch from 'minisearch';
import type { AgentFinding, ConfusablePair, ConfusionSummary, ConfusionTask } from '../core/agent-readiness';
import { agentFinding } from './findings';
import type { AgentInput, AgentTool, TaskInput } from './input';
import { act, term, terms, words } from './terms';
import { compareText } from '../core/text-order';

/**
 * Which commands an agent will confuse, decided without a model: every task phrase an agent could receive is a query
 * against a full-text index (MiniSearch, BM25+) of every command's name, description and argument names, as the
 * retrieval step of a tool-picking agent would run it. For each task: the intended command's rank and its margin to
 * the best other. Apart from the queries, every pair of commands whose names and descriptions overlap (IDF-weighted
 * Jaccard of their terms, smoothed IDF) above PAIR_THRESHOLD is flagged with the words they share.
 */

/** A pair overlapping at least this much is flagged. */
export const PAIR_THRESHOLD = 0.5;
/** A task whose intended command leads by less than this (relative margin) is said to be close. */
export const CLOSE_MARGIN = 0.1;
/** How many of a task's best commands the report keeps (the matrix row). */
const TOP = 5;
/** How many pairs the report lists (the most alike first); `pairCount` counts them all. */
const LISTED_PAIRS = 100;
/**
 * Past this many commands, a word more than half of them share is left out of the task queries (a stop word of the
 * pack's own): it moves every command's score alike, and on a pack of hundreds it would make each query read every
 * command. Pairs still weigh every word.
 */
const CORPUS_STOP_WORDS_FROM = 100;

interface IndexedCommand {
  id: number;
  command: string;
  name: string;
  description: string;
  args: string;
}

export interface ConfusionResult {
  summary: ConfusionSummary;
  findings: AgentFinding[];
}

export function confusion(input: Pick<AgentInput, 'tools' | 'tasks'>): ConfusionResult {
  const tools = input.tools;
  const index = buildIndex(tools);
  const columns = new Set(tools.map((t) => t.command));
  const common = tools.length >= CORPUS_STOP_WORDS_FROM ? commonTerms(tools) : new Set<string>();
  const tokenize = queryTokenizer(tools, common);
  const tasks = input.tasks
    .filter((t) => columns.has(t.intended) && terms(t.text).length > 0)
    .map((t) => rankTask(index, tools, t, tokenize));
  const { listed, count } = confusablePairs(tools);
  const findings = [...tasks.flatMap(taskFinding), ...listed.map((p) => pairFinding(p, tools))];
  const margins = tasks.map((t) => t.margin);
  return {
    summary: {
      commands: [...columns],
      tasks,
      pairs: listed,
      pairCount: count,
      worstMargin: margins.length ? round(Math.min(...margins)) : null,
      misranked: tasks.filter((t) => t.rank !== 1).length,
      pairThreshold: PAIR_THRESHOLD,
    },
    findings,
  };
}

/** The terms more than half of the commands have (name, description or arguments). */
function commonTerms(tools: readonly AgentTool[]): Set<string> {
  const df = new Map<string, number>();
  for (const t of tools)
    for (const s of new Set(terms(`${t.command} ${t.tool.name} ${t.tool.description ?? ''} ${t.args.join(' ')}`)))
      df.set(s, (df.get(s) ?? 0) + 1);
  return new Set([...df].filter(([, n]) => n > tools.length / 2).map(([s]) => s));
}

function buildIndex(tools: readonly AgentTool[]): MiniSearch<IndexedCommand> {
  const index = new MiniSearch<IndexedCommand>({
    fields: ['name', 'description', 'args'],
    idField: 'id',
    tokenize: words,
    processTerm: (w) => term(w) ?? null,
    // The name is what a host shows first: it weighs twice a description word.
    searchOptions: { boost: { name: 2 }, combineWith: 'OR' },
  });
  index.addAll(
    tools.map((t, id) => ({
      id,
      command: t.command,
      name: `${t.command} ${t.tool.name}`,
      description: t.tool.description ?? '',
      args: t.args.join(' '),
    })),
  );
  return index;
}

/**
 * The words of a task the index is asked for: each word, and each two neighbours written as one (`set up` also asks
 * for `setup`, `log in` for `login`), kept only where the index has the word at all (a word no command has adds
 * nothing to any score) and, on a large pack, is not one of its own stop words.
 */
function queryTokenizer(tools: readonly AgentTool[], common: ReadonlySet<string>): (text: string) => string[] {
  const vocabulary = new Set<string>();
  for (const t of tools)
    for (const s of terms(`${t.command} ${t.tool.name} ${t.tool.description ?? ''} ${t.args.join(' ')}`))
      vocabulary.add(s);
  const known = (w: string) => {
    const s = term(w);
    return s !== null && vocabulary.has(s) && !common.has(s);
  };
  return (text) => {
    const list = words(text);
    return [...list, ...list.slice(1).map((w, i) => `${list[i]}${w}`)].filter(known);
  };
}

function rankTask(
  index: MiniSearch<IndexedCommand>,
  tools: readonly AgentTool[],
  task: TaskInput,
  tokenize: (text: string) => string[],
): ConfusionTask {
  const results = index.search(task.text, { tokenize });
  const scoreOf = new Map(results.map((r) => [tools[r.id as number]!.command, r.score]));
  const mine = scoreOf.get(task.intended) ?? 0;
  let best: { command: string; score: number } | null = null;
  for (const r of results) {
    const command = tools[r.id as number]!.command;
    if (command !== task.intended) {
      best = { command, score: r.score };
      break;
    }
  }
  const other = best?.score ?? 0;
  const top = results[0]?.score ?? 0;
  const higher = results.filter((r) => r.score > mine && tools[r.id as number]!.command !== task.intended).length;
  return {
    ...task,
    rank: mine > 0 ? higher + 1 : null,
    margin: mine === 0 && other === 0 ? 0 : round((mine - other) / Math.max(mine, other)),
    runnerUp: best?.command ?? null,
    top: results.slice(0, TOP).map((r) => ({
      command: tools[r.id as number]!.command,
      score: round(top > 0 ? r.score / top : 0),
    })),
  };
}

/**
 * The commands' term sets (name and description; and the description alone), the IDF of each term, and the word each
 * stem was first written as. Verbs of one act (show, get, describe) are heard as one term (terms.ts `act`).
 */
function termSets(tools: readonly AgentTool[]) {
  const sets = tools.map(() => new Set<string>());
  const described = tools.map(() => new Set<string>());
  const surface = new Map<string, string>();
  const add = (set: Set<string>, w: string) => {
    const t = term(w);
    if (!t) return;
    const s = act(t);
    set.add(s);
    if (!surface.has(s)) surface.set(s, w);
  };
  tools.forEach((t, i) => {
    for (const w of words(t.command)) add(sets[i]!, w);
    for (const w of words(t.tool.description ?? '')) {
      add(sets[i]!, w);
      add(described[i]!, w);
    }
  });
  const df = new Map<string, number>();
  for (const set of sets) for (const s of set) df.set(s, (df.get(s) ?? 0) + 1);
  // Smoothed IDF (ln((1 + n) / (1 + df)) + 1): a word every command has still weighs, so a small pack's pairs are not
  // judged by their one odd word alone.
  const n = tools.length;
  const idf = (s: string) => Math.log((1 + n) / (1 + (df.get(s) ?? 0))) + 1;
  return { sets, described, surface, idf };
}

/**
 * Every pair of commands whose terms overlap at least PAIR_THRESHOLD: by name and description, or by the
 * description alone (a description copied to another command says nothing of which to pick, whatever the names).
 */
function confusablePairs(tools: readonly AgentTool[]): { listed: ConfusablePair[]; count: number } {
  const { sets, described, surface, idf } = termSets(tools);
  const found = overlaps(sets, idf);
  for (const [key, overlap] of overlaps(described, idf)) found.set(key, Math.max(overlap, found.get(key) ?? 0));
  const n = tools.length;
  const pairs = [...found].map(([key, overlap]) => ({ a: Math.floor(key / n), b: key % n, overlap }));
  pairs.sort((x, y) => y.overlap - x.overlap || x.a - y.a || x.b - y.b);
  const listed = pairs.slice(0, LISTED_PAIRS).map(({ a, b, overlap }) => {
    const common = [...sets[a]!].filter((s) => sets[b]!.has(s));
    common.sort((x, y) => idf(y) - idf(x) || compareText(x, y));
    return {
      a: tools[a]!.command,
      b: tools[b]!.command,
      overlap: round(overlap),
      words: common.slice(0, 8).map((s) => surface.get(s) ?? s),
    };
  });
  return { listed, count: pairs.length };
}

/**
 * The IDF-weighted Jaccard overlap of every pair of sets at or above PAIR_THRESHOLD (key a × n + b, a < b), from an
 * inverted index: only pairs that share a term are ever looked at, each shared term adding its weight once.
 */
function overlaps(sets: readonly Set<string>[], idf: (s: string) => number): Map<number, number> {
  const n = sets.length;
  const weight = sets.map((set) => [...set].reduce((sum, s) => sum + idf(s), 0));
  const postings = new Map<string, number[]>();
  sets.forEach((set, i) => {
    for (const s of set) postings.set(s, [...(postings.get(s) ?? []), i]);
  });
  const out = new Map<number, number>();
  const shared = new Float64Array(n);
  for (let a = 0; a < n; a++) {
    const touched: number[] = [];
    for (const s of sets[a]!)
      for (const b of postings.get(s)!) {
        if (b <= a) continue;
        if (shared[b] === 0) touched.push(b);
        shared[b] += idf(s);
      }
    for (const b of touched) {
      const overlap = shared[b]! / (weight[a]! + weight[b]! - shared[b]!);
      if (overlap >= PAIR_THRESHOLD) out.set(a * n + b, overlap);
      shared[b] = 0;
    }
  }
  return out;
}

const SOURCE_WORDS: Record<ConfusionTask['source'], string> = {
  'hot-path': 'the hot-path row',
  eval: 'the eval case',
  description: "the description's first clause",
};

function taskFinding(task: ConfusionTask): AgentFinding[] {
  const subject = `${task.source}: ${task.text} → ${task.intended}`;
  const phrase = `${SOURCE_WORDS[task.source]} ${JSON.stringify(task.text)}`;
  if (task.rank === 1 && task.margin >= CLOSE_MARGIN) return [];
  if (task.rank === 1)
    return [
      agentFinding({
        id: 'agent/close-pick',
        part: 'confusion',
        severity: 'info',
        at: task.at,
        subject,
        message: `Asked as ${phrase}, "${task.intended}" leads "${task.runnerUp}" by a margin of only ${task.margin.toFixed(2)}: an agent picking by these words could take either.`,
        fix: `Say in "${task.intended}"'s description what sets it apart from "${task.runnerUp}" (the object it reads or changes, its filter), in words the task would use.`,
      }),
    ];
  return [
    agentFinding({
      id: 'agent/confusable-task',
      part: 'confusion',
      severity: 'warn',
      at: task.at,
      subject,
      message:
        task.rank === null
          ? `Asked as ${phrase}, the index does not reach "${task.intended}" at all${task.runnerUp ? ` ("${task.runnerUp}" comes first)` : ''}: none of the task's words is in its name, description or arguments.`
          : `Asked as ${phrase}, "${task.runnerUp}" ranks above "${task.intended}" (rank ${task.rank}, margin ${task.margin.toFixed(2)}): an agent picking by these words takes the wrong command.`,
      fix: `Use the task's own words in "${task.intended}"'s description (or its name), and keep them out of ${task.runnerUp ? `"${task.runnerUp}"'s` : 'the other descriptions'}; or reword the task to name what "${task.intended}" does.`,
    }),
  ];
}

function pairFinding(pair: ConfusablePair, tools: readonly AgentTool[]): AgentFinding {
  const b = tools.find((t) => t.command === pair.b)!;
  return agentFinding({
    id: 'agent/confusable-pair',
    part: 'confusion',
    severity: 'info',
    at: b.descriptionAt,
    subject: `${pair.a} ↔ ${pair.b}`,
    message: `"${pair.a}" and "${pair.b}" are described alike (overlap ${pair.overlap.toFixed(2)}, shared: ${pair.words.join(', ')}): an agent may pick one for the other.`,
    fix: `Rewrite one description to say what only it does (what it reads or changes, its filter or target), so the two share fewer of: ${pair.words.slice(0, 4).join(', ')}.`,
  });
}

const round = (n: number) => Math.round(n * 100) / 100;
