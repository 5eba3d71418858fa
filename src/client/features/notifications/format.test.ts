import { describe, expect, it } from 'vitest';
import { notificationTime } from './format.ts';

describe('notification time (spec 3 §9: DD/MM/YYYY hh:mm A, IST)', () => {
  it('shows the instant in IST with a 12-hour clock', () => {
    expect(notificationTime('2026-11-20T05:30:00.000Z')).toBe('20/11/2026 11:00 AM');
    expect(notificationTime('2026-11-20T09:45:00.000Z')).toBe('20/11/2026 03:15 PM');
    expect(notificationTime('2026-11-20T18:40:00.000Z')).toBe('21/11/2026 12:10 AM');
    expect(notificationTime('2026-11-20T06:35:00.000Z')).toBe('20/11/2026 12:05 PM');
  });
});
