import { describe, expect, it } from 'vitest';
import { describeModesFromMan, undescribedModes } from './man-modes';
import { parseHelp } from './parse-help';

const HELP = `Usage: sched [-q x] timespec ...
       sched -p job ...
       sched [-V] -k [job ...]
       sched -x time
`;
const MAN = `SCHED(1)                      General Commands Manual                      SCHED(1)

NAME
       sched, schedq - queue or examine jobs

DESCRIPTION
       schedq  shows the pending jobs of the user, one line each,
               with their number and time.

OPTIONS
       -q queue
               uses the specified queue.

       -p      prints the jobs named on the command line to standard output.

       -k      Is an alias for schedq.

       -x time run the job at time.
`;

describe('flag modes the help does not describe, described by the man page', () => {
  const help = parseHelp(HELP, { bin: 'sched' });

  it('the help names the modes with no description: the man page is wanted', () => {
    expect(help.commands.map((c) => c.path[0]).sort()).toEqual(['-k', '-p', '-x']);
    expect(undescribedModes(help)).toBe(true);
  });

  it("each mode takes the man page's entry for its flag; an alias of a sibling program takes that program's entry", () => {
    const page = describeModesFromMan(help, parseHelp(MAN, { bin: 'sched' }), MAN);
    const said = (flag: string) => page.commands.find((c) => c.path[0] === flag)?.description;
    expect(said('-p')).toBe('prints the jobs named on the command line to standard output.');
    expect(said('-k')).toBe('shows the pending jobs of the user, one line each, with their number and time.');
  });

  it('a description the help gave is kept, and a page whose commands are no modes wants no man page', () => {
    const described = { ...help, commands: help.commands.map((c) => ({ ...c, description: 'from the help' })) };
    const page = describeModesFromMan(described, parseHelp(MAN, { bin: 'sched' }), MAN);
    expect(page.commands.every((c) => c.description === 'from the help')).toBe(true);
    const listing = parseHelp('Usage: tool COMMAND\n\nCommands:\n  show  show it\n  add\n', { bin: 'tool' });
    expect(undescribedModes(listing)).toBe(false);
  });
});
