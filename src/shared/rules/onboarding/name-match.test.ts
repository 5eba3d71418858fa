import { describe, expect, it } from 'vitest';
import { namesMatch } from './name-match.ts';

describe('names match', () => {
  it('ignores case, punctuation, honorifics and order', () => {
    expect(namesMatch('Ravi Kumar', 'RAVI KUMAR')).toBe(true);
    expect(namesMatch('Mr. Ravi Kumar', 'KUMAR RAVI')).toBe(true);
    expect(namesMatch('Asha Kulkarni', 'SMT ASHA  KULKARNI')).toBe(true);
  });

  it('takes initials and a middle name the other leaves out', () => {
    expect(namesMatch('R Kumar', 'Ravi Kumar')).toBe(true);
    expect(namesMatch('Ravi Shankar Kumar', 'RAVI KUMAR')).toBe(true);
    expect(namesMatch('R. S. Kumar', 'Ravi Shankar Kumar')).toBe(true);
  });

  it('refuses another person, initials alone, and empty names', () => {
    expect(namesMatch('R SHARMA', 'Ravi Kumar')).toBe(false);
    expect(namesMatch('Ravi Kumar', 'Ravi Kumari')).toBe(false);
    expect(namesMatch('R K', 'Ravi Kumar')).toBe(false);
    expect(namesMatch('', 'Ravi Kumar')).toBe(false);
    expect(namesMatch('Ravi Ravi', 'Ravi Kumar')).toBe(false);
  });
});
