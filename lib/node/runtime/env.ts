import { launcherEnv } from './launchers';

/** An environment as the studio reads it: process.env, or the few variables a test passes. */
export type Env = Readonly<Record<string, string | undefined>>;

/** The only variables of the studio's own environment a child may see: never a token, key or password. */
const PASSED_THROUGH = ['PATH', 'LANG', 'LC_ALL', 'TZ', 'SYSTEMROOT'] as const;

export interface ChildEnvOptions {
  home: string;
  /** The runtime's private store, under each of `homeVariables`. */
  packHome: string;
  /** The format's names for the store's variable (the runner's `homeVariables`). */
  homeVariables: readonly string[];
  /** The pack's agent_env: defaults the bin already understands. They cannot set PATH, HOME, the store, NO_COLOR or TERM. */
  agentEnv?: Readonly<Record<string, string>>;
  /** Where the variables passed through come from (tests pass their own). */
  parent?: Env;
}

/**
 * The minimal environment every wrapped CLI runs with: PATH, a private HOME and store, NO_COLOR=1,
 * TERM=dumb, the locale, what a version manager's shim needs to find its tool (launchers.ts: RUSTUP_HOME,
 * PYENV_ROOT, …), plus the pack's own agent_env.
 */
export function childEnv({
  home,
  packHome,
  homeVariables,
  agentEnv = {},
  parent = process.env,
}: ChildEnvOptions): Record<string, string> {
  const env: Record<string, string> = { ...agentEnv };
  delete env.PATH;
  Object.assign(env, launcherEnv(parent));
  for (const name of PASSED_THROUGH) {
    const value = parent[name];
    if (value !== undefined) env[name] = value;
  }
  env.LANG ??= 'C.UTF-8';
  env.HOME = home;
  for (const name of homeVariables) env[name] = packHome;
  env.NO_COLOR = '1';
  env.TERM = 'dumb';
  return env;
}
