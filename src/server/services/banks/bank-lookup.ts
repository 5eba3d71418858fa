import { IFSC_MESSAGES, validateIfsc } from '@shared/rules/banks/ifsc.ts';
import type { AppDeps } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';
import type { IfscInfo } from '../../adapters/ifsc/types.ts';

/** Shape first ('Please enter valid IFSC code'), then the directory ('Invaild IFSC Code'). */
export async function lookupIfsc(deps: AppDeps, raw: string): Promise<IfscInfo> {
  const code = raw.trim().toUpperCase();
  const shape = validateIfsc(code);
  if (shape) throw refuse('invalid', shape);
  const info = await deps.adapters.ifsc.lookup(code);
  if (!info) throw refuse('invalid', IFSC_MESSAGES.unknown);
  return info;
}

/** POST /onboarding/get_bank_details */
export async function bankDetailsOf(deps: AppDeps, raw: string) {
  const info = await lookupIfsc(deps, raw);
  return { bank_details: { Bank_Name: info.bank, Branch_Name: info.branch, MICR: info.micr } };
}
