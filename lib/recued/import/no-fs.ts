// The browser's `fs`: @readme/openapi-parser's own file resolver names it, but the studio's import never uses that
// resolver (lib/recued/import/load.ts serves every file from memory). See next.config.mjs.
export default {};
