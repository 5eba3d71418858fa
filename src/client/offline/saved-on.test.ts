import { describe, expect, it } from 'vitest';
import { ageText, deviceCopyText, savedOn } from './saved-on.ts';
import { maskFields, maskTail } from './mask.ts';

// 23 Nov 2026, 17:50 IST = 12:20 UTC
const AT = Date.UTC(2026, 10, 23, 12, 20);

describe('one way of saying when a copy was saved', () => {
  it('is DD/MM/YYYY, h:mm am/pm in India Standard Time', () => {
    expect(savedOn(AT)).toBe('23/11/2026, 5:50 pm');
    expect(savedOn(Date.UTC(2026, 10, 23, 18, 40))).toBe('24/11/2026, 12:10 am');
  });
  it('says how long ago', () => {
    expect(ageText(AT, AT + 30_000)).toBe('just now');
    expect(ageText(AT, AT + 60_000)).toBe('1 minute ago');
    expect(ageText(AT, AT + 3 * 3_600_000)).toBe('3 hours ago');
    expect(ageText(AT, AT + 26 * 3_600_000)).toBe('26 hours ago');
    expect(ageText(AT, AT + 3 * 86_400_000)).toBe('3 days ago');
  });
  it('says why the copy is shown, and warns about a copy from the future', () => {
    expect(deviceCopyText({ fetchedAt: AT, reason: 'offline' }, false, AT + 7_200_000)).toBe(
      'You are offline: showing the copy on this device, saved on 23/11/2026, 5:50 pm (2 hours ago).',
    );
    expect(deviceCopyText({ fetchedAt: AT, reason: 'slow' }, true, AT + 60_000)).toBe(
      'The server is slow to answer: showing the copy on this device until it does, saved on 23/11/2026, 5:50 pm (1 minute ago).',
    );
    expect(deviceCopyText({ fetchedAt: AT, reason: 'offline' }, true, AT)).toMatch(/^Back online, updating/);
    expect(deviceCopyText({ fetchedAt: AT, reason: 'offline', future: true }, false, AT - 86_400_000)).toBe(
      "You are offline: showing the copy on this device, saved on 23/11/2026, 5:50 pm. This copy is stamped later than this device's clock, so its date may be wrong; check the date and time on this device.",
    );
  });
});

describe('what the device keeps of a PAN', () => {
  it('is the last four characters', () => {
    expect(maskTail('ABCPK1234F')).toBe('XXXXXX234F');
    expect(maskFields({ basic_details: [{ PAN: 'ABCPK1234F', Name: 'Asha' }], jh_details: [{ JH_PAN: 'ABCPJ9876K' }] }, ['PAN', 'JH_PAN'])).toEqual({
      basic_details: [{ PAN: 'XXXXXX234F', Name: 'Asha' }],
      jh_details: [{ JH_PAN: 'XXXXXX876K' }],
    });
  });
});
