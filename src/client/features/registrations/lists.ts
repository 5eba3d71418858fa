import type { Registration } from '@shared/contract/registrations.ts';

export type RegKind = 'SIP' | 'SWP' | 'STP';

/** Tab labels and empty messages (spec 3 §2.7); SWP and STP follow the SIP pattern. */
export function listTexts(kind: RegKind) {
  return {
    activeTab: `${kind} details`,
    completedTab: `Completed ${kind}'s`,
    // the spec pairs these words with the tabs the other way round; each is shown where it is true
    activeEmpty: `No ${kind}s have been Registered yet`,
    completedEmpty: `No ${kind} has completed yet`,
  };
}

/** Active (not ended, not cancelled) and completed (ended or cancelled), each sorted by scheme name (spec 3 §4.3). */
export function splitRegistrations(list: readonly Registration[], kind: RegKind): { active: Registration[]; completed: Registration[] } {
  const mine = list.filter((r) => r.TrType === kind).sort((a, b) => a.SchemeName.localeCompare(b.SchemeName) || b.ID - a.ID);
  // a paused plan is still a running one: it resumes by itself
  const running = (r: Registration) => r.Status === 'In Progress' || r.Status === 'Paused';
  return { active: mine.filter(running), completed: mine.filter((r) => !running(r)) };
}

/** "10 of every month" (spec 3 §9) for monthly plans; the frequency otherwise. */
export function dayText(r: Pick<Registration, 'SIPDay' | 'Frequency'>): string {
  return r.Frequency === 'Monthly' ? `${r.SIPDay} of every month` : `${r.Frequency}, from day ${r.SIPDay}`;
}
