import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { rawGet } from '../../server/raw-answer.ts';

/** A server that answers every request with exactly `answer`, in pieces, and records the request. */
function rawServer(answer: Buffer[]): Promise<{ server: Server; port: number; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((socket) => {
    socket.once('data', (request) => {
      requests.push(request.toString('latin1'));
      for (const piece of answer) socket.write(piece);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, requests })),
  );
}

describe('rawGet: an answer counted as it came off the socket', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it('gives the headers byte for byte and the body by its Content-Length, sending no Connection header', async () => {
    const head = 'HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 10\r\nX-Policy: a long header\r\n\r\n';
    const started = await rawServer([Buffer.from(head + '01234'), Buffer.from('56789')]);
    server = started.server;
    const answer = await rawGet({ host: '127.0.0.1', port: started.port }, '/us/faq', {
      Host: 'www.example.com',
      'Accept-Encoding': 'gzip',
    });
    expect(answer.status).toBe(200);
    expect(answer.head.toString('latin1')).toBe(head);
    expect(answer.head.length).toBe(Buffer.byteLength(head));
    expect(answer.body.toString()).toBe('0123456789');
    expect(started.requests[0]).toBe('GET /us/faq HTTP/1.1\r\nHost: www.example.com\r\nAccept-Encoding: gzip\r\n\r\n');
  });

  it('reads a chunked body to its last chunk, framing included', async () => {
    const head = 'HTTP/1.1 404 Not Found\r\nTransfer-Encoding: chunked\r\n\r\n';
    const body = '5\r\nhello\r\n0\r\n\r\n';
    const started = await rawServer([Buffer.from(head), Buffer.from(body)]);
    server = started.server;
    const answer = await rawGet({ host: '127.0.0.1', port: started.port }, '/missing');
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe(body);
    expect(started.requests[0]).toContain('\r\nHost: 127.0.0.1\r\n');
  });

  it('fails when the server closes before the body is complete', async () => {
    const started = await rawServer([Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nshort')]);
    server = started.server;
    server.on('connection', (socket) => setTimeout(() => socket.end(), 20));
    await expect(rawGet({ host: '127.0.0.1', port: started.port }, '/')).rejects.toThrow('mid-answer');
  });
});
