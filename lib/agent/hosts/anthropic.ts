import type { HostInfo } from '../../core/agent-readiness';
import { draft2020Rule } from './draft-2020';
import { keywordRule, nameRule as nameRule_, objectRootRule, type HostRule } from './walk';

/**
 * Anthropic's Messages API tools (what Claude Desktop and Claude Code send for each MCP tool): `input_schema` is a
 * JSON Schema 2020-12 object whose type is "object". One invalid tool fails the whole request, every tool with it.
 */
const API = 'https://platform.claude.com/docs/en/api/messages';
/** The API's refusal of a top-level composition, as Claude Code users met it. */
const TOP_LEVEL = 'https://github.com/anthropics/claude-code/issues/5319';
/** The API's refusal of a schema that is not valid 2020-12 ("JSON schema is invalid. It must match JSON Schema draft 2020-12"). */
const DRAFT = 'https://github.com/anthropics/claude-code/issues/7365';

export const ANTHROPIC: HostInfo = {
  id: 'anthropic',
  name: 'Anthropic',
  scope: 'Messages API tools[].input_schema (Claude Desktop, Claude Code)',
  source: API,
};

const nameRule = nameRule_({
  id: 'anthropic/name',
  source: API,
  pattern: /^[a-zA-Z0-9_-]{1,128}$/,
  says: 'is not 1–128 of a-z, A-Z, 0-9, _ and -',
  fix: 'Rename the command so its tool name uses only letters, digits, _ and -.',
});

const objectRule = objectRootRule({
  id: 'anthropic/object',
  source: API,
  feature: 'input_schema type',
  message: 'input_schema must be an object schema ("type": "object").',
});

const topLevelRule = keywordRule({
  id: 'anthropic/top-level-composition',
  source: TOP_LEVEL,
  keywords: ['oneOf', 'allOf', 'anyOf'],
  rootOnly: true,
  says: 'at the top level is refused: "input_schema does not support oneOf, allOf, or anyOf at the top level".',
  fix: (k) => `Take "${k}" off the arguments object; check the combination in the CLI, or move it into one property.`,
});

export const ANTHROPIC_RULES: readonly HostRule[] = [
  nameRule,
  objectRule,
  topLevelRule,
  draft2020Rule(
    'anthropic/draft-2020-12',
    DRAFT,
    'Anthropic refuses the request: "JSON schema is invalid. It must match JSON Schema draft 2020-12".',
    false,
  ),
];
