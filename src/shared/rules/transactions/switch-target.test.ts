import { describe, expect, it } from 'vitest';
import { defaultTargetAssetClass } from './switch-target.ts';

describe('the asset class a switch or STP form starts on', () => {
  it('is equity from a liquid, overnight or debt fund (money parked to be moved into equity)', () => {
    expect(defaultTargetAssetClass({ assetClassId: 2, fundType: 'liquid' })).toBe(1);
    expect(defaultTargetAssetClass({ assetClassId: 4, fundType: 'overnight' })).toBe(1);
    expect(defaultTargetAssetClass({ assetClassId: 4, fundType: 'other' })).toBe(1);
  });
  it("is the source's own class otherwise", () => {
    expect(defaultTargetAssetClass({ assetClassId: 3, fundType: 'other' })).toBe(3);
    expect(defaultTargetAssetClass({ assetClassId: 1, fundType: 'other' })).toBe(1);
    expect(defaultTargetAssetClass({ assetClassId: 0, fundType: 'other' })).toBe(1);
  });
});
