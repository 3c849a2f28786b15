#!/usr/bin/env node
// Starts the built studio. Loopback by default; any other HOST must come with STUDIO_TOKEN, which the proxy then asks for.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const host = process.env.HOST ?? '127.0.0.1';
const port = process.env.PORT ?? '3000';
const loopback = ['127.0.0.1', 'localhost', '::1'].includes(host) || host.startsWith('127.');
if (!loopback && !process.env.STUDIO_TOKEN) {
  console.error(`Pack Studio: refusing to listen on ${host} without STUDIO_TOKEN. Set STUDIO_TOKEN=<a long random secret>, or leave HOST unset to listen on 127.0.0.1 only.`);
  process.exit(1);
}
const nextBin = fileURLToPath(new URL('../../node_modules/next/dist/bin/next', import.meta.url));
const child = spawn(process.execPath, [nextBin, 'start', '-H', host, '-p', port], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
