import type { UserDetails } from '@shared/contract/user.ts';
import { formatReturn, groupDecimalString } from '@shared/rules/format/indian-number.ts';

/** Market value, returns and profile completion (spec 3 §2.9), as the header panel shows them too. */
export function ProfileSummary({ user }: { user: UserDetails }) {
  const returns = formatReturn(user.cigr_percentage);
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <div className="rounded-lg border bg-muted/40 p-4">
        <dt className="text-sm text-muted-foreground">Market Value</dt>
        <dd className="text-xl font-semibold">₹{groupDecimalString(user.aum)}</dd>
      </div>
      <div className="rounded-lg border bg-muted/40 p-4">
        <dt className="text-sm text-muted-foreground">Returns</dt>
        <dd className={returns.startsWith('-') ? 'text-xl font-semibold text-destructive' : 'text-xl font-semibold'}>
          {returns === 'NA' ? 'NA' : `${returns}%`}
        </dd>
      </div>
      <div className="rounded-lg border bg-muted/40 p-4">
        <dt className="text-sm text-muted-foreground">Profile Completion</dt>
        <dd className="flex items-center gap-3">
          <span className="text-xl font-semibold">{user.complete_percentage}%</span>
          <progress className="h-2 w-full accent-primary" max={100} value={user.complete_percentage} aria-label="Profile completion" />
        </dd>
      </div>
    </dl>
  );
}
