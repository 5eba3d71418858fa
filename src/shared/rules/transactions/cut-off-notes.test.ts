import { describe, expect, it } from 'vitest';
import { clockText, PURCHASE_NOTES, REDEMPTION_NOTES } from './cut-off-notes.ts';
import { CUT_OFF, LIQUID_CUT_OFF, OVERNIGHT_ONLINE_REDEMPTION_CUT_OFF } from './cut-off.ts';

describe('cut-off notes say the rules the code applies', () => {
  it('formats clock times as an investor reads them', () => {
    expect(clockText({ hour: 13, minute: 30 })).toBe('1:30 pm');
    expect(clockText({ hour: 15, minute: 0 })).toBe('3:00 pm');
    expect(clockText({ hour: 19, minute: 0 })).toBe('7:00 pm');
    expect(clockText({ hour: 9, minute: 5 })).toBe('9:05 am');
  });

  it('names each cut-off from the rule constants', () => {
    expect(PURCHASE_NOTES[0]).toContain(clockText(LIQUID_CUT_OFF));
    expect(PURCHASE_NOTES[1]).toContain(clockText(CUT_OFF));
    expect(REDEMPTION_NOTES[1]).toContain(`${clockText(OVERNIGHT_ONLINE_REDEMPTION_CUT_OFF)} for overnight funds redeemed online`);
    expect(REDEMPTION_NOTES[1]).toContain('the NAV of the day before the next business day');
  });
});
