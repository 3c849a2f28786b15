import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { tracingWarnings } from './tracing-warnings';

/**
 * The e2e run's build: `next build`, its output passed through, failing when Turbopack warns that a file system
 * call traces the whole project (a server bundle that ships every source file). `npm run build` stays lenient.
 */
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
const child = spawn(process.execPath, [nextBin, 'build'], { stdio: ['ignore', 'pipe', 'pipe'] });
let log = '';
child.stdout.on('data', (chunk: Buffer) => {
  log += chunk;
  process.stdout.write(chunk);
});
child.stderr.on('data', (chunk: Buffer) => {
  log += chunk;
  process.stderr.write(chunk);
});
child.on('close', (code, signal) => {
  if (code !== 0) process.exit(code ?? (signal ? 1 : 0));
  const places = tracingWarnings(log);
  if (places.length === 0) return;
  console.error(
    `next build: file system access traces the whole project at ${places.join(', ')}: scope the path or mark the call /* turbopackIgnore: true */`,
  );
  process.exit(1);
});
