import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { FamilyMember } from '@shared/contract/family.ts';
import { FAMILY_MESSAGES } from '@shared/rules/family/family.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { familyQueries } from '../queries.ts';
import { avatarGender, returnsText, rupeesText } from './member-card.tsx';

/**
 * The family part of the header's profile panel (spec 3 §2.2, §4.9): 'Switch portfolio by
 * clicking on member's name', a Family Portfolio entry (member count and family market value)
 * for a head, and the members. The profile in use is marked, not a button.
 */
export function SwitchPanel({ owner, onSwitch, busy }: { owner: string; onSwitch(member: FamilyMember): void; busy: boolean }) {
  const list = useQuery(familyQueries.switchList(owner));
  const members = list.data?.switch_list ?? [];
  if (members.length < 2) return null;
  return (
    <section aria-labelledby="switch-portfolio" className="mt-6 flex flex-col gap-3 border-t pt-4">
      <h3 id="switch-portfolio" className="font-semibold">
        Family
      </h3>
      <p className="text-sm text-muted-foreground">{FAMILY_MESSAGES.switchHint}</p>
      <Link
        to="/portal/family-portfolio"
        className="rounded-[var(--radius)] border p-3 text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <span className="font-medium">Family Portfolio</span>
        <span className="block text-muted-foreground">
          {list.data!.member_count} members · {rupeesText(list.data!.family_aum)}
        </span>
      </Link>
      <ul className="flex flex-col gap-2">
        {members.map((m) => {
          const body = (
            <>
              <Avatar src={m.profile_pic} gender={avatarGender(m.Gender)} alt="" size={40} />
              <span className="min-w-0 flex-1">
                <span className="block font-medium">
                  {m.name}
                  {m.family_status === 1 && <span className="ml-1 text-xs font-normal text-muted-foreground">(Head of the Family)</span>}
                  {m.is_self && <span className="ml-1 text-xs font-normal text-muted-foreground">(current)</span>}
                </span>
                <span className="block text-xs text-muted-foreground">
                  {m.risk_status ? `${m.risk_status} Investor` : 'Risk profile not taken'} · {m.CAccountNo ?? m.ID}
                </span>
                <span className="block text-xs break-all text-muted-foreground">{m.email_id ?? '-'}</span>
                <span className="block text-xs tabular-nums">
                  {rupeesText(m.aum)} · {returnsText(m.cigr_percentage)}
                </span>
              </span>
            </>
          );
          return (
            <li key={m.child_id}>
              {m.is_self ? (
                <div className="flex items-center gap-3 rounded-[var(--radius)] border border-primary/50 p-2 text-sm">{body}</div>
              ) : (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onSwitch(m)}
                  aria-label={`Switch to ${m.name}`}
                  className="flex w-full items-center gap-3 rounded-[var(--radius)] border p-2 text-left text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60"
                >
                  {body}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
