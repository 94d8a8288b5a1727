// The first port from `start` on that nothing listens to on loopback.
import { createServer } from 'node:net';

function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freePort(start) {
  for (let port = start; port < start + 100; port += 1) {
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port in ${start}–${start + 99}`);
}
