import { connect } from 'node:net';

/** An HTTP answer as it came off the socket. */
export interface RawAnswer {
  status: number;
  /** The status line, the headers and the blank line that ends them, byte for byte. */
  head: Buffer;
  /** The body as sent (compressed, if the server compressed it; chunk framing included). */
  body: Buffer;
}

const END_OF_HEAD = Buffer.from('\r\n\r\n');
const LAST_CHUNK = Buffer.from('\r\n0\r\n\r\n');

/**
 * One HTTP/1.1 GET of `path` on `host`:`port`, read as raw bytes rather than through an HTTP
 * client, so that the size of the headers is what the server wrote. The connection is left as a
 * browser leaves it (keep-alive: no `Connection` header is sent, so the server answers as it
 * answers browsers) and closed here once the body is complete (Content-Length or chunked).
 */
export function rawGet(
  { host, port }: { host: string; port: number },
  path: string,
  headers: Readonly<Record<string, string>> = {},
  timeoutMs = 10_000,
): Promise<RawAnswer> {
  const request = [`GET ${path} HTTP/1.1`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'host')) request.splice(1, 0, `Host: ${host}`);
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    let received = Buffer.alloc(0);
    const fail = (error: Error) => {
      socket.destroy();
      reject(error);
    };
    socket.setTimeout(timeoutMs, () => fail(new Error(`GET ${path}: no complete answer in ${timeoutMs} ms`)));
    socket.once('error', fail);
    socket.once('end', () => fail(new Error(`GET ${path}: the server closed the connection mid-answer`)));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const headEnd = received.indexOf(END_OF_HEAD);
      if (headEnd < 0) return;
      const head = received.subarray(0, headEnd + END_OF_HEAD.length);
      const body = received.subarray(head.length);
      const text = head.toString('latin1');
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(text)?.[1];
      const chunked = /\r\ntransfer-encoding:[^\r]*chunked/i.test(text);
      const complete = length !== undefined ? body.length >= Number(length) : chunked && body.includes(LAST_CHUNK);
      if (!complete) return;
      socket.removeAllListeners('end');
      socket.destroy();
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1]), head, body });
    });
    socket.once('connect', () => socket.write(`${request.join('\r\n')}\r\n\r\n`));
  });
}
