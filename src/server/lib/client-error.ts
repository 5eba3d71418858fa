import type { Duplex } from 'node:stream';
import { MESSAGES } from '@shared/contract/common.ts';
import { CSP, FIXED_SECURITY_HEADERS } from '../middleware/security-headers.ts';

const STATUS: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 413: 'Payload Too Large', 431: 'Request Header Fields Too Large' };

/** The status Node's HTTP parser means by an error (what its own default answer would say). */
function statusOf(err: NodeJS.ErrnoException): number {
  if (err.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (err.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413;
  return 400;
}

/**
 * Node answers a request it cannot parse (malformed, headers too large, too slow) itself, before
 * the app sees it, with a bare status line. These answers carry the same security headers and the
 * same error shape as the app's own; a socket already gone is just closed.
 */
export function answerClientErrors(server: { on(event: 'clientError', listener: (err: NodeJS.ErrnoException, socket: Duplex) => void): unknown }): void {
  server.on('clientError', (err, socket) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = statusOf(err);
    const body = JSON.stringify({ errors: [status === 431 || status === 413 ? 'The request is too large' : MESSAGES.somethingWrong] });
    const headers = {
      'Content-Type': 'application/json; charset=UTF-8',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': CSP,
      ...FIXED_SECURITY_HEADERS,
    };
    socket.end(
      `HTTP/1.1 ${status} ${STATUS[status]}\r\n${Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n')}\r\n\r\n${body}`,
    );
  });
}
