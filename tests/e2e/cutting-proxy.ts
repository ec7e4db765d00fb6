// A TCP proxy between a browser and the server that can cut every connection under the client
// (a phone's Wi-Fi dropping: the sockets close) or freeze them (a connection that died without a
// word: nothing arrives, nothing closes). Connections opened afterwards go through as usual.
import net from 'node:net';

export interface CuttingProxy {
  /** The proxy's origin, to open pages through. */
  url: string;
  cut(): void;
  freeze(): void;
  close(): Promise<void>;
}

export async function startCuttingProxy(targetPort: number): Promise<CuttingProxy> {
  const open = new Set<{ client: net.Socket; server: net.Socket }>();
  const frozen: net.Socket[] = [];
  const proxy = net.createServer((client) => {
    const server = net.connect(targetPort, '127.0.0.1');
    const pair = { client, server };
    open.add(pair);
    client.pipe(server);
    server.pipe(client);
    const drop = () => {
      open.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.on('error', drop).on('close', drop);
    server.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    cut() {
      for (const { client, server } of open) {
        client.destroy();
        server.destroy();
      }
      open.clear();
    },
    freeze() {
      for (const { client, server } of open) {
        server.unpipe(client);
        client.unpipe(server);
        server.pause();
        frozen.push(client, server);
      }
      open.clear();
    },
    close() {
      for (const socket of frozen) socket.destroy();
      for (const { client, server } of open) {
        client.destroy();
        server.destroy();
      }
      return new Promise((resolve) => proxy.close(() => resolve()));
    },
  };
}
