import type { CategoryInfo } from '../../../core/categories';
import { createReport, ran } from '../../../core/report';
import { runRules } from '../../../core/run-rules';
import { SUPPRESSIONS_FILE } from '../../../core/suppressions-file';
import { JsonSource } from '../../../json/source';
import { applySuppressions } from '../../../suppress/apply';
import type { PackFormat } from '../../types';
import { measureLayer, measuresSection, tinyServerPart, TINY_MEASURE_LAYER } from './measures';
import { t001NameLowerCase, type TinyDoc } from './t001-name-lower-case';

/**
 * A format that exists only for a test (lib/formats/third-format.test.ts): one file, one category, one rule with a
 * fix. It is this folder and nothing else: the test registers it, and every face of the studio reads it from the
 * registry.
 */
const TINY_FILE = 'tiny.json';
const CATEGORIES: CategoryInfo<string, typeof TINY_FILE>[] = [
  {
    id: 'tiny',
    prefix: 'T',
    label: 'Tiny',
    blurb: 'tiny.json: the name of a tiny pack.',
    needs: [TINY_FILE],
    layer: 'static',
    examples: TINY_FILE,
    generalFix: 'Edit tiny.json so it reads like the correct example.',
  },
];

interface TinyPack {
  id: string;
  text: string | undefined;
  suppressions: string | undefined;
}

export const tinyFormat: PackFormat<'tiny', typeof TINY_FILE | typeof SUPPRESSIONS_FILE, TinyPack> = {
  id: 'tiny',
  label: 'Tiny pack',
  shortLabel: 'Tiny',
  filterLabel: 'Tiny packs',
  noDescription: 'No description in tiny.json',
  files: [TINY_FILE, SUPPRESSIONS_FILE],
  mainFile: TINY_FILE,
  detect: (names) => names.includes(TINY_FILE),
  categories: CATEGORIES,
  indexOrder: ['tiny'],
  layers: ['static', TINY_MEASURE_LAYER],
  optionalLayers: [measureLayer],
  scored: true,
  rules: [t001NameLowerCase.meta],
  load: (texts, id) => ({ id, text: texts[TINY_FILE], suppressions: texts[SUPPRESSIONS_FILE] }),
  check(pack) {
    const source = new JsonSource(pack.text ?? '{}');
    const doc: TinyDoc = {
      file: TINY_FILE,
      text: source.text,
      root: source.ok ? (source.value as TinyDoc['root']) : null,
    };
    const findings = runRules([t001NameLowerCase], doc, {
      crashFile: TINY_FILE,
      locate: (meta, raw) => ({
        id: meta.id,
        severity: raw.severity ?? meta.severity,
        category: meta.category,
        file: raw.file,
        pointer: raw.pointer,
        ...source.locate(raw.pointer),
        message: raw.message,
        fix: raw.fix,
        docs: meta.url,
        ...(raw.quickFix ? { quickFix: raw.quickFix } : {}),
      }),
    });
    const report = createReport({
      pack_id: pack.id,
      format: 'tiny',
      scoredCategories: ['tiny'],
      findings,
      layers: [ran('static')],
    });
    return applySuppressions(report, pack.suppressions, { categories: CATEGORIES, files: [TINY_FILE] });
  },
  describe: () => ({ name: null, description: null, commands: null }),
  jsonSchemas: {},
  scaffold: (id) => ({ [TINY_FILE]: `{ "name": "${id}" }\n` }),
  previews: [],
  reportSections: [measuresSection],
};

/** Its server part (lib/formats/node registerServerPart): the measure layer, run when it is asked for. */
export const tinyServer = tinyServerPart(tinyFormat.check);
