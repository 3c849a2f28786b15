import { createNote } from './note';

/** A `TODO` left in HARNESS.md: M021 looks at surface.json only, and the Skill is what an agent reads first. */
export const harnessTodoNote = createNote({
  id: 'studio/harness-todo',
  title: 'No `TODO` left in HARNESS.md',
  why: 'The Skill is read by the agent before it calls anything; a TODO there is read as an instruction. M021 catches them in surface.json only.',
  check: ({ pack }) => {
    const skill = pack.texts['HARNESS.md'];
    if (skill === undefined) return [];
    return skill.split('\n').flatMap((line, i) =>
      /\bTODO\b/.test(line)
        ? [
            {
              file: 'HARNESS.md' as const,
              pointer: '',
              line: i + 1,
              message: `HARNESS.md line ${i + 1} still says TODO: ${JSON.stringify(line.trim().slice(0, 120))}.`,
              fix: 'Write what the TODO asks for (what the agent does with the CLI, how a person sets it up), or remove the line.',
            },
          ]
        : [],
    );
  },
});
