/** A raw HTTP request for the web host's tests (fetch would normalise away the paths and headers under test). */
import { request } from 'node:http';

/** What {@link rawRequest} answers: the status, the headers and the body as UTF-8 text. */
export interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/**
 * Sends `method` (default GET) for `path` exactly as given to the host of `url`, with `headers`.
 * @throws the socket's error when the host cannot be reached.
 */
export function rawRequest(url: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  const u = new URL(url);
  return new Promise((res, rej) => {
    const req = request({ host: u.hostname, port: u.port, path, headers, method }, (r) => {
      let body = '';
      r.setEncoding('utf8').on('data', (c: string) => (body += c));
      r.on('end', () => res({ status: r.statusCode ?? 0, headers: r.headers, body }));
    });
    req.on('error', rej);
    req.end();
  });
}
