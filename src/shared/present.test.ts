import { describe, expect, it } from 'vitest';
import { present } from './present.ts';

describe('present', () => {
  it('hands back a value that is there, falsy ones included', () => {
    expect(present(0, 'a count')).toBe(0);
    expect(present('', 'a text')).toBe('');
    expect(present(new Map([[1, 'a']]).get(1), 'scheme 1')).toBe('a');
  });
  it('names what was missing', () => {
    expect(() => present(undefined, 'the id of scheme 42')).toThrow('Expected the id of scheme 42, found none');
    expect(() => present(null, 'a row')).toThrow('Expected a row, found none');
  });
});
