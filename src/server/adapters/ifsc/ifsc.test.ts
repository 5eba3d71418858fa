import { describe, expect, it } from 'vitest';
import { bankNameOf, knownToPackage } from './packaged.ts';
import { csvRows, parseIfscRelease } from './release-file.ts';

describe('the ifsc package data', () => {
  it('knows real codes, numeric and alphanumeric, and nothing else', () => {
    expect(knownToPackage('HDFC0000001')).toBe(true);
    expect(knownToPackage('SBIN0000001')).toBe(true);
    expect(knownToPackage('HDFC0888888')).toBe(false);
    expect(knownToPackage('ZZZZ0000001')).toBe(false);
    expect(knownToPackage('HDFC1000001')).toBe(false);
  });

  it('names the bank, including sub-member banks that use a sponsor bank prefix', () => {
    expect(bankNameOf('HDFC0000001')).toBe('HDFC Bank');
    expect(bankNameOf('SBIN0000001')).toBe('State Bank of India');
    expect(bankNameOf('APBL0001001')).not.toBe(bankNameOf('APBL0000001'));
  });
});

describe('Razorpay release files', () => {
  it('parses quoted CSV fields with commas, doubled quotes and line breaks', () => {
    const rows = [...csvRows('a,b,c\r\n"x, y","say ""hi""","two\nlines"\n')];
    expect(rows).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
    ]);
  });

  it('reads IFSC.csv by its header, drops unusable rows and NA values, keeps the first of a repeated code', () => {
    const csv = [
      'BANK,IFSC,BRANCH,CENTRE,DISTRICT,STATE,ADDRESS,IMPS,RTGS,CITY,ISO3166,NEFT,MICR,UPI,SWIFT',
      'HDFC Bank,hdfc0000001,"SANDOZ HOUSE, WORLI",MUMBAI,MUMBAI,MAHARASHTRA,"WORLI, MUMBAI",true,true,MUMBAI,IN-MH,true,400240002,false,NA',
      'HDFC Bank,HDFC0000001,DUPLICATE,,,,,,,,,,,,',
      'X,NOT-A-CODE,Somewhere,,,,,,,,,,,,',
      'Y,SBIN0000001,NA,,,,,,,,,,,,',
    ].join('\n');
    const { records, skipped } = parseIfscRelease(csv);
    expect(records).toEqual([
      {
        ifsc: 'HDFC0000001',
        bank: 'HDFC Bank',
        branch: 'SANDOZ HOUSE, WORLI',
        city: 'MUMBAI',
        district: 'MUMBAI',
        state: 'MAHARASHTRA',
        address: 'WORLI, MUMBAI',
        micr: '400240002',
      },
    ]);
    expect(skipped).toBe(3);
  });

  it('reads the JSON files (an object keyed by IFSC) and refuses a file that is neither', () => {
    const json = JSON.stringify({
      SBIN0000001: { BANK: 'State Bank of India', IFSC: 'SBIN0000001', BRANCH: 'KOLKATA MAIN', MICR: 700002021, CITY: 'KOLKATA' },
    });
    expect(parseIfscRelease(json).records[0]).toMatchObject({ ifsc: 'SBIN0000001', branch: 'KOLKATA MAIN', micr: '700002021', city: 'KOLKATA' });
    expect(() => parseIfscRelease('name,age\nx,1')).toThrow(/IFSC and BRANCH/);
  });
});
