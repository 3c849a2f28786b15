import { describe, expect, it } from 'vitest';
import { FORMATS } from '../formats';
import { layerUsage } from '../formats/check-layers';
import { checkUsage } from './commands/check';
import { usage } from './main';

describe("check's layer flags in its usage lines", () => {
  it("are the built-in formats' declared flags, in check's own usage line and in the help's line for check", () => {
    const flags = layerUsage(FORMATS);
    expect(flags).toBe('[--no-eval] [--probe]');
    expect(checkUsage()).toContain(` ${flags} `);
    // main.ts keeps its summaries as text (the help loads no format): this holds its check line to the declarations.
    const line = usage()
      .split('\n')
      .find((l) => l.trim().startsWith('packstudio check '));
    expect(line).toContain(` ${flags} `);
  });
});
