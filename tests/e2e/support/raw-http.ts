import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent (not decompressed), one character per byte. */
  body: string;
}

/**
 * One request as sent, with any Host header, never following redirects, on a connection of its
 * own (a kept-alive one may be closed by the server just as it is reused).
 */
export function get(origin: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, origin), { headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('latin1');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** A header of an answer, '' when it has none (repeated headers joined as Node joins them). */
export const header = (answer: Answer, name: string) => String(answer.headers[name.toLowerCase()] ?? '');
