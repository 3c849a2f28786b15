/**
 * Imported first into the lint processes (`node --import ./tools/lint/use-lint-typescript.mjs`): every import or
 * require of `typescript` resolves to this workspace's TypeScript 5.9. typescript-eslint and dependency-cruiser need
 * TypeScript's JavaScript API (dependency-cruiser 16: below 6), which the studio's TypeScript 7 (the root's, what
 * builds and type-checks the app) does not have; npm hoists some of their dependencies (ts-api-utils, and
 * dependency-cruiser itself) to the root, where a plain resolution would find TypeScript 7.
 */
import Module, { createRequire, register } from 'node:module';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';

const here = createRequire(import.meta.url);
const typescript = dirname(here.resolve('typescript/package.json'));
const redirect = (specifier) =>
  specifier === 'typescript' || specifier.startsWith('typescript/')
    ? specifier.replace(/^typescript/, typescript)
    : null;

// require(): CommonJS resolution.
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, redirect(request) ?? request, ...rest);
};

// import(): ES module resolution, through a resolve hook handed the folder.
const hooks = `
  const root = ${JSON.stringify(pathToFileURL(typescript).href)};
  export async function resolve(specifier, context, next) {
    if (specifier === 'typescript' || specifier.startsWith('typescript/'))
      return next(specifier === 'typescript' ? root + '/lib/typescript.js' : root + specifier.slice('typescript'.length), context);
    return next(specifier, context);
  }
`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
