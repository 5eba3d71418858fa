/**
 * Names the demo catalogue draws on. Fund houses are India's real asset-management companies
 * (their names are public facts); the funds, NAVs, returns and fund managers made from them are
 * invented for the demo. Companies and bonds are real issuers, as a factsheet would list them.
 */
export interface DemoFundHouse {
  name: string;
  short: string;
  code: string;
  rta: 'CAMS' | 'KFintech';
}

export const DEMO_FUND_HOUSES: readonly DemoFundHouse[] = [
  { name: 'SBI Mutual Fund', short: 'SBI', code: 'SBI', rta: 'CAMS' },
  { name: 'HDFC Mutual Fund', short: 'HDFC', code: 'HDF', rta: 'CAMS' },
  { name: 'ICICI Prudential Mutual Fund', short: 'ICICI Prudential', code: 'ICI', rta: 'CAMS' },
  { name: 'Nippon India Mutual Fund', short: 'Nippon India', code: 'NIP', rta: 'KFintech' },
  { name: 'Kotak Mahindra Mutual Fund', short: 'Kotak', code: 'KOT', rta: 'CAMS' },
  { name: 'Aditya Birla Sun Life Mutual Fund', short: 'Aditya Birla SL', code: 'ABS', rta: 'CAMS' },
  { name: 'Axis Mutual Fund', short: 'Axis', code: 'AXI', rta: 'KFintech' },
  { name: 'UTI Mutual Fund', short: 'UTI', code: 'UTI', rta: 'KFintech' },
  { name: 'Mirae Asset Mutual Fund', short: 'Mirae Asset', code: 'MIR', rta: 'KFintech' },
  { name: 'DSP Mutual Fund', short: 'DSP', code: 'DSP', rta: 'CAMS' },
  { name: 'Tata Mutual Fund', short: 'Tata', code: 'TAT', rta: 'CAMS' },
  { name: 'Franklin Templeton Mutual Fund', short: 'Franklin India', code: 'FTI', rta: 'CAMS' },
  { name: 'Invesco Mutual Fund', short: 'Invesco India', code: 'INV', rta: 'KFintech' },
  { name: 'Canara Robeco Mutual Fund', short: 'Canara Robeco', code: 'CAN', rta: 'KFintech' },
  { name: 'Edelweiss Mutual Fund', short: 'Edelweiss', code: 'EDE', rta: 'KFintech' },
  { name: 'Motilal Oswal Mutual Fund', short: 'Motilal Oswal', code: 'MOT', rta: 'KFintech' },
  { name: 'PPFAS Mutual Fund', short: 'Parag Parikh', code: 'PPF', rta: 'KFintech' },
  { name: 'quant Mutual Fund', short: 'Quant', code: 'QNT', rta: 'KFintech' },
  { name: 'Sundaram Mutual Fund', short: 'Sundaram', code: 'SUN', rta: 'KFintech' },
  { name: 'HSBC Mutual Fund', short: 'HSBC', code: 'HSB', rta: 'CAMS' },
  { name: 'Bandhan Mutual Fund', short: 'Bandhan', code: 'BAN', rta: 'CAMS' },
  { name: 'Baroda BNP Paribas Mutual Fund', short: 'Baroda BNP Paribas', code: 'BBN', rta: 'KFintech' },
  { name: 'Mahindra Manulife Mutual Fund', short: 'Mahindra Manulife', code: 'MAH', rta: 'KFintech' },
  { name: 'PGIM India Mutual Fund', short: 'PGIM India', code: 'PGI', rta: 'CAMS' },
];

const FIRST = [
  'Ananya',
  'Rahul',
  'Priya',
  'Vikram',
  'Sneha',
  'Arjun',
  'Kavita',
  'Rohan',
  'Meera',
  'Sanjay',
  'Deepa',
  'Aditya',
  'Nisha',
  'Karan',
  'Lakshmi',
  'Manish',
  'Pooja',
  'Suresh',
  'Ritu',
  'Amit',
];
const LAST = [
  'Sharma',
  'Iyer',
  'Mehta',
  'Reddy',
  'Kapoor',
  'Nair',
  'Joshi',
  'Banerjee',
  'Desai',
  'Menon',
  'Agarwal',
  'Kulkarni',
  'Rao',
  'Chopra',
  'Pillai',
  'Gupta',
  'Bhatt',
  'Shetty',
  'Das',
  'Venkatesh',
];
/** Invented fund-manager names: every first name with every last name. */
export const DEMO_MANAGERS: readonly string[] = FIRST.flatMap((f) => LAST.map((l) => `${f} ${l}`));

export const LARGE_COMPANIES: ReadonlyArray<[string, string]> = [
  ['HDFC Bank Ltd', 'Financial Services'],
  ['ICICI Bank Ltd', 'Financial Services'],
  ['Reliance Industries Ltd', 'Oil, Gas & Consumable Fuels'],
  ['Infosys Ltd', 'Information Technology'],
  ['Tata Consultancy Services Ltd', 'Information Technology'],
  ['Larsen & Toubro Ltd', 'Construction'],
  ['Bharti Airtel Ltd', 'Telecommunication'],
  ['ITC Ltd', 'Fast Moving Consumer Goods'],
  ['Axis Bank Ltd', 'Financial Services'],
  ['State Bank of India', 'Financial Services'],
  ['Kotak Mahindra Bank Ltd', 'Financial Services'],
  ['Mahindra & Mahindra Ltd', 'Automobile and Auto Components'],
  ['Hindustan Unilever Ltd', 'Fast Moving Consumer Goods'],
  ['Sun Pharmaceutical Industries Ltd', 'Healthcare'],
  ['Maruti Suzuki India Ltd', 'Automobile and Auto Components'],
  ['NTPC Ltd', 'Power'],
  ['Bajaj Finance Ltd', 'Financial Services'],
  ['HCL Technologies Ltd', 'Information Technology'],
  ['UltraTech Cement Ltd', 'Construction'],
  ['Titan Company Ltd', 'Consumer Durables'],
];

export const MID_COMPANIES: ReadonlyArray<[string, string]> = [
  ['Max Healthcare Institute Ltd', 'Healthcare'],
  ['Persistent Systems Ltd', 'Information Technology'],
  ['The Indian Hotels Company Ltd', 'Services'],
  ['Cummins India Ltd', 'Capital Goods'],
  ['Federal Bank Ltd', 'Financial Services'],
  ['Coforge Ltd', 'Information Technology'],
  ['Lupin Ltd', 'Healthcare'],
  ['Supreme Industries Ltd', 'Capital Goods'],
  ['AU Small Finance Bank Ltd', 'Financial Services'],
  ['Dixon Technologies (India) Ltd', 'Consumer Durables'],
  ['Bharat Forge Ltd', 'Automobile and Auto Components'],
  ['Voltas Ltd', 'Consumer Durables'],
  ['Phoenix Mills Ltd', 'Realty'],
  ['PI Industries Ltd', 'Chemicals'],
  ['Sundaram Finance Ltd', 'Financial Services'],
];

export const SMALL_COMPANIES: ReadonlyArray<[string, string]> = [
  ['Karur Vysya Bank Ltd', 'Financial Services'],
  ['KPIT Technologies Ltd', 'Information Technology'],
  ['Cholamandalam Financial Holdings Ltd', 'Financial Services'],
  ['Brigade Enterprises Ltd', 'Realty'],
  ['Kalpataru Projects International Ltd', 'Construction'],
  ['Navin Fluorine International Ltd', 'Chemicals'],
  ['Radico Khaitan Ltd', 'Fast Moving Consumer Goods'],
  ['Blue Star Ltd', 'Consumer Durables'],
  ['Cyient Ltd', 'Information Technology'],
  ['Apar Industries Ltd', 'Capital Goods'],
  ['Century Plyboards (India) Ltd', 'Consumer Durables'],
  ['Equitas Small Finance Bank Ltd', 'Financial Services'],
  ['Gland Pharma Ltd', 'Healthcare'],
  ['Ratnamani Metals & Tubes Ltd', 'Metals & Mining'],
  ['Sobha Ltd', 'Realty'],
];

export const GLOBAL_COMPANIES: ReadonlyArray<[string, string]> = [
  ['Microsoft Corp', 'Information Technology'],
  ['Apple Inc', 'Information Technology'],
  ['NVIDIA Corp', 'Information Technology'],
  ['Amazon.com Inc', 'Services'],
  ['Alphabet Inc', 'Services'],
  ['Meta Platforms Inc', 'Services'],
  ['Eli Lilly and Co', 'Healthcare'],
  ['Broadcom Inc', 'Information Technology'],
  ['JPMorgan Chase & Co', 'Financial Services'],
  ['Visa Inc', 'Financial Services'],
];

/** Debt instruments: name and rating. */
export const GOVT_PAPER: ReadonlyArray<[string, string]> = [
  ['7.18% GOI 2033', 'SOV'],
  ['7.10% GOI 2034', 'SOV'],
  ['7.26% GOI 2032', 'SOV'],
  ['6.79% GOI 2034', 'SOV'],
  ['7.30% GOI 2053', 'SOV'],
  ['7.25% GOI 2063', 'SOV'],
  ['182 Day T-Bill', 'SOV'],
  ['91 Day T-Bill', 'SOV'],
  ['7.64% Maharashtra SDL 2033', 'SOV'],
  ['7.42% Tamil Nadu SDL 2034', 'SOV'],
];

export const CORPORATE_PAPER: ReadonlyArray<[string, string]> = [
  ['7.40% NABARD 2029', 'AAA'],
  ['7.55% REC Ltd 2028', 'AAA'],
  ['7.60% Power Finance Corporation Ltd 2029', 'AAA'],
  ['7.79% Small Industries Dev Bank of India 2027', 'AAA'],
  ['7.44% National Housing Bank 2028', 'AAA'],
  ['7.80% HDFC Bank Ltd 2032', 'AAA'],
  ['7.75% Larsen & Toubro Ltd 2028', 'AAA'],
  ['7.65% Bajaj Finance Ltd 2027', 'AAA'],
  ['8.25% Tata Capital Ltd 2029', 'AAA'],
  ['8.40% Shriram Finance Ltd 2027', 'AA+'],
  ['8.90% Aadhar Housing Finance Ltd 2028', 'AA'],
  ['9.10% JSW Steel Ltd 2027', 'AA'],
  ['9.40% Vedanta Ltd 2027', 'AA'],
  ['8.75% Tata Projects Ltd 2027', 'AA'],
];

export const MONEY_MARKET_PAPER: ReadonlyArray<[string, string]> = [
  ['HDFC Bank Ltd CD 2027', 'A1+'],
  ['Axis Bank Ltd CD 2026', 'A1+'],
  ['Kotak Mahindra Bank Ltd CD 2026', 'A1+'],
  ['Canara Bank CD 2027', 'A1+'],
  ['NABARD CP 2026', 'A1+'],
  ['Reliance Retail Ventures Ltd CP 2026', 'A1+'],
  ['Bajaj Finance Ltd CP 2026', 'A1+'],
  ['91 Day T-Bill', 'SOV'],
  ['182 Day T-Bill', 'SOV'],
  ['Tri-party Repo (TREPS)', 'Cash'],
];
