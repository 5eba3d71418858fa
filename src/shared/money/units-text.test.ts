import { describe, expect, it } from 'vitest';
import { formatUnits, unitsDisplay } from './units-text.ts';

describe('units as shown', () => {
  it('keeps the 4 decimals units are held to, grouped the Indian way', () => {
    expect(formatUnits(12_345_678n)).toBe('1,234.5678');
    expect(formatUnits(1_234_567_8901n)).toBe('12,34,567.8901');
    expect(formatUnits(5n)).toBe('0.0005');
    expect(unitsDisplay('2716.4729')).toBe('2,716.4729');
    expect(unitsDisplay('10')).toBe('10.0000');
    expect(unitsDisplay('All')).toBeNull();
  });
});
