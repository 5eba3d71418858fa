import { readFile } from 'node:fs/promises';
import { AwsClient } from 'aws4fetch';
import { assertSafeKey, type StorageAdapter } from './types.ts';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, ...), path-style URLs signed with
 * SigV4, so every instance of the server reads what any other wrote.
 */
export function s3Storage(s: S3Settings, fetcher: typeof fetch = fetch): StorageAdapter {
  const client = new AwsClient({ accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey, region: s.region, service: 's3' });
  const base = `${s.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(s.bucket)}`;
  const urlOf = (key: string) => {
    assertSafeKey(key);
    return `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  };
  const send = async (key: string, init: RequestInit) => {
    const req = await client.sign(urlOf(key), init);
    return fetcher(req);
  };
  const adapter: StorageAdapter = {
    name: 's3',
    async put(key, bytes, contentType) {
      const res = await send(key, { method: 'PUT', body: bytes as Uint8Array<ArrayBuffer>, headers: { 'Content-Type': contentType } });
      if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status}`);
    },
    async putFile(key, path, contentType) {
      // one PUT with a known length; the object store needs the bytes in the request either way
      await adapter.put(key, new Uint8Array(await readFile(path)), contentType);
    },
    async get(key) {
      const res = await send(key, { method: 'GET' });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET ${key} failed: ${res.status}`);
      return new Uint8Array(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await send(key, { method: 'DELETE' });
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status}`);
    },
  };
  return adapter;
}
