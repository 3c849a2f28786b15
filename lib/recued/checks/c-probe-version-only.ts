import { VERSION_PROBE_FLAGS, orList } from '../vocabulary';
import { child, get, has, kindBlocks, show, str } from '../walk';
import { inlineJson } from '../../json/edit';
import { listedValueFix, offer, setAt } from '../quick-fix';
import { createRule } from './create';
import { compositionExample, INGREDIENT } from './example';

export const checkProbeVersionOnly = createRule({
  id: 'C-probe-version-only',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'With version, probe only asks the version',
    checks:
      'When the cli block declares version, probe is exactly [program, flag] with flag one of --version, -version, -v, -V, version.',
    why: 'The server runs the probe by itself, outside any grant, so it must not do anything else.',
    ...compositionExample('opencode', {
      incorrect: { [`${INGREDIENT}/cli/probe`]: ['opencode', 'run', '--print-version'] },
      correct: {},
      show: [`${INGREDIENT}/cli/probe`, `${INGREDIENT}/cli/version`],
    }),
    fix: 'Set probe to the program followed by its version flag.',
  },
  // Suggestions (which version flag the program answers is the author's to know), but a flag in other letter case with
  // one spelling is a fix.
  fixable: 'both',
  check: (view) =>
    kindBlocks(view, 'cli').flatMap(({ block }) => {
      if (!has(block.value, 'version') || !has(block.value, 'probe')) return [];
      const probe = get(block.value, 'probe');
      const program = str(block.value, 'entry_point') ?? str(block.value, 'tool');
      const pointer = child(block.ptr, 'probe');
      const suggestion = `["${program ?? 'program'}", "--version"]`;
      const setProbe =
        program === undefined
          ? {}
          : offer('suggestion', `Set "probe": ${suggestion}`, setAt(view, pointer, [program, '--version']));
      if (!Array.isArray(probe) || probe.length !== 2 || !probe.every((p) => typeof p === 'string'))
        return [
          {
            file: 'pack.json',
            pointer,
            message: `probe is ${show(probe)}; ${REASON}. It is the program, then one of ${orList(VERSION_PROBE_FLAGS)}.`,
            fix: `Set "probe": ${suggestion}.`,
            ...setProbe,
          },
        ];
      const [first, flag] = probe as [string, string];
      if (program !== undefined && first !== program)
        return [
          {
            file: 'pack.json',
            pointer: child(pointer, 0),
            message: `probe runs ${show(first)}, not the program ${show(program)}; ${REASON}.`,
            fix: `Set "probe": ${suggestion}.`,
            // The whole probe, so a wrong flag behind it is mended in the same edit rather than reported next.
            ...offer(
              'suggestion',
              `Set "probe": ${inlineJson([program, validFlag(flag)])}`,
              setAt(view, pointer, [program, validFlag(flag)]),
            ),
          },
        ];
      if (!(VERSION_PROBE_FLAGS as readonly string[]).includes(flag))
        return [
          {
            file: 'pack.json',
            pointer: child(pointer, 1),
            message: `probe asks ${show(flag)}; ${REASON}. The flag is one of ${orList(VERSION_PROBE_FLAGS)}.`,
            fix: `Set "probe": ["${first}", "--version"].`,
            ...listedValueFix(view, child(pointer, 1), flag, VERSION_PROBE_FLAGS, '--version'),
          },
        ];
      return [];
    }),
});

const REASON =
  'with version, probe may only ask for the version: the server runs it by itself, outside any grant, so it must not do anything else';

function validFlag(flag: string): string {
  return (VERSION_PROBE_FLAGS as readonly string[]).includes(flag) ? flag : '--version';
}
