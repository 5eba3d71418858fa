import { describe, expect, it } from 'vitest';
import { groupByCategory, searchFaqs, searchWords } from './faq-search.ts';

const items = [
  { ID: 1, CategoryID: 10, Qname: 'What is the stamp duty?', AnsDesc: '0.005% on purchases since 1 July 2020.' },
  { ID: 2, CategoryID: 20, Qname: 'How are equity gains taxed?', AnsDesc: 'LTCG 12.5% above ₹1.25 lakh.' },
  { ID: 3, CategoryID: 10, Qname: 'Cut-off for liquid funds', AnsDesc: 'Liquid fund purchases: 1:30 pm.' },
  { ID: 4, CategoryID: 20, Qname: 'Résumé of ELSS', AnsDesc: 'Three-year lock-in.' },
];

describe('FAQ search (spec 3 §2.11)', () => {
  it('splits the query into words of at least 2 letters, keeping figures', () => {
    expect(searchWords('  Stamp   DUTY a ')).toEqual(['stamp', 'duty']);
    expect(searchWords('12.5% 1.25 lakh')).toEqual(['12.5%', '1.25', 'lakh']);
    expect(searchWords('x')).toEqual([]);
  });
  it('matches when every word is in the question or the answer, case and accents ignored', () => {
    expect(searchFaqs('stamp', items).map((i) => i.ID)).toEqual([1]);
    expect(searchFaqs('LIQUID 1:30', items).map((i) => i.ID)).toEqual([3]);
    expect(searchFaqs('resume elss', items).map((i) => i.ID)).toEqual([4]);
    expect(searchFaqs('12.5% lakh', items).map((i) => i.ID)).toEqual([2]);
    expect(searchFaqs('stamp equity', items)).toEqual([]);
    expect(searchFaqs('a', items)).toEqual([]);
  });
  it('groups results under their categories, in category order, without empty groups', () => {
    const cats = [
      { ID: 20, Name: 'Taxes' },
      { ID: 10, Name: 'Payments' },
      { ID: 30, Name: 'Family' },
    ];
    expect(groupByCategory(cats, items).map((g) => [g.Name, g.items.map((i) => i.ID)])).toEqual([
      ['Taxes', [2, 4]],
      ['Payments', [1, 3]],
    ]);
  });
});
