import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { UserDetails } from '@shared/contract/user.ts';
import { formatReturn, groupDecimalString } from '@shared/rules/format/indian-number.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { profileQueries } from '../queries.ts';
import { genderOf } from './personal-information.tsx';

/**
 * The header's profile panel 'Current Portfolio' (spec 3 §2.2): avatar, risk profile, account
 * number, email, market value, returns and profile completion. Family members are listed by the
 * family module when it lands.
 */
export function ProfilePanel({ user }: { user: UserDetails | null }) {
  const data = useQuery(profileQueries.data());
  const masters = useQuery(profileQueries.masters());
  if (!user) return null;
  const sex = data.data?.basic_details[0]?.Sex ?? null;
  const returns = formatReturn(user.cigr_percentage);
  return (
    <div className="mt-4 flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <Avatar src={user.profile_pic} gender={masters.data ? genderOf(masters.data, sex) : null} alt="" size={56} />
        <div className="min-w-0">
          <p className="font-semibold">{user.name}</p>
          <p className="text-sm text-muted-foreground">{user.risk_status ? `${user.risk_status} Investor` : 'Risk profile not taken'}</p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Account No.</dt>
        <dd>{user.CAccountNo ?? user.ID}</dd>
        <dt className="text-muted-foreground">Email</dt>
        <dd className="break-all">{user.email_id ?? '-'}</dd>
        <dt className="text-muted-foreground">Market Value</dt>
        <dd>₹{groupDecimalString(user.aum)}</dd>
        <dt className="text-muted-foreground">Returns</dt>
        <dd>{returns === 'NA' ? 'NA' : `${returns}%`}</dd>
        <dt className="text-muted-foreground">Profile Completion</dt>
        <dd>{user.complete_percentage}%</dd>
      </dl>
      <Link to="/portal/profile/personal-information" className="text-sm font-medium text-primary underline underline-offset-2">
        View your profile
      </Link>
    </div>
  );
}
