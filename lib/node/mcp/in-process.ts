import { Client, type ClientOptions } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createPackServer, type PackServer, type PackServerOptions } from './server';

export interface InProcessHost {
  client: Client;
  served: PackServer;
  close(): Promise<void>;
}

/**
 * The pack's MCP server and an SDK client joined in this process (the SDK's linked in-memory transports): the
 * same protocol messages as stdio without starting a second Node, for the twin check's MCP face.
 */
export async function connectInProcess(
  options: PackServerOptions,
  clientOptions: ClientOptions = {},
): Promise<InProcessHost> {
  const served = createPackServer(options);
  const client = new Client({ name: 'packstudio-twin', version: options.version }, clientOptions);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await served.server.connect(serverSide);
  await client.connect(clientSide);
  return {
    client,
    served,
    close: async () => {
      await client.close();
      await served.close();
    },
  };
}
