#!/usr/bin/env node
// Runs the TypeScript CLI through tsx so `npx packstudio` works right after `npm install`, with no build step.
import { register } from 'tsx/esm/api';

register({ tsconfig: new URL('../../tsconfig.json', import.meta.url).pathname });
const { main } = await import('./main.ts');
process.exitCode = await main(process.argv.slice(2));
