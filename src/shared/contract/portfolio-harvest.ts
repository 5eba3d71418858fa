import * as v from 'valibot';
import { defineCall } from './common.ts';
import { HoldingSourceField } from './holding-source.ts';

/**
 * Gains and loss harvesting (ours): the current financial year's room under the s.112A exemption,
 * the units to redeem and buy back, and the lots carrying losses (shared/rules/tax/harvest.ts).
 * Money as decimal strings in rupees, units to 4 decimals, dates DD/MM/YYYY.
 */
const Money = v.string();
export const HarvestAnswer = v.object({
  FY: v.string(),
  ExemptionLimit: Money,
  Booked: Money,
  Room: Money,
  Harvest: Money,
  TaxSaved: Money,
  TaxableGains: Money,
  suggestions: v.array(
    v.object({
      SchemeID: v.number(),
      AmcID: v.number(),
      SchemeName: v.string(),
      FolioNo: v.string(),
      Units: v.string(),
      SaleValue: Money,
      ExitLoad: Money,
      STT: Money,
      Gain: Money,
      Repurchase: Money,
      RepurchaseStampDuty: Money,
      TaxSaved: Money,
      lots: v.array(v.object({ PurchaseDate: v.string(), Units: v.string(), Cost: Money, Value: Money, Gain: Money })),
    }),
  ),
  loss_lots: v.array(
    v.object({
      SchemeID: v.number(),
      SchemeName: v.string(),
      FolioNo: v.string(),
      PurchaseDate: v.string(),
      Units: v.string(),
      Loss: Money,
      Term: v.picklist(['Short term', 'Long term']),
    }),
  ),
});
export type HarvestAnswer = v.InferOutput<typeof HarvestAnswer>;

/** GET /portfolio/harvest[?source=nivesh|elsewhere|all] (ours): the investor's (or the member acted as) harvesting plan, of the holdings asked for. */
export const getHarvest = defineCall({ method: 'GET', path: '/portfolio/harvest', body: undefined, answer: v.object({ harvest: HarvestAnswer }) });
/** the harvest's query: which holdings it plans over (a GET carries it in the URL) */
export const HarvestQuery = v.object({ source: HoldingSourceField });

/** GET /portfolio/family_harvest (ours): the family head's table of every member's room to harvest. */
export const getFamilyHarvest = defineCall({
  method: 'GET',
  path: '/portfolio/family_harvest',
  body: undefined,
  answer: v.object({
    family_harvest: v.array(
      v.object({ UserID: v.number(), Name: v.string(), IsHead: v.boolean(), FY: v.string(), Booked: Money, Room: Money, Harvest: Money, TaxSaved: Money }),
    ),
  }),
});
