import type { ContentPost } from './types.ts';

/**
 * The embedded feed: short articles written for Nivesh's readers, shown when no CONTENT_FEED_URL
 * is configured (and on a machine with no network). Facts are as the rules stand in 2026; each
 * article names the rule it explains so an editor can keep it current.
 */
const post = (id: string, date: string, title: string, summary: string, body: string[]): ContentPost => ({
  id: `nivesh-${id}`,
  kind: 'blog',
  date,
  title,
  summary,
  body,
  image: null,
  link: null,
});

export const EMBEDDED_ARTICLES: readonly ContentPost[] = [
  post(
    'xirr-vs-absolute',
    '2026-11-12',
    'XIRR or absolute return: reading the two numbers on your dashboard',
    'Absolute return tells you how much your money grew; XIRR tells you how fast. With SIPs the two can look very different, and both are right.',
    [
      'Your dashboard shows two kinds of return. Absolute return is simple: what your holdings are worth today compared with what they cost. If you invested ₹1,00,000 and it is worth ₹1,12,000, the absolute return is 12 %.',
      "Absolute return ignores time. A 12 % gain in six months is far better than a 12 % gain in five years. XIRR (extended internal rate of return) fixes that: it finds the single yearly rate that would turn each of your instalments, on its own date, into today's value.",
      'With a SIP, money goes in every month, so most of it has been invested for less time than the first instalment. That is why a SIP started two years ago can show a modest absolute return but a healthy XIRR: the later instalments have had little time to grow, yet they count fully in the cost.',
      "Over very short periods XIRR can look extreme, because a small move is stretched over a whole year. When you have held an investment for only a few weeks, read the absolute return; give XIRR a year or more before you compare it with a fund's published returns.",
    ],
  ),
  post(
    'sip-or-lumpsum',
    '2026-10-28',
    'SIP or lumpsum: what the arithmetic says',
    'A lumpsum is invested for longer; a SIP buys more units when prices fall. Which one wins depends on the path of the market, not on a rule of thumb.',
    [
      'If markets rise steadily, a lumpsum invested on day one usually ends ahead, simply because all of the money was at work for the whole period. If markets fall first and recover later, a SIP tends to win, because its fixed instalments buy more units at lower prices.',
      'Nobody knows the path in advance, which is why many investors split the difference: invest what they have in a few tranches over some months, and keep a monthly SIP for what they earn.',
      'The real advantage of a SIP is behavioural. An instalment that leaves your bank account on the same day every month, through a mandate, does not wait for a good feeling about the market. Over ten or twenty years that consistency usually matters more than timing.',
      'Whichever you choose, compare the outcome with XIRR rather than absolute return, so that the timing of each rupee is accounted for.',
    ],
  ),
  post(
    'exit-load',
    '2026-10-14',
    'Exit loads, explained: what an early redemption costs',
    'Many equity funds charge 1 % if you redeem within a year. The load is worked out lot by lot, oldest units first.',
    [
      'An exit load is a charge the fund house deducts from your redemption if you leave within a stated period. A common rule for equity funds is 1 % of the value redeemed within 365 days of purchase; many debt funds have none, and liquid funds have a small graded load for the first six days.',
      'Units are redeemed first in, first out. If you bought units in January and more in October, a redemption in December takes the January units first. Only the units still inside the load period pay the charge, each according to how long it was held.',
      'Your portfolio shows, for each holding, how many units you can redeem today without an exit load. Redeeming those, or waiting a few weeks for more units to pass the one-year mark, can save the charge entirely.',
      'The load is deducted from what you receive; it is not a tax. Capital-gains tax is a separate matter, worked out on your gain.',
    ],
  ),
  post(
    'elss-lock-in',
    '2026-09-30',
    'ELSS and the three-year lock-in: every instalment has its own date',
    'An ELSS SIP does not unlock all at once. Each instalment is locked for three years from the day its units were allotted.',
    [
      'Equity-linked savings schemes carry a lock-in of three years, the shortest among the tax-saving options under section 80C of the Income-tax Act. The deduction (up to ₹1,50,000 a year together with other 80C investments) is available under the old tax regime only.',
      'The lock-in runs per purchase. If you started a monthly ELSS SIP in April 2023, the April 2023 units become free in April 2026, the May units in May 2026, and so on. A redemption can only take units that have completed their three years.',
      'Your portfolio shows the ELSS units still locked as a separate figure, so you can see at a glance what you can redeem today and what has to wait.',
      'Once free, ELSS units are ordinary equity-fund units: there is no obligation to redeem them, and long-term capital-gains rules apply when you do.',
    ],
  ),
  post(
    'tax-2024',
    '2026-09-16',
    'How mutual fund gains are taxed since July 2024',
    'Equity funds: 20 % on short-term gains, 12.5 % on long-term gains above ₹1.25 lakh a year. Debt funds bought since April 2023: your slab rate.',
    [
      'The Finance (No. 2) Act, 2024 changed capital-gains tax for transfers made on or after 23 July 2024. For equity-oriented funds, units held for more than twelve months are long term: gains above ₹1,25,000 in a financial year are taxed at 12.5 %, without indexation. Short-term gains on equity funds are taxed at 20 %.',
      'Debt funds are different. Units bought on or after 1 April 2023 in funds that invest mostly in debt are taxed at your income-tax slab rate however long you hold them. Older units keep the rules that applied when they were bought, so check the purchase dates in your statement.',
      'The gain is worked out first in, first out, lot by lot, as the cost of each unit sold. Stamp duty paid on purchase is part of the cost; an exit load reduces what you received.',
      'Tax rules change with each budget. Your capital-gains statement lists every lot sold with its dates and cost, which is what you or your tax adviser need to file correctly.',
    ],
  ),
  post(
    'liquid-emergency',
    '2026-09-02',
    'Liquid funds as an emergency fund: NAV dates and cut-offs',
    'Liquid funds price every calendar day and pay out quickly, which suits money you may need at short notice.',
    [
      'A liquid fund invests in very short-term debt such as treasury bills and commercial paper maturing within 91 days. Its NAV is published for every calendar day, including weekends and holidays, and it moves in small steps.',
      "Timing decides which NAV you get. For liquid and overnight funds, money that reaches the fund house before 1:30 pm on a business day earns the NAV of the day before the next business day; later money waits a day. For other funds the cut-off is 3 pm and the money must be available to the fund for that day's NAV.",
      'Redemptions from liquid funds are usually credited the next business day. For equity and other funds allow two to three working days.',
      'A liquid fund is not a savings account: returns are not guaranteed and there is a small exit load if you redeem within the first six days. For an emergency fund, most people keep a few months of expenses here and the rest of their savings in longer-term funds.',
    ],
  ),
  post(
    'direct-vs-regular',
    '2026-08-19',
    'Direct plans and regular plans: the same fund at two prices',
    "A direct plan leaves out the distributor's commission. Over twenty years a difference of under one percentage point a year adds up to a large sum.",
    [
      "Every mutual fund scheme has a direct plan and a regular plan. Both hold the same portfolio and have the same fund manager; the regular plan's expense ratio is higher because it includes a commission paid to the distributor.",
      'The difference is usually between 0.5 and 1.5 percentage points a year. It looks small, but it compounds. On a monthly SIP of ₹10,000 for twenty years at a 12 % gross return, one percentage point of extra cost takes away several lakh rupees from the final value.',
      'Because the two plans have different expense ratios, they have different NAVs. Compare their published returns and you will see the gap directly.',
      'Switching from a regular to a direct plan of the same scheme is a redemption and a new purchase for tax and exit-load purposes, so check what you would pay before you move older units.',
    ],
  ),
  post(
    'rebalancing',
    '2026-08-05',
    'Rebalancing once a year: a simple habit that controls risk',
    'Markets change your asset allocation without asking. Putting it back once a year keeps your risk where you chose it.',
    [
      'Suppose you decided on 60 % equity and 40 % debt. After a strong year for shares the portfolio might be 70:30, which means more risk than you signed up for. After a fall it might be 50:50.',
      'Rebalancing means moving money back to your chosen mix, usually once a year or when the mix drifts by more than five percentage points. The allocation chart on your dashboard shows where you stand.',
      'The cheapest way to rebalance is with new money: point your SIPs at the part that has fallen behind. Redeeming and switching can trigger exit loads and tax, so look at the units free of exit load and your capital-gains position first.',
      'Rebalancing does not try to predict the market. It simply sells a little of what has done well and buys a little of what has not, which over time is a disciplined way to buy low and sell high.',
    ],
  ),
  post(
    'stamp-duty',
    '2026-07-22',
    'Why your units are a few paise short: stamp duty on purchases',
    'Since 1 July 2020 a stamp duty of 0.005 % is deducted from every mutual fund purchase before units are allotted.',
    [
      'Under the Indian Stamp Act, as amended from 1 July 2020, the issue of mutual fund units carries a stamp duty of 0.005 % of the amount invested. On a ₹10,000 purchase that is 50 paise; on a ₹1,000 SIP instalment, 5 paise.',
      'The duty is deducted before units are allotted: your ₹10,000 buys units worth ₹9,999.50 at the applicable NAV. Units are allotted to three decimal places and rounded down, so the allotment never exceeds what was paid for.',
      'Redemptions and switches out carry no stamp duty; a switch into another scheme is a purchase and pays it on the amount switched.',
      'For your returns, stamp duty is part of what the investment cost you. That is how your cost value and XIRR treat it.',
    ],
  ),
  post(
    'switch-stp-swp',
    '2026-07-08',
    'Switch, STP or SWP: three ways to move money out of a fund',
    'A switch moves money once, an STP moves it in instalments to another fund, an SWP pays it to your bank in instalments.',
    [
      'A switch redeems units of one scheme and invests the proceeds in another scheme of the same fund house in one instruction. It is a redemption for tax and exit-load purposes, followed by a purchase.',
      'A systematic transfer plan (STP) does the same in instalments: for example, moving a lumpsum from a liquid fund into an equity fund over twelve months, so that the equity purchase is spread out like a SIP.',
      'A systematic withdrawal plan (SWP) redeems a fixed amount or number of units at regular intervals and pays it to your bank account. Retirees often use it to draw a monthly income from a debt or hybrid fund.',
      'All three start from units you already hold. From your portfolio, open a holding and choose MORE OPTIONS to start any of them with the folio already chosen.',
    ],
  ),
  post(
    'nav-cut-off',
    '2026-06-24',
    'How the NAV you get is decided',
    'The price of your units depends on when your money reaches the fund house, not on when you click invest.',
    [
      "Mutual fund units are bought and sold at the net asset value (NAV) of a particular day, published in the evening. Which day applies is set by SEBI's cut-off rules.",
      "For purchases in most funds, the money has to be available to the fund house before 3 pm on a business day for that day's NAV. Payments by net banking or UPI usually arrive within minutes; NEFT and cheques take longer, and the NAV follows the day the money is realised.",
      "Redemption requests received before 3 pm get that day's NAV regardless of money movement, because units are going out, not coming in.",
      'Your transaction history shows the NAV date and the NAV each order was processed at, so you can always see which price you got.',
    ],
  ),
  post(
    'nominee',
    '2026-06-10',
    'Nominees on your folios: ten minutes that save your family months',
    'A nominee receives your units without a long legal process. You can name up to three and split the shares.',
    [
      'A nominee is the person who receives the units in your folios if something happens to you. Without one, your family must prove their claim with documents such as a succession certificate, which can take months.',
      'You can name up to three nominees and decide what share each receives; the shares must add up to 100 %. For a minor nominee, a guardian is named as well.',
      'Nomination does not make the nominee the legal heir. It makes them the person who receives the units and holds them for the heirs, which is why naming the right person matters.',
      'You can add or change nominees from your profile at any time. It is one of the quickest ways to make your investments easier for your family.',
    ],
  ),
];
