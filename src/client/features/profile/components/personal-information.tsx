import type { ReactNode } from 'react';
import type { Masters } from '@shared/contract/masters.ts';
import type { ProfileData } from '@shared/contract/profile.ts';
import type { UserDetails } from '@shared/contract/user.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ProfileSummary } from './profile-summary.tsx';

export const genderOf = (masters: Masters, sex: number | null): 'female' | null => (masters.Sex.find((s) => s.id === sex)?.name === 'Female' ? 'female' : null);

/**
 * Personal Information (spec 3 §2.9): the summary, the investor's details, 'Head of the family'
 * for a family head, the risk status followed by 'Investor', and EDIT. `activeSessions` is the
 * slot for the active-sessions card; nothing is shown while it is empty.
 */
export function PersonalInformation({
  user,
  data,
  masters,
  onEdit,
  activeSessions,
}: {
  user: UserDetails;
  data: ProfileData;
  masters: Masters;
  onEdit(): void;
  activeSessions?: ReactNode;
}) {
  const b = data.basic_details[0];
  const rows: Array<[string, string | null | undefined]> = [
    ['Name', user.name || [b?.First_Name, b?.Last_Name].filter(Boolean).join(' ')],
    ['PAN', b?.PAN],
    ['Email', b?.Home_EMailID ?? user.email_id],
    ['Date of Birth', b?.Date_of_Birth],
    ['Mobile Number', b?.Home_MobileNo ? `+91 ${b.Home_MobileNo}` : null],
    ['Nivesh Account ID', b?.CAccountNo ?? user.CAccountNo ?? user.ID],
  ];
  return (
    <div className="flex flex-col gap-6">
      <ProfileSummary user={user} />
      <Card>
        <CardHeader className="flex-row items-center justify-between gap-4">
          <div className="flex items-center gap-4">
            <Avatar src={user.profile_pic} gender={genderOf(masters, b?.Sex ?? null)} alt="Your profile picture" size={64} />
            <div>
              <CardTitle level={2}>{user.name}</CardTitle>
              {user.family_status === 1 && <p className="text-sm font-medium text-primary">Head of the family</p>}
              {user.risk_status && <p className="text-sm text-muted-foreground">{user.risk_status} Investor</p>}
            </div>
          </div>
          <Button variant="outline" onClick={onEdit}>
            EDIT
          </Button>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {rows.map(([label, value]) => (
              <div key={label} className="flex flex-col">
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="font-medium break-all">{value || '-'}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      {activeSessions}
    </div>
  );
}
