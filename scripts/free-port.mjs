import { once } from 'node:events';
import net from 'node:net';

/** A port nothing listens on now, on the loopback address (the benchmarks' servers). */
export async function freePort() {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  await once(probe, 'close');
  return port;
}
