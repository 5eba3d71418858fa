import { PROFILE_MESSAGES } from '@shared/contract/profile.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

/** Joint Holders (spec 3 §2.9): read-only cards of PAN, name and date of birth. */
export function JointHolders({ holders }: { holders: Array<{ JH_Name: string; JH_PAN: string; JH_DOB: string }> }) {
  if (holders.length === 0) return <p className="text-muted-foreground">{PROFILE_MESSAGES.noJointHolders}</p>;
  return (
    <ul aria-label="Joint holders" className="grid gap-4 md:grid-cols-2">
      {holders.map((h) => (
        <li key={h.JH_PAN}>
          <Card>
            <CardHeader>
              <CardTitle>{h.JH_Name}</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted-foreground">PAN</dt>
                <dd>{h.JH_PAN}</dd>
                <dt className="text-muted-foreground">Date of Birth</dt>
                <dd>{h.JH_DOB}</dd>
              </dl>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
