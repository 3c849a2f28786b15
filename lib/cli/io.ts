/** Where CLI commands write; tests pass their own. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
}

export const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text.endsWith('\n') ? text : text + '\n'),
  stderr: (text) => process.stderr.write(text.endsWith('\n') ? text : text + '\n'),
  cwd: process.cwd(),
};

export const json = (value: unknown) => JSON.stringify(value, null, 2);
