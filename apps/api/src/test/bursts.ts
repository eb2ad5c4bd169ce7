import { connect, type Socket } from 'node:net';

/** A raw answer of a burst: its status and its body. */
export type BurstAnswer = { status: number; body: string };

/**
 * Posts JSON bodies to one path all at once, each on a connection of its own, from `localAddress`
 * when given (the whole of 127.0.0.0/8 is the loopback, so each can come from an address of its own).
 * Every connection is open before the first request is written, so that all of them reach the server
 * together (fetch would open them one by one, slower than the server answers). Answers in order.
 */
export async function burstOfPosts(
  baseUrl: string,
  path: string,
  requests: { body: unknown; localAddress?: string }[],
): Promise<BurstAnswer[]> {
  const port = Number(new URL(baseUrl).port);
  const sockets = await Promise.all(
    requests.map(
      ({ localAddress }) =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect({ port, host: '127.0.0.1', ...(localAddress ? { localAddress } : {}) }, () =>
            resolve(socket),
          );
          socket.on('error', reject);
        }),
    ),
  );
  const answers = sockets.map(
    (socket) =>
      new Promise<string>((resolve) => {
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk.toString();
        });
        socket.on('close', () => resolve(answer));
      }),
  );
  sockets.forEach((socket, i) => {
    const body = JSON.stringify(requests[i]?.body);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: forum.test\r\nContent-Type: application/json\r\nConnection: close\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  });
  return (await Promise.all(answers)).map((raw) => ({
    status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(raw)?.[1] ?? 0),
    body: raw.slice(raw.indexOf('\r\n\r\n') + 4),
  }));
}
