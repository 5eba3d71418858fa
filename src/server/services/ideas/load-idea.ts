import { and, asc, eq, inArray } from 'drizzle-orm';
import type { IdeaCategory, IdeaMethodology } from '../../db/schema.ts';
import { investmentIdeaHighlights, investmentIdeaSchemes, investmentIdeas } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import { weightBp, weightsAreWhole } from '@shared/rules/transactions/basket-split.ts';
import { catalogueFacts } from '../transactions/catalogue-facts.ts';
import type { SchemeFacts } from '../transactions/scheme-port.ts';

export interface IdeaMember {
  scheme: SchemeFacts;
  weight: string;
  weightBp: number;
}

export interface LoadedIdea {
  id: number;
  name: string;
  description: string;
  overview: string;
  category: IdeaCategory;
  iconImage: string;
  imagePath: string;
  methodology: IdeaMethodology;
  members: IdeaMember[];
}

type IdeaRow = typeof investmentIdeas.$inferSelect;

/**
 * Active ideas with their schemes' facts. An idea is offered only when every scheme is active in
 * the catalogue and the weights add up to 100; one that does not is left out (and logged), so an
 * operator's slip never sends an investor a lopsided split.
 */
export async function loadIdeas(db: Db | Tx, opts: { id?: number; warn?: (msg: string, data: Record<string, unknown>) => void } = {}): Promise<LoadedIdea[]> {
  const ideas = await db
    .select()
    .from(investmentIdeas)
    .where(and(eq(investmentIdeas.isActive, true), opts.id === undefined ? undefined : eq(investmentIdeas.id, opts.id)))
    .orderBy(asc(investmentIdeas.sortOrder), asc(investmentIdeas.id));
  if (ideas.length === 0) return [];
  const links = await db
    .select()
    .from(investmentIdeaSchemes)
    .where(
      inArray(
        investmentIdeaSchemes.ideaId,
        ideas.map((i) => i.id),
      ),
    )
    .orderBy(asc(investmentIdeaSchemes.sortOrder), asc(investmentIdeaSchemes.schemeId));
  const facts = catalogueFacts(db);
  const out: LoadedIdea[] = [];
  for (const idea of ideas) {
    const members: IdeaMember[] = [];
    let broken: string | null = null;
    for (const link of links.filter((l) => l.ideaId === idea.id)) {
      const scheme = await facts.scheme(link.schemeId);
      const bp = weightBp(link.weight);
      if (!scheme) broken = `scheme ${link.schemeId} is not active in the catalogue`;
      else if (bp === null) broken = `weight ${link.weight} of scheme ${link.schemeId} is not a percentage`;
      else members.push({ scheme, weight: link.weight, weightBp: bp });
    }
    if (!broken && !weightsAreWhole(members)) broken = 'weights do not add up to 100';
    if (broken) {
      opts.warn?.('investment idea left out', { ideaId: idea.id, reason: broken });
      continue;
    }
    out.push(toLoaded(idea, members));
  }
  return out;
}

function toLoaded(idea: IdeaRow, members: IdeaMember[]): LoadedIdea {
  return {
    id: idea.id,
    name: idea.name,
    description: idea.description,
    overview: idea.overview,
    category: idea.category,
    iconImage: idea.iconImage,
    imagePath: idea.imagePath,
    methodology: idea.methodology,
    members,
  };
}

export async function highlightsOf(db: Db, ideaId: number) {
  return db
    .select()
    .from(investmentIdeaHighlights)
    .where(eq(investmentIdeaHighlights.ideaId, ideaId))
    .orderBy(asc(investmentIdeaHighlights.sortOrder), asc(investmentIdeaHighlights.id));
}
