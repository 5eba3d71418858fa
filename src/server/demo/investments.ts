import type { AppDeps } from '../lib/context.ts';
import { seedDemoGoals } from './goals.ts';
import { seedDemoIdeas } from './ideas.ts';
import { seedDemoOtherProducts } from './other-products.ts';

/** Ideas, goals, deposits and insurance questions (demo mode), after the demo catalogue they build on. */
export async function seedDemoInvestments(deps: AppDeps): Promise<void> {
  await seedDemoIdeas(deps);
  await seedDemoGoals(deps);
  await seedDemoOtherProducts(deps);
}
