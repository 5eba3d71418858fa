import { describe, expect, it } from 'vitest';
import { istDateTime, lastUsedText } from './format.ts';

const now = new Date('2026-11-20T05:30:00Z'); // 11:00 am IST

describe('lastUsedText', () => {
  it.each([
    ['2026-11-20T05:29:30Z', 'Active now'],
    ['2026-11-20T05:20:00Z', '10 minutes ago'],
    ['2026-11-20T04:30:00Z', '1 hour ago'],
    ['2026-11-19T08:30:00Z', '21 hours ago'],
    ['2026-11-18T18:45:00Z', '19 Nov 2026, 12:15 am'],
  ])('%s → %s', (iso, text) => {
    expect(lastUsedText(iso, now)).toBe(text);
  });

  it('writes noon and midnight as 12', () => {
    expect(istDateTime(new Date('2026-11-20T06:30:00Z'))).toBe('20 Nov 2026, 12:00 pm');
    expect(istDateTime(new Date('2026-11-19T18:30:00Z'))).toBe('20 Nov 2026, 12:00 am');
  });
});
