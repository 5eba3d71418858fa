import { describe, expect, it } from 'vitest';
import { numberInWords, rupeesInWords } from './in-words.ts';

describe('amounts in words (Indian system)', () => {
  it('names lakhs and crores as cheques do', () => {
    expect(numberInWords(0n)).toBe('Zero');
    expect(numberInWords(15n)).toBe('Fifteen');
    expect(numberInWords(105n)).toBe('One Hundred Five');
    expect(numberInWords(1_25_000n)).toBe('One Lakh Twenty Five Thousand');
    expect(numberInWords(10_00_000n)).toBe('Ten Lakh');
    expect(numberInWords(1_00_00_000n)).toBe('One Crore');
    expect(numberInWords(12_34_56_789n)).toBe('Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine');
    expect(numberInWords(150_00_00_000n)).toBe('One Hundred Fifty Crore');
  });

  it('adds paise and Only', () => {
    expect(rupeesInWords(5_000_00n)).toBe('Rupees Five Thousand Only');
    expect(rupeesInWords(10_00_000_50n)).toBe('Rupees Ten Lakh and Fifty Paise Only');
  });
});
