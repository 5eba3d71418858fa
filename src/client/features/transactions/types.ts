import type { AnswerOf } from '@shared/contract/common.ts';
import type { foliosBasedOnScheme, getCartBanks, getClientMandates, getTransactInfo } from '@shared/contract/transactions.ts';

/** The answer shapes the forms work with, named once. */
export type TransactInfo = AnswerOf<typeof getTransactInfo>;
export type TransactScheme = TransactInfo['scheme'];
export type Frequency = TransactInfo['sip_frequencies'][number];
export type Folio = AnswerOf<typeof foliosBasedOnScheme>['folios'][number];
export type Mandate = AnswerOf<typeof getClientMandates>['mandates'][number];
export type Bank = AnswerOf<typeof getCartBanks>['bank_details'][number];
export interface SwitchTarget {
  SchemeID: number;
  Sch_Desc: string;
  Sch_ID: string;
}
