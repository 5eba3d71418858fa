import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assetClasses, subAssetClasses } from '../../db/schema.ts';

/**
 * The spec's four asset classes (fixed ids, spec 2 §9) and SEBI's scheme categories under them,
 * with the words and picture an investor sees. Ids are stable: the API and saved links use them.
 */
export const ASSET_CLASSES = [
  {
    id: 1,
    name: 'Equity',
    description: 'Shares of companies. Highest long-term growth with the largest ups and downs; ideal for 5 years and above.',
    sortOrder: 1,
  },
  { id: 4, name: 'Debt', description: 'Bonds and money-market paper. Steadier returns than equity; ideal for 1 to 3 years.', sortOrder: 2 },
  { id: 3, name: 'Hybrid', description: 'A mix of equity and debt in one fund; ideal for 3 years and above.', sortOrder: 3 },
  { id: 2, name: 'Liquid', description: 'Very short-term money-market paper. Parks cash for a day or a few months.', sortOrder: 4 },
] as const;

type FundType = 'liquid' | 'overnight' | 'other';

export interface SubAssetDef {
  id: number;
  key: string;
  assetClassId: 1 | 2 | 3 | 4;
  name: string;
  description: string;
  image: string;
  fundType: FundType;
}

const img = (name: string) => `/images/categories/${name}.svg`;

const e = (id: number, key: string, name: string, description: string, image: string): SubAssetDef => ({
  id,
  key,
  assetClassId: 1,
  name,
  description,
  image: img(image),
  fundType: 'other',
});
const d = (id: number, key: string, name: string, description: string, image = 'debt'): SubAssetDef => ({
  id,
  key,
  assetClassId: 4,
  name,
  description,
  image: img(image),
  fundType: 'other',
});
const h = (id: number, key: string, name: string, description: string, image = 'hybrid'): SubAssetDef => ({
  id,
  key,
  assetClassId: 3,
  name,
  description,
  image: img(image),
  fundType: 'other',
});

export const SUB_ASSET_CLASSES: readonly SubAssetDef[] = [
  e(1, 'large-cap', 'Large Cap Fund', 'Invests mostly in India’s 100 biggest companies. The steadiest kind of equity fund and a good first one.', 'large-cap'),
  e(
    2,
    'large-mid-cap',
    'Large & Mid Cap Fund',
    'At least 35% each in large and in mid-sized companies: growth with some of the stability of big names.',
    'large-cap',
  ),
  e(3, 'mid-cap', 'Mid Cap Fund', 'Invests in companies ranked 101 to 250 by size. Faster growth than large caps, with sharper falls.', 'mid-cap'),
  e(
    4,
    'small-cap',
    'Small Cap Fund',
    'Invests in companies beyond the top 250. The highest growth potential and the biggest swings; hold 7 years or more.',
    'small-cap',
  ),
  e(5, 'multi-cap', 'Multi Cap Fund', 'At least 25% each in large, mid and small companies, so it always holds all three.', 'multi-cap'),
  e(6, 'flexi-cap', 'Flexi Cap Fund', 'The fund manager moves freely between large, mid and small companies as markets change.', 'multi-cap'),
  e(7, 'focused', 'Focused Fund', 'Holds at most 30 stocks. Strong convictions mean results can differ a lot from the market.', 'focused'),
  e(8, 'value', 'Value Fund', 'Buys shares that look cheap against what the company earns or owns, and waits for the market to notice.', 'focused'),
  e(9, 'contra', 'Contra Fund', 'Buys what is out of favour today, betting against the current mood of the market.', 'focused'),
  e(10, 'dividend-yield', 'Dividend Yield Fund', 'Invests mostly in companies that pay steady, high dividends.', 'large-cap'),
  e(
    11,
    'sectoral',
    'Sectoral / Thematic Fund',
    'Invests in one sector (banks, technology, pharma) or one theme. High risk: the whole fund rides on one idea.',
    'sector',
  ),
  e(
    12,
    'elss',
    'ELSS (Tax Saver) Fund',
    'Equity fund that saves tax under section 80C, up to Rs 1.5 lakh a year. Each investment is locked in for 3 years.',
    'tax-saver',
  ),
  e(13, 'index', 'Index Fund', 'Copies a market index such as the Nifty 50 at a low cost, instead of picking stocks.', 'index'),
  e(14, 'international', 'International Fund of Funds', 'Invests in funds abroad, spreading your money beyond India and the rupee.', 'global'),
  {
    id: 20,
    key: 'overnight',
    assetClassId: 2,
    name: 'Overnight Fund',
    description: 'Lends money for one day at a time. The lowest risk of any fund; for cash you may need tomorrow.',
    image: img('liquid'),
    fundType: 'overnight',
  },
  {
    id: 21,
    key: 'liquid',
    assetClassId: 2,
    name: 'Liquid Fund',
    description: 'Money-market paper maturing within 91 days. An alternative to a savings account for spare cash.',
    image: img('liquid'),
    fundType: 'liquid',
  },
  h(30, 'conservative-hybrid', 'Conservative Hybrid Fund', '75 to 90% in debt and the rest in equity: a little growth on top of steady income.'),
  h(31, 'aggressive-hybrid', 'Aggressive Hybrid Fund', '65 to 80% in equity and the rest in debt: most of the growth of equity with a cushion.'),
  h(
    32,
    'balanced-advantage',
    'Balanced Advantage Fund',
    'Moves between equity and debt by a model of market valuations: buys more equity when shares are cheap.',
  ),
  h(33, 'multi-asset', 'Multi Asset Allocation Fund', 'At least 10% each in three asset classes, such as equity, debt and gold.'),
  h(34, 'arbitrage', 'Arbitrage Fund', 'Earns the price gap between the cash and futures markets. Low risk, taxed as equity.'),
  h(35, 'equity-savings', 'Equity Savings Fund', 'Equity, arbitrage and debt together: a steadier path than pure equity.'),
  h(36, 'retirement', 'Retirement Fund', 'Built for retirement saving, with a lock-in of 5 years or until retirement age.', 'goal'),
  h(37, 'childrens', 'Children’s Fund', 'Saves for a child’s future, locked in for 5 years or until the child turns 18.', 'goal'),
  d(40, 'ultra-short', 'Ultra Short Duration Fund', 'Bonds and paper maturing in 3 to 6 months. For money you need in a few months.', 'liquid'),
  d(41, 'low-duration', 'Low Duration Fund', 'Bonds with a duration of 6 to 12 months: a little more return than liquid funds.'),
  d(42, 'money-market', 'Money Market Fund', 'Money-market paper maturing within a year.', 'liquid'),
  d(43, 'short-duration', 'Short Duration Fund', 'Bonds with a duration of 1 to 3 years; suits a 1 to 3 year horizon.'),
  d(44, 'medium-duration', 'Medium Duration Fund', 'Bonds with a duration of 3 to 4 years; more sensitive to interest rates.'),
  d(45, 'medium-long-duration', 'Medium to Long Duration Fund', 'Bonds with a duration of 4 to 7 years.'),
  d(46, 'long-duration', 'Long Duration Fund', 'Bonds with a duration above 7 years. Gains most when interest rates fall, loses most when they rise.'),
  d(47, 'dynamic-bond', 'Dynamic Bond Fund', 'The manager changes the duration as interest rates are expected to move.'),
  d(48, 'corporate-bond', 'Corporate Bond Fund', 'At least 80% in top-rated (AA+ and above) company bonds.'),
  d(49, 'credit-risk', 'Credit Risk Fund', 'At least 65% in bonds rated below AA+: higher interest, with a risk of default.'),
  d(50, 'banking-psu', 'Banking and PSU Fund', 'Bonds of banks, public sector companies and public financial institutions.'),
  d(51, 'gilt', 'Gilt Fund', 'Government securities only: no default risk, but prices move with interest rates.', 'gilt'),
  d(52, 'gilt-10y', 'Gilt Fund with 10 year Constant Duration', 'Government securities kept at a duration of about 10 years.', 'gilt'),
  d(53, 'floater', 'Floater Fund', 'Mostly floating-rate bonds, whose interest resets as rates change.'),
];

export const SUB_ASSET_BY_KEY = new Map(SUB_ASSET_CLASSES.map((s) => [s.key, s]));

/** Upserts the asset classes and sub-asset classes; every start, so wording fixes reach old databases. */
export async function loadTaxonomy(db: Db): Promise<void> {
  // written only when it differs: every catalogue write moves the catalogue version, and each
  // start and each import calls this
  const [classes, subs] = await Promise.all([db.select().from(assetClasses), db.select().from(subAssetClasses)]);
  const sameClasses = ASSET_CLASSES.every((a) =>
    classes.some((r) => r.id === a.id && r.name === a.name && r.description === a.description && r.sortOrder === a.sortOrder),
  );
  const sameSubs = SUB_ASSET_CLASSES.every((def, i) =>
    subs.some(
      (r) =>
        r.id === def.id &&
        r.key === def.key &&
        r.assetClassId === def.assetClassId &&
        r.name === def.name &&
        r.description === def.description &&
        r.imageUrl === def.image &&
        r.fundType === def.fundType &&
        r.sortOrder === i,
    ),
  );
  if (sameClasses && sameSubs) return;
  await db
    .insert(assetClasses)
    .values(ASSET_CLASSES.map((a) => ({ ...a })))
    .onConflictDoUpdate({
      target: assetClasses.id,
      set: { name: sql`excluded.name`, description: sql`excluded.description`, sortOrder: sql`excluded.sort_order` },
    });
  await db
    .insert(subAssetClasses)
    .values(
      SUB_ASSET_CLASSES.map((s, i) => ({
        id: s.id,
        key: s.key,
        assetClassId: s.assetClassId,
        name: s.name,
        description: s.description,
        imageUrl: s.image,
        fundType: s.fundType,
        sortOrder: i,
      })),
    )
    .onConflictDoUpdate({
      target: subAssetClasses.id,
      set: {
        key: sql`excluded.key`,
        assetClassId: sql`excluded.asset_class_id`,
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        imageUrl: sql`excluded.image_url`,
        fundType: sql`excluded.fund_type`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}
