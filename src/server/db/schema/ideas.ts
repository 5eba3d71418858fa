/**
 * Investment ideas: curated portfolios (spec 2 §2.10, §3). An operator edits these tables (README
 * says how); a scheme's weight is its share of the idea in percent, and an idea's weights add up to
 * 100 (an idea whose weights do not is not offered). Performance is not stored: it is computed
 * from the schemes' NAV history when asked for.
 */
import { index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { schemes } from './catalogue.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The Mutual Funds home's idea tabs (spec 2 §2.3). */
export type IdeaCategory = 'equity' | 'fixed-income' | 'multi-asset';

/** The five methodology steps (spec 2 §2.10), each a short text. */
export interface IdeaMethodology {
  universe: string;
  categoryFilter: string;
  schemeSelection: string;
  allocation: string;
  rebalancing: string;
}

export const investmentIdeas = pgTable(
  'investment_ideas',
  {
    id: serial('id').primaryKey(),
    /** stable key for the demo seed and for operators' scripts */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** the Overview tab */
    overview: text('overview').notNull(),
    category: text('category').$type<IdeaCategory>().notNull(),
    iconImage: text('icon_image').notNull(),
    imagePath: text('image_path').notNull(),
    methodology: jsonb('methodology').$type<IdeaMethodology>().notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('investment_ideas_slug_uq').on(t.slug)],
);

export const investmentIdeaHighlights = pgTable(
  'investment_idea_highlights',
  {
    id: serial('id').primaryKey(),
    ideaId: integer('idea_id')
      .notNull()
      .references(() => investmentIdeas.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imagePath: text('image_path').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [index('investment_idea_highlights_idea_idx').on(t.ideaId)],
);

export const investmentIdeaSchemes = pgTable(
  'investment_idea_schemes',
  {
    ideaId: integer('idea_id')
      .notNull()
      .references(() => investmentIdeas.id, { onDelete: 'cascade' }),
    schemeId: integer('scheme_id')
      .notNull()
      .references(() => schemes.id),
    /** percent of the idea, 2 decimals */
    weight: numeric('weight', { precision: 5, scale: 2 }).notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ideaId, t.schemeId] })],
);
