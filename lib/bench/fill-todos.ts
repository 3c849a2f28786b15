import { jsonFileText } from '../json/edit';
import type { PackFiles } from '../wrap/draft';

/**
 * What an author types where a draft says TODO, as the bench and the proof test do it: a sentence where a
 * description is missing, a value where an example is, the lead and the Setup of HARNESS.md. `values` gives the
 * real value of an argument by its name (an author knows their project's names); otherwise `example-<name>`,
 * which lets the check run but not pass a case that needs a real one. Nothing else is touched.
 */
export function fillTodos(files: PackFiles, bin: string, values: Record<string, string> = {}): PackFiles {
  const value = (name: string) => values[name] ?? `example-${name}`;
  const surface = JSON.parse(files['surface.json']) as { verbs: Record<string, Verb> };
  for (const [key, verb] of Object.entries(surface.verbs)) {
    const words = key.replace(/\./g, ' ').replace(/_/g, '-');
    if (verb.description?.startsWith('TODO'))
      verb.description = `Reports what "${bin} ${words}" says about this project, as the CLI prints it.`;
    for (const [name, arg] of Object.entries(verb.args?.properties ?? {})) {
      if (arg.description?.startsWith('TODO'))
        arg.description = `The ${name.replace(/_/g, ' ')} to use, as named in the person's request.`;
      if (arg.examples?.[0]?.startsWith('TODO')) arg.examples = [value(name)];
    }
  }
  const evalFile = JSON.parse(files['hcp.eval.json']) as { cases: { args: Record<string, unknown> }[] };
  for (const c of evalFile.cases)
    for (const [name, v] of Object.entries(c.args))
      if (typeof v === 'string' && v.startsWith('TODO')) c.args[name] = value(name);
  const skill = files['HARNESS.md']
    .replace(
      /TODO: say in one paragraph what an agent does with `([^`]+)`, and whether it needs a login first\./,
      'An agent uses `$1` to read the state of this project and, after a person confirms, to change it. No login is needed.',
    )
    .replace(
      /TODO: how a person signs in or configures `([^`]+)` once[^\n]*/,
      'Nothing to set up: `$1` runs on this machine as it is, with no account.',
    )
    .replace(/TODO: what "([^"]+)" is for/g, `What "${bin} $1" reports`);
  return {
    ...files,
    'surface.json': jsonFileText(surface),
    'hcp.eval.json': jsonFileText(evalFile),
    'HARNESS.md': skill,
  };
}

interface Verb {
  description?: string;
  args?: { properties?: Record<string, { description?: string; examples?: string[] }> };
}
