import { eq } from 'drizzle-orm';
import { IDEA_MESSAGES, type IdeaOrder } from '@shared/contract/ideas.ts';
import type { CreateTransactionBody } from '@shared/contract/transactions.ts';
import { parseRupees } from '@shared/money/decimal.ts';
import { AMOUNT_MESSAGES, installmentsToSend, validateDrawerInstallments } from '@shared/rules/transactions/amounts.ts';
import { splitByWeight, splitMessage, type BasketPart } from '@shared/rules/transactions/basket-split.ts';
import { SIP_MESSAGES } from '@shared/rules/registrations/sip-calendar.ts';
import { users } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { codeFor } from '../transactions/scheme-port.ts';
import { heldFolio } from '../transactions/held-folio.ts';
import { addBasketToCart } from './basket-orders.ts';
import { loadIdeas, type LoadedIdea } from './load-idea.ts';
import { lumpsumParts, sipParts } from './idea-shape.ts';

type Answer = { invested: true; TE_IHNO: number[] } | { error: string };
const refuse = (error: string): Answer => ({ error });
const text = (v: string | number | undefined) => (v === undefined ? '' : String(v).trim());

export interface InvestIdeaBody {
  orders: IdeaOrder[];
  TrType: 'ISIP' | 'XSIP' | 'NEW';
  InvIdeaID: number;
}

/**
 * POST /ideas/invest (spec 2 §7, §8): one order per scheme of the idea. The amounts must be the
 * idea's split of their total (the split the drawer showed, by the shared rule), each order then
 * goes through create-transaction with the idea's id, all or none.
 */
export async function investIdea(deps: AppDeps, userId: number, body: InvestIdeaBody): Promise<Answer> {
  const [user] = await deps.db.select({ onboarded: users.isOnboarded }).from(users).where(eq(users.id, userId));
  if (!user?.onboarded) return refuse(IDEA_MESSAGES.accountMissing);
  const [idea] = await loadIdeas(deps.db, { id: body.InvIdeaID, warn: deps.log.warn });
  if (!idea) return refuse(IDEA_MESSAGES.notFound);

  const byScheme = new Map(body.orders.map((o) => [o.Sch, o]));
  if (byScheme.size !== body.orders.length || body.orders.length !== idea.members.length) return refuse(IDEA_MESSAGES.ordersMismatch);
  const paired: { member: IdeaMember; order: IdeaOrder }[] = [];
  for (const member of idea.members) {
    const order = byScheme.get(member.scheme.id);
    if (!order) return refuse(IDEA_MESSAGES.ordersMismatch);
    paired.push({ member, order });
  }
  const sip = body.TrType !== 'NEW';
  if (idea.members.some((m) => !codeFor(m.scheme, sip ? 'sip' : 'purchase', null))) return refuse(IDEA_MESSAGES.bseCodeMissing);

  const amountOf = (o: IdeaOrder) => text(sip ? o.InstallmentsAmt : o.Amount);
  if (paired.some(({ order }) => amountOf(order) === '')) return refuse(AMOUNT_MESSAGES.mandatory);
  const amounts = paired.map(({ order }) => parseRupees(amountOf(order)));
  if (!amounts.every((a): a is bigint => a !== null && a > 0n)) return refuse(AMOUNT_MESSAGES.mandatory);

  let parts: BasketPart[] | null;
  let frequency = 0;
  if (sip) {
    const freqs = new Set(body.orders.map((o) => Number(o.Frequency)));
    frequency = [...freqs][0] ?? 0;
    parts = freqs.size === 1 ? sipParts(idea, frequency) : null;
    if (!parts) return refuse(IDEA_MESSAGES.sipNotAllowed);
    if (body.orders.some((o) => text(o.StartDate ?? o.TransTypeDate) === '')) return refuse(IDEA_MESSAGES.sipDays);
    if (body.orders.some((o) => text(o.MandateId) === '')) return refuse(SIP_MESSAGES.mandateMandatory);
    const installments = new Set(body.orders.map((o) => text(o.Installments)));
    const [only] = installments;
    const problem = installments.size === 1 && only !== undefined ? validateDrawerInstallments(only) : AMOUNT_MESSAGES.installmentsMandatory;
    if (problem) return refuse(problem);
  } else parts = lumpsumParts(idea);

  const total = amounts.reduce((s, a) => s + a, 0n);
  const split = splitByWeight(total, parts);
  if (!split.ok) return refuse(splitMessage(split));
  if (
    split.shares.some((s) => {
      const order = byScheme.get(s.key);
      return !order || parseRupees(amountOf(order)) !== s.amountPaise;
    })
  )
    return refuse(IDEA_MESSAGES.splitMismatch);

  // a scheme already held is bought into the folio that holds it, not a new one
  const held = new Map<number, string>();
  for (const m of idea.members) {
    const folio = await heldFolio(deps.db, userId, m.scheme.id, m.scheme.amcId);
    if (folio) held.set(m.scheme.id, folio);
  }
  const orders = paired.map(({ member, order }) => ({
    label: member.scheme.name,
    body: toCreateBody(idea, member, order, body.TrType, frequency, held.get(member.scheme.id) ?? ''),
  }));
  const added = await addBasketToCart(deps, userId, orders);
  return added.ok ? { invested: true, TE_IHNO: added.ids } : refuse(added.error);
}

type IdeaMember = LoadedIdea['members'][number];

function toCreateBody(
  idea: LoadedIdea,
  member: IdeaMember,
  o: IdeaOrder,
  trType: InvestIdeaBody['TrType'],
  frequency: number,
  folio: string,
): CreateTransactionBody {
  const schemeId = member.scheme.id;
  const options = { Growthoption: o.Growthoption, DividendReinvestment: o.DividendReinvestment };
  if (trType === 'NEW')
    return { TrType: folio ? 'ADD' : 'NEW', AccNo: folio, Amount: text(o.Amount), AmcId: Number(o.AmcId), Sch: schemeId, ...options, InvIdeaID: idea.id };
  const max = member.scheme.sipFrequencies.find((f) => f.value === frequency)?.maxInstallments ?? Number.MAX_SAFE_INTEGER;
  return {
    TrType: trType,
    StartDate: text(o.StartDate ?? o.TransTypeDate),
    // the count sent is the smaller of the entered value and the scheme's maximum (spec 2 §5)
    Installments: installmentsToSend(Number(text(o.Installments)), max),
    InstallmentsAmt: text(o.InstallmentsAmt),
    MandateId: text(o.MandateId),
    FirstOrderToday: o.FirstOrderToday ?? 'N',
    Frequency: frequency,
    AmcId: Number(o.AmcId),
    Sch: schemeId,
    ...options,
    AccNo: folio,
    InvIdeaID: idea.id,
  };
}
