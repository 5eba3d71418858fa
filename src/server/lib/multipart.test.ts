import { describe, expect, it } from 'vitest';
import { multipartField } from './multipart.ts';

async function encoded(form: FormData): Promise<{ body: Buffer; type: string }> {
  const req = new Request('http://x/', { method: 'POST', body: form });
  return { body: Buffer.from(await req.arrayBuffer()), type: req.headers.get('content-type')! };
}

describe('multipartField', () => {
  it('finds the file field among others, byte for byte, as the browser encodes it', async () => {
    const bytes = new Uint8Array(300_000).map((_, i) => (i * 31) & 255);
    // the boundary's own text inside the data must not cut it
    bytes.set(new TextEncoder().encode('\r\n--not-the-boundary\r\n'), 1000);
    const form = new FormData();
    form.append('note', 'hello');
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'a "b".jpg');
    const { body, type } = await encoded(form);
    expect(Buffer.from(multipartField(body, type, 'file')!).equals(Buffer.from(bytes))).toBe(true);
    expect(multipartField(body, type, 'note')!.toString()).toBe('hello');
  });

  it('answers null for a missing field, a missing boundary, or a cut-off body', async () => {
    const form = new FormData();
    form.append('other', new Blob(['x']), 'x.txt');
    const { body, type } = await encoded(form);
    expect(multipartField(body, type, 'file')).toBeNull();
    expect(multipartField(body, 'multipart/form-data', 'other')).toBeNull();
    expect(multipartField(body.subarray(0, body.length - 20), type, 'other')).toBeNull();
  });
});
