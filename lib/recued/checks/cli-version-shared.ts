import type { CliVersion } from '../schema';
import { kindBlocks, recAt, type At, type PackView } from '../walk';

export function versionBlocks(view: PackView): { version: At<CliVersion>; tested: At<CliVersion['tested']> | null }[] {
  return kindBlocks(view, 'cli').flatMap(({ block }) => {
    const version = recAt(block, 'version');
    return version ? [{ version, tested: recAt(version, 'tested') }] : [];
  });
}
