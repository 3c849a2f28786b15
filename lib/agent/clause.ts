import type { AgentTool, TaskInput } from './input';

/**
 * A description's own first clause: up to the first comma, semicolon, colon, dash, bracket or sentence end
 * ("Return the balance, currency, …" → "Return the balance"). It is how a person asking for the command would put it
 * shortest; the confusion index asks it as a task.
 */
export function firstClause(description: string): string {
  const text = description.trim();
  const end = text.search(/[;(]|[,:](\s|$)|\s[—–-]\s|\.(\s|$)/);
  return (end === -1 ? text : text.slice(0, end)).trim();
}

/** Each tool's description's first clause, as a task meant for that tool. */
export function descriptionTasks(tools: readonly AgentTool[]): TaskInput[] {
  return tools.flatMap((t) => {
    const clause = firstClause(t.tool.description ?? '');
    // A description still a TODO asks nothing yet (M021 says so).
    return clause && !/^TODO\b/i.test(clause)
      ? [{ text: clause, source: 'description' as const, intended: t.command, at: t.descriptionAt }]
      : [];
  });
}
