import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ClientGone, spoolLimited } from './node-body.ts';

const dir = mkdtempSync(join(tmpdir(), 'nivesh-spool-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A request whose body is `chunks`, then its end (or a close without an end). */
function requestOf(chunks: Buffer[], opts: { length?: number; closeEarly?: boolean } = {}): IncomingMessage {
  const req = new IncomingMessage(new Socket());
  if (opts.length !== undefined) req.headers['content-length'] = String(opts.length);
  setImmediate(() => {
    for (const c of chunks) req.push(c);
    if (opts.closeEarly) req.destroy();
    else req.push(null);
  });
  return req;
}

describe('spoolLimited: an upload body written to a file as it arrives', () => {
  it('writes every chunk to the file and names it on the request', async () => {
    const path = join(dir, 'whole.body');
    const chunks = [Buffer.alloc(70_000, 1), Buffer.alloc(70_000, 2), Buffer.from('end')];
    const req = requestOf(chunks);
    expect(await spoolLimited(req, path, 1_000_000)).toBe(true);
    expect(readFileSync(path).equals(Buffer.concat(chunks))).toBe(true);
    expect((req as IncomingMessage & { spooledBody?: string }).spooledBody).toBe(path);
  });

  it('refuses a declared length over the limit unread, and stops a body that grows past it', async () => {
    expect(await spoolLimited(requestOf([], { length: 101 }), join(dir, 'declared.body'), 100)).toBe(false);
    expect(await spoolLimited(requestOf([Buffer.alloc(60), Buffer.alloc(60)]), join(dir, 'grown.body'), 100)).toBe(false);
  });

  it('tells a client that went away from a file that cannot be written', async () => {
    await expect(spoolLimited(requestOf([Buffer.alloc(10)], { closeEarly: true }), join(dir, 'gone.body'), 100)).rejects.toBeInstanceOf(ClientGone);
    const unwritable = spoolLimited(requestOf([Buffer.alloc(10)]), join(dir, 'no-such-folder', 'x.body'), 100);
    await expect(unwritable).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(unwritable).rejects.not.toBeInstanceOf(ClientGone);
  });
});
