import type { FundDetails, SipFrequency } from '@shared/contract/scheme-info.ts';

/** What the forms need about a scheme, read from the spec's get_fund_details answer. */
export interface TransactScheme {
  SchemeID: number;
  SchemeName: string;
  AmcID: number;
  AmcName: string;
  AssetClassID: number;
  AssetClassName: string;
  Sub_AssetclassName: string;
  Productcode_RTA: string;
  Schemeoption: 'Growth' | 'IDCW Payout' | 'IDCW Reinvestment';
  MinimumPurchaseAmount: string;
  AdditionalPurchaseAmount: string;
  MaximumPurchaseAmount: string | null;
  NAV: string | null;
  NavDate: string | null;
  /** trtype → 'Y' | 'N' for SIP, SWP, STP, SWT, ADD, RED, NEW */
  allowed: Record<string, 'Y' | 'N'>;
  fund_type: 'liquid' | 'overnight' | 'other';
}

export interface TransactInfo {
  scheme: TransactScheme;
  sip_frequencies: SipFrequency[];
  swp_frequencies: SipFrequency[];
  stp_frequencies: SipFrequency[];
}

export function toTransactInfo(f: FundDetails): TransactInfo {
  return {
    scheme: {
      SchemeID: f.SchemeID,
      SchemeName: f.SchemeName,
      AmcID: f.AmcID ?? 0,
      AmcName: f.AMC,
      AssetClassID: f.AssetClassID ?? 0,
      AssetClassName: f.AssetClassName ?? '',
      Sub_AssetclassName: f.Sub_AssetclassName ?? '',
      Productcode_RTA: f.Productcode_RTA ?? '',
      Schemeoption: f.Growthoption === 'Y' ? 'Growth' : f.DividendReinvestment === 'Y' ? 'IDCW Reinvestment' : 'IDCW Payout',
      MinimumPurchaseAmount: f.MinimumPurchaseAmount ?? '0.00',
      AdditionalPurchaseAmount: f.AdditionalPurchaseAmount ?? f.MinimumPurchaseAmount ?? '0.00',
      MaximumPurchaseAmount: f.MaximumPurchaseAmount,
      NAV: f.SN_NAV,
      NavDate: f.Nav_Date,
      allowed: Object.fromEntries(f.transaction_allowed.map((r) => [r.trtype, r.allowed])),
      fund_type: f.FundType,
    },
    sip_frequencies: f.sip_frequencies,
    swp_frequencies: f.swp_frequencies,
    stp_frequencies: f.stp_frequencies,
  };
}
