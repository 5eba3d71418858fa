import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ifscBranches } from '../../db/schema.ts';
import type { IfscDirectory } from './types.ts';

interface IfscData {
  /** bank code → branch codes (numbers for all-digit branch codes) */
  branches: Record<string, Array<string | number>>;
  names: Record<string, string>;
  sublets: Record<string, string>;
  customSublets: Record<string, string>;
}

let data: IfscData | null = null;

/** The `ifsc` package's offline data (Razorpay), loaded on first use: about 1 MB of JSON. */
function packageData(): IfscData {
  if (!data) {
    const require = createRequire(import.meta.url);
    data = {
      branches: require('ifsc/src/IFSC.json') as IfscData['branches'],
      names: require('ifsc/src/banknames.json') as IfscData['names'],
      sublets: require('ifsc/src/sublet.json') as IfscData['sublets'],
      customSublets: require('ifsc/src/custom-sublets.json') as IfscData['customSublets'],
    };
  }
  return data;
}

/** The package's own validity rule (src/node/index.js), without its network client. */
export function knownToPackage(code: string): boolean {
  if (code.length !== 11 || code[4] !== '0') return false;
  const list = packageData().branches[code.slice(0, 4)];
  if (!list) return false;
  const branch = code.slice(5);
  return /^\d+$/.test(branch) ? list.includes(Number.parseInt(branch, 10)) : list.includes(branch);
}

/** The bank that owns a code: sub-member banks use a sponsor bank's IFSC prefix. */
export function bankNameOf(code: string): string | null {
  const d = packageData();
  const sublet = d.sublets[code] ?? Object.entries(d.customSublets).find(([prefix]) => code.startsWith(prefix))?.[1];
  return d.names[sublet ?? code.slice(0, 4)] ?? null;
}

/**
 * Validity and bank name from the `ifsc` package (offline); branch and MICR from the branch
 * directory table that `npm run ifsc:import` loads. A code only the newer directory knows is
 * also valid.
 */
export function packagedIfsc(db: Db): IfscDirectory {
  return {
    async lookup(raw) {
      const code = raw.trim().toUpperCase();
      if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(code)) return null;
      const [row] = await db.select().from(ifscBranches).where(eq(ifscBranches.ifsc, code)).limit(1);
      if (!row && !knownToPackage(code)) return null;
      const bank = bankNameOf(code) ?? row?.bank ?? null;
      if (!bank) return null;
      return { ifsc: code, bank, branch: row?.branch ?? null, micr: row?.micr ?? null };
    },
  };
}
