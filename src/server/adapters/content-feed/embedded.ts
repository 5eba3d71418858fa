import type { ContentFeed, FeedPost } from './types.ts';

/**
 * The embedded feed: a handful of articles written for this project, served by our own server
 * (GET /api/content/post/:slug), so Insights works on a machine with no network. Figures are the
 * rules in force in 2026 (sources in each article).
 */
interface Article {
  slug: string;
  date: string;
  title: string;
  hue: number;
  paragraphs: string[];
}

const ARTICLES: Article[] = [
  {
    slug: 'sip-date-and-cut-off',
    date: '2026-11-02',
    title: 'Does your SIP date matter? What the cut-off time really decides',
    hue: 210,
    paragraphs: [
      'A SIP instalment buys units at the NAV of the day the money reaches the fund, not the day your bank is debited. For equity and debt funds the cut-off is 3:00 pm: money realised before it gets that day\'s NAV, money realised after it gets the next business day\'s (SEBI circular of 17 September 2020, in force since 1 February 2021).',
      'Liquid and overnight funds use a 1:30 pm cut-off and the NAV of the day before the day the money is used, which is why a liquid-fund purchase shows a NAV dated earlier than you expect.',
      'Over ten years, the day of the month you pick changes the result by a rounding error. What matters is never missing instalments: keep your mandate limit above the SIP amount and the balance in the account on the debit date.',
    ],
  },
  {
    slug: 'ltcg-2026',
    date: '2026-10-15',
    title: 'Capital gains on mutual funds in 2026: the rates after Budget 2024',
    hue: 150,
    paragraphs: [
      'For equity-oriented funds sold on or after 23 July 2024, gains on units held more than 12 months are long-term and taxed at 12.5% on the part above ₹1.25 lakh in a financial year; units held 12 months or less are short-term and taxed at 20% (Finance (No. 2) Act, 2024).',
      'Debt fund units bought on or after 1 April 2023 are taxed at your slab rate whatever the holding period (section 50AA). Units bought before that date keep the older rules when sold after 24 months: 12.5% without indexation.',
      'Harvesting up to ₹1.25 lakh of long-term equity gains each year, by selling and buying back, resets your cost and can save tax later. Mind the exit load and the stamp duty of 0.005% on the purchase.',
    ],
  },
  {
    slug: 'elss-lock-in',
    date: '2026-09-28',
    title: 'ELSS: three years of lock-in, counted for every instalment',
    hue: 30,
    paragraphs: [
      'An ELSS fund locks each purchase for three years from its allotment date. In a SIP, every instalment has its own three years: the instalment of March 2026 is free in March 2029, the one of April 2026 in April 2029.',
      'ELSS deductions of up to ₹1.5 lakh under section 80C apply only in the old tax regime. In the new regime, the default since 2023-24, ELSS is an ordinary equity fund with a lock-in.',
      'When you redeem, Nivesh sells only the units whose lock-in has ended and tells you how many are still locked.',
    ],
  },
  {
    slug: 'nominee-rules',
    date: '2026-09-05',
    title: 'Why your folio needs a nominee (and up to ten of them)',
    hue: 280,
    paragraphs: [
      'Without a nominee, your family must prove their claim with a succession certificate or probate, which can take months. With one, the fund house transfers the units on a death certificate and KYC.',
      'SEBI allows up to ten nominees per folio, with shares that add up to 100%. A nominee who is a minor needs a guardian. You may also opt out of nomination with a declaration, but it is rarely wise.',
      'Add or change nominees in Profile > Nominee. The change applies to new folios at once and to existing folios once the fund house updates them.',
    ],
  },
  {
    slug: 'exit-load-fifo',
    date: '2026-08-20',
    title: 'Exit loads and FIFO: which units leave first when you redeem',
    hue: 0,
    paragraphs: [
      'Fund houses redeem units first-in, first-out: the oldest units in the folio leave first. An exit load such as "1% if redeemed within 365 days" applies only to units younger than that on the redemption NAV date.',
      'So a SIP investor redeeming a part of the folio often pays no exit load at all, because the units that leave are the old ones. The load is deducted from the proceeds; it is not a separate charge.',
      'Nivesh shows the exit-load-free units of each holding before you redeem.',
    ],
  },
  {
    slug: 'mandate-types',
    date: '2026-08-01',
    title: 'E-NACH, physical NACH or UPI AutoPay: choosing a SIP mandate',
    hue: 190,
    paragraphs: [
      'An E-NACH mandate is authorised online with net banking or a debit card and is usually active in two working days; Nivesh sets its limit up to ₹10,00,000.',
      'A physical NACH form is signed, scanned and uploaded. Banks take up to 21 working days to verify it, so start early if your bank does not support E-NACH.',
      'One mandate can serve many SIPs as long as their total debit on a day stays within its limit.',
    ],
  },
];

function cover(a: Article): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a.hue} 70% 38%)"/><stop offset="1" stop-color="hsl(${(a.hue + 40) % 360} 70% 22%)"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><path d="M40 300 L160 220 L260 250 L380 150 L480 180 L600 80" fill="none" stroke="rgba(255,255,255,.55)" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export function embeddedContentFeed(): ContentFeed {
  return {
    name: 'embedded',
    posts: async (): Promise<FeedPost[]> =>
      [...ARTICLES]
        .sort((a, b) => b.date.localeCompare(a.date))
        .map((a) => ({ id: a.slug, date: a.date, title: a.title, content: a.paragraphs[0]!, image: cover(a), link: `/api/content/post/${a.slug}` })),
    page: (slug) => {
      const a = ARTICLES.find((x) => x.slug === slug);
      return a ? { title: a.title, date: a.date, paragraphs: a.paragraphs } : null;
    },
  };
}
