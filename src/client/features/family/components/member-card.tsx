import type { FamilyMember } from '@shared/contract/family.ts';
import { formatReturn, groupDecimalString } from '@shared/rules/format/indian-number.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';

/** Gender for the avatar (spec 3 §2.2): family members with Gender 282 get the male avatar, 283 the female one. */
export const avatarGender = (g: number | null): 'male' | 'female' | null => (g === 282 ? 'male' : g === 283 ? 'female' : null);
export const rupeesText = (text: string): string => `₹${groupDecimalString(text)}`;
export const returnsText = (v: string | null): string => {
  const r = formatReturn(v);
  return r === 'NA' ? r : `${r}%`;
};

/** One member of the carousel (spec 3 §2.9); market value and returns only for members who are not the head. */
export function MemberCard({ member }: { member: FamilyMember }) {
  const head = member.family_status === 1;
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <Avatar src={member.profile_pic} gender={avatarGender(member.Gender)} alt="" size={72} />
      <div>
        <p className="text-lg font-semibold">
          {member.name}
          {head && <span className="ml-1 text-sm font-normal text-muted-foreground">(Head of the Family)</span>}
        </p>
        <p className="text-sm text-muted-foreground">{member.risk_status ? `${member.risk_status} Investor` : 'Risk profile not taken'}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-left text-sm">
        {!head && (
          <>
            <dt className="text-muted-foreground">Market Value</dt>
            <dd>{rupeesText(member.aum)}</dd>
            <dt className="text-muted-foreground">Returns</dt>
            <dd>{returnsText(member.cigr_percentage)}</dd>
          </>
        )}
        <dt className="text-muted-foreground">Account Holder Name</dt>
        <dd>{member.name}</dd>
        <dt className="text-muted-foreground">Account ID</dt>
        <dd>{member.CAccountNo ?? member.ID}</dd>
        <dt className="text-muted-foreground">Email</dt>
        <dd className="break-all">{member.email_id ?? '-'}</dd>
      </dl>
    </div>
  );
}
