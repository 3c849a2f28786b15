import { agentFormatter } from './agent';
import { githubFormatter } from './github';
import { htmlFormatter } from './html';
import { jsonFormatter } from './json';
import { junitFormatter } from './junit';
import { markdownFormatter } from './markdown';
import { sarifFormatter } from './sarif';
import { textFormatter } from './text';
import type { Formatter } from './types';

/**
 * Every output format, by the name `--format NAME` takes. A new format (sarif, github, junit, …) is one file beside
 * these and one line here; nothing else changes.
 */
export const FORMATTERS = {
  text: textFormatter,
  json: jsonFormatter,
  agent: agentFormatter,
  sarif: sarifFormatter,
  github: githubFormatter,
  markdown: markdownFormatter,
  junit: junitFormatter,
  html: htmlFormatter,
} as const satisfies Record<string, Formatter>;

export type FormatName = keyof typeof FORMATTERS;

export const FORMAT_NAMES = Object.keys(FORMATTERS) as FormatName[];

export function isFormatName(name: string): name is FormatName {
  return Object.hasOwn(FORMATTERS, name);
}

export type { Formatter, FormatterContext, PackSetError, RuleDoc, ShardRecord } from './types';
