import { formatDecimal } from '@shared/money/decimal.ts';
import { basketMaximum, basketMinimum, type BasketPart } from '@shared/rules/transactions/basket-split.ts';
import { IDEA_CATEGORIES, type Idea } from '@shared/contract/ideas.ts';
import type { LoadedIdea } from './load-idea.ts';

export const rupeesText = (paise: bigint) => formatDecimal(paise, 2);

/** The parts a lumpsum is split into: every scheme's minimum purchase (a new folio) and maximum. */
export function lumpsumParts(idea: LoadedIdea): BasketPart[] {
  return idea.members.map((m) => ({ key: m.scheme.id, weightBp: m.weightBp, minPaise: m.scheme.minPurchasePaise, maxPaise: m.scheme.maxPurchasePaise }));
}

/** The parts a SIP of one frequency is split into, or null when a scheme does not offer it. */
export function sipParts(idea: LoadedIdea, frequency: number): BasketPart[] | null {
  const parts: BasketPart[] = [];
  for (const m of idea.members) {
    const f = m.scheme.allowed.SIP ? m.scheme.sipFrequencies.find((x) => x.value === frequency) : undefined;
    if (!f) return null;
    parts.push({ key: m.scheme.id, weightBp: m.weightBp, minPaise: f.minAmountPaise, maxPaise: f.maxAmountPaise });
  }
  return parts;
}

/** Frequencies (other than daily) that every scheme of the idea offers for SIP. */
export function commonFrequencies(idea: LoadedIdea): number[] {
  const first = idea.members[0]?.scheme.sipFrequencies.map((f) => f.value) ?? [];
  return first.filter((v) => v !== 1 && sipParts(idea, v) !== null).sort((a, b) => a - b);
}

export function ideaCard(idea: LoadedIdea): Idea {
  return {
    Id: idea.id,
    Inv_IdeaName: idea.name,
    Description: idea.description,
    IconImage: idea.iconImage,
    ImagePath: idea.imagePath,
    Min_Amt: rupeesText(basketMinimum(lumpsumParts(idea))),
    Category: idea.category,
    CategoryName: IDEA_CATEGORIES.find((c) => c.key === idea.category)?.label ?? idea.category,
  };
}

export function maxLumpsum(idea: LoadedIdea): string | null {
  const max = basketMaximum(lumpsumParts(idea));
  return max === null ? null : rupeesText(max);
}

/** The asset-allocation pie: weights summed by asset class, largest first. */
export function allocationOf(idea: LoadedIdea): Array<{ AssetClass: string; Weightage: string }> {
  const by = new Map<string, number>();
  for (const m of idea.members) by.set(m.scheme.assetClassName, (by.get(m.scheme.assetClassName) ?? 0) + m.weightBp);
  return [...by].sort((a, b) => b[1] - a[1]).map(([AssetClass, bp]) => ({ AssetClass, Weightage: formatDecimal(BigInt(bp), 2) }));
}
