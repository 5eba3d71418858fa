import { existsSync } from 'node:fs';

/** Debian's Chromium; Playwright's own browser download cannot be used on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function chromiumPresent(): boolean {
  return existsSync(CHROMIUM_PATH);
}
