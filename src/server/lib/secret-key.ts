import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';

/** The demo secret's default place: beside the embedded database, never in it. */
export const demoSecretFile = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'secret.key');

/**
 * The master secret for this start: NIVESH_SECRET, else the file NIVESH_SECRET_FILE, else (demo
 * only) `<dataDir>/secret.key`, generated at first start with mode 0600 so that a restart keeps
 * signed links and live OTPs valid. A secret file that others can read is refused in production
 * (and tightened in demo), because whoever reads it can forge login handles and file links.
 */
export function resolveSecret(config: Pick<Config, 'mode' | 'dataDir' | 'secret'>, log: (line: string) => void = console.warn): Buffer {
  if (config.secret.key) return config.secret.key;
  const file = config.secret.file ?? (config.mode === 'demo' ? demoSecretFile(config) : null);
  if (!file) throw new Error('Refusing to start: production mode needs NIVESH_SECRET or NIVESH_SECRET_FILE');
  if (!existsSync(file)) {
    if (config.mode !== 'demo') throw new Error(`Refusing to start: NIVESH_SECRET_FILE ${file} does not exist`);
    mkdirSync(dirname(file), { recursive: true });
    // 'wx': two processes starting at once cannot both write; the loser reads the winner's key below
    try {
      writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
      log(`Generated the demo server secret in ${file} (mode 0600). Production needs NIVESH_SECRET or NIVESH_SECRET_FILE.`);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const mode = statSync(file).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    if (config.mode !== 'demo') throw new Error(`Refusing to start: the secret file ${file} is readable by others (mode ${mode.toString(8)}); chmod 600 it`);
    chmodSync(file, 0o600);
    log(`The demo secret file ${file} was readable by others; its mode is now 0600.`);
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8');
  if (key.length < 32) throw new Error(`Refusing to start: the secret in ${file} is shorter than 32 bytes`);
  return key;
}
