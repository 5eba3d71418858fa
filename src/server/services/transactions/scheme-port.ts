import type { TaxProfileEntry } from '@shared/rules/tax/fund-tax-class.ts';
import type { ExitLoadRule } from '@shared/money/lots/exit-load.ts';
import type { FundType } from '@shared/rules/transactions/cut-off.ts';

/**
 * What the order services need to know about a scheme. The catalogue module owns the tables;
 * `catalogue-facts.ts` reads them into this shape, so the order code depends on nothing else.
 */
export interface SipFrequencyFacts {
  /** the Frequency master id (1 daily, 2 weekly, 3 monthly, 4 quarterly, 5 fortnightly, 6 half yearly, 7 annually) */
  value: number;
  name: string;
  minAmountPaise: bigint;
  maxAmountPaise: bigint;
  minInstallments: number;
  maxInstallments: number;
  /** SIPDATES: the allowed days of the month */
  dates: number[];
}

/** An SWP or STP frequency the scheme offers. */
export interface SystematicFrequencyFacts {
  kind: 'SWP' | 'STP';
  value: number;
  minAmountPaise: bigint;
  minInstallments: number;
  maxInstallments: number;
  dates: number[];
}

export type ExchangeTxKind = 'purchase' | 'sip' | 'redemption' | 'switch' | 'stp' | 'swp';

export type AllowedType = 'SIP' | 'SWP' | 'STP' | 'SWT' | 'ADD' | 'RED' | 'NEW';

export interface SchemeFacts {
  id: number;
  name: string;
  amcId: number;
  amcName: string;
  assetClassId: number;
  assetClassName: string;
  subAssetClassName: string;
  /** Growth, IDCW Payout or IDCW Reinvestment */
  option: string;
  rtaCode: string;
  /** the exchange's scheme codes by transaction kind and amount band (empty: no exchange code) */
  codes: Array<{ kind: ExchangeTxKind; minPaise: bigint; maxPaise: bigint | null; code: string }>;
  minPurchasePaise: bigint;
  minAdditionalPaise: bigint;
  maxPurchasePaise: bigint | null;
  sipFrequencies: SipFrequencyFacts[];
  systematicFrequencies: SystematicFrequencyFacts[];
  allowed: Record<AllowedType, boolean>;
  exitLoad: ExitLoadRule[];
  /** ELSS: units stay locked this many years from their allotment (null: no lock-in) */
  lockInYears: number | null;
  fundType: FundType;
  return1Yr: string | null;
  recommended: boolean;
  /** dated tax classification (shared/rules/tax/fund-tax-class.ts), oldest first */
  taxProfiles: TaxProfileEntry[];
  /** ISIN of the growth / payout option (or reinvestment), for the ITR schedules */
  isin: string | null;
}

/** The exchange code for a transaction kind and amount, or null ('Bse Scheme code is not available...'). */
export function codeFor(s: SchemeFacts, kind: ExchangeTxKind, amountPaise: bigint | null): string | null {
  const bands = s.codes.filter((c) => c.kind === kind);
  const amount = amountPaise ?? 0n;
  return bands.find((c) => amount >= c.minPaise && (c.maxPaise === null || amount <= c.maxPaise))?.code ?? bands[0]?.code ?? null;
}
