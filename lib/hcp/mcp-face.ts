import type { ServedPack } from '../node/mcp/served-pack';
import { confirmMessage } from '../mcp/confirm-message';
import { stripEscapes } from '../terminal/escapes';
import { skillForHost, skillResourceUri, toolListing } from '../mcp/tools';
import { CONFIRM_ARG } from './argv';
import { packId, type LoadedPack } from './load';
import { policyRow } from './model';
import { hcpRunner } from './runner';

/**
 * An HCP pack as the shared MCP face serves it (lib/node/mcp/server.ts): each command with a policy row a tool
 * (lib/mcp/tools), HARNESS.md host-named as the server's instructions and the Skill resource, the agent's own
 * `confirm` dropped (only a person consents), and in the access mode `run` a `confirm: true` row runs unasked
 * (`confirm: "always"` still asks).
 */
export function hcpServedPack(pack: LoadedPack): ServedPack {
  const { model } = pack;
  const id = packId(pack);
  const listing = toolListing(model);
  const written = pack.texts['HARNESS.md'];
  const name = model.name ?? id;
  return {
    runner: hcpRunner(pack),
    title: name,
    listing,
    ...(written === undefined
      ? {}
      : {
          instructions: {
            // HARNESS.md is the pack's text: a host may print it, so no escape sequence or bidi override reaches it.
            text: stripEscapes(skillForHost(written, listing)),
            uri: skillResourceUri(id),
            title: `${name} Skill (HARNESS.md)`,
            description:
              'What the pack teaches an agent: the hot path, setup, and what not to do. Read it before a call.',
          },
        }),
    consentArguments: [CONFIRM_ARG],
    runsUnasked: (verb) => policyRow(model, verb)?.confirm === true,
    confirmMessage: (verb, args) => {
      // Asked only after the gate said `confirm required`, which it says of a command of the pack alone.
      const command = model.commands.find((c) => c.key === verb)!;
      return confirmMessage(model, command, args);
    },
  };
}
