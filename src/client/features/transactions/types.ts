import type { AnswerOf } from '@shared/contract/common.ts';
import type { foliosBasedOnScheme, getCartBanks, getClientMandates } from '@shared/contract/transactions.ts';
import type { SipFrequency } from '@shared/contract/scheme-info.ts';
import type { TransactInfo, TransactScheme } from './fund-facts.ts';

/** The answer shapes the forms work with, named once. */
export type { TransactInfo, TransactScheme };
export type Frequency = SipFrequency;
export type Folio = AnswerOf<typeof foliosBasedOnScheme>['folios'][number];
export type Mandate = AnswerOf<typeof getClientMandates>['mandates'][number];
export type Bank = AnswerOf<typeof getCartBanks>['bank_details'][number];
export interface SwitchTarget {
  SchemeID: number;
  Sch_Desc: string;
  Sch_ID: string;
}
