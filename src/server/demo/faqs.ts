import { eq } from 'drizzle-orm';
import { faqCategories, faqs } from '../db/schema.ts';
import type { AppDeps } from '../lib/context.ts';
import { FAQ_SEED } from './faqs-data.ts';

/**
 * Demo mode: the FAQ set, inserted once (keyed by category name and question, so a restart adds
 * only new questions and never overwrites an operator's edit).
 */
export async function seedDemoFaqs(deps: AppDeps): Promise<number> {
  const { db } = deps;
  let added = 0;
  for (const [ci, cat] of FAQ_SEED.entries()) {
    await db.insert(faqCategories).values({ name: cat.category, sortOrder: ci }).onConflictDoNothing();
    const [row] = await db.select().from(faqCategories).where(eq(faqCategories.name, cat.category));
    for (const [qi, item] of cat.items.entries()) {
      const r = await db
        .insert(faqs)
        .values({ categoryId: row!.id, question: item.q, answer: item.a, sortOrder: qi })
        .onConflictDoNothing()
        .returning({ id: faqs.id });
      added += r.length;
    }
  }
  return added;
}
