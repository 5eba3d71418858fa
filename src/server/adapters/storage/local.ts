import { chmod, copyFile, mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertSafeKey, type StorageAdapter } from './types.ts';

/** Files under one folder (UPLOAD_DIR). Writes go to a temporary name first, so a reader never sees half a file. */
export function localStorage(root: string): StorageAdapter {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    const p = join(base, key);
    if (!p.startsWith(base + '/')) throw new Error('storage key outside the upload folder');
    return p;
  };
  return {
    name: 'local',
    async put(key, bytes) {
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true });
      const tmp = `${p}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(tmp, bytes, { mode: 0o600 });
      await rename(tmp, p);
    },
    async putFile(key, path) {
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true });
      const tmp = `${p}.${randomBytes(6).toString('hex')}.tmp`;
      await copyFile(path, tmp);
      await chmod(tmp, 0o600);
      await rename(tmp, p);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
