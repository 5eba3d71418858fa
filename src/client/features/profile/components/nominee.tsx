import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Masters } from '@shared/contract/masters.ts';
import { PROFILE_MESSAGES, type ProfileNominee } from '@shared/contract/profile.ts';
import { EMAIL_MAX_LENGTH, isValidEmail } from '@shared/rules/onboarding/email.ts';
import { MOBILE_LENGTH, MOBILE_MESSAGES, isValidMobile, sanitizeMobileInput } from '@shared/rules/onboarding/mobile.ts';
import { NAME_MAX_LENGTH, capitalizeFirst } from '@shared/rules/onboarding/name.ts';
import { ONBOARDING_MESSAGES } from '@shared/rules/onboarding/onboarding-forms.ts';
import { PAN_LENGTH, sanitizePanInput, validateOnboardingPan } from '@shared/rules/onboarding/pan.ts';
import { PINCODE_LENGTH } from '@shared/rules/onboarding/pincode.ts';
import { istDate, ymdToDmy } from '@shared/time/ist.ts';
import { ConfirmDialog } from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { profileCalls } from '../calls.ts';
import { refreshProfile } from '../queries.ts';
import { FormAlert, useAction } from './use-action.tsx';

/** The IST date today (the latest a date of birth may be). */
const todayIst = (): string => istDate(new Date());

const EMPTY = { name: '', relation: '', pan: '', dob: '', email: '', mobile: '', address: '', city: '', pin: '' };

/** The add form's checks, in the order the submit reports them. */
function nomineeProblem(f: typeof EMPTY, ownPan: string | null): string | null {
  if (f.name.trim() === '' || f.relation === '') return PROFILE_MESSAGES.fillMandatory;
  if (Object.values(f).some((v) => v.trim() === '')) return PROFILE_MESSAGES.fillMandatory;
  const pan = validateOnboardingPan(f.pan, ownPan);
  if (pan) return pan;
  if (!isValidEmail(f.email)) return ONBOARDING_MESSAGES.invalidEmail;
  if (!isValidMobile(f.mobile)) return MOBILE_MESSAGES.invalid;
  return null;
}

/**
 * The add form (spec 3 §2.9, §5): Nominee Name, Relation and Nominee PAN, plus the date of birth
 * and contact SEBI asks of a nominee. Name and relation missing: 'Please fill Mandatory Fields';
 * the PAN's 4th character must be P. CANCEL clears the form.
 */
function NomineeForm({ masters, ownPan, onDone }: { masters: Masters; ownPan: string | null; onDone(saved: boolean): void }) {
  const [f, setF] = useState(EMPTY);
  const problem = nomineeProblem(f, ownPan);
  const { error, setError, busy, run } = useAction(problem);
  const set = (patch: Partial<typeof EMPTY>) => setF({ ...f, ...patch });
  const panError = f.pan.length > 3 ? validateOnboardingPan(f.pan, ownPan) : null;

  const submit = async () => {
    if (problem) return setError(problem);
    const saved = await run(() =>
      profileCalls.addNominee({
        Nominee_Name: f.name.trim(),
        Nominee_RelationShip: Number(f.relation),
        Nominee_PAN: f.pan,
        Nominee_DOB: ymdToDmy(f.dob),
        Nominee_Email: f.email.trim(),
        Nominee_Mobile: f.mobile,
        Nominee_Address: f.address.trim(),
        Nominee_city: f.city.trim(),
        Nominee_pin: f.pin.trim(),
      }),
    );
    if (saved) onDone(true);
  };

  return (
    <form
      noValidate
      aria-label="Add New Nominee"
      className="grid gap-5 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField label="Nominee Name" value={f.name} onChange={(v) => set({ name: capitalizeFirst(v) })} maxLength={NAME_MAX_LENGTH} />
      <Dropdown
        label="Relation"
        value={f.relation || undefined}
        onValueChange={(v) => set({ relation: v })}
        options={masters.Relation.map((r) => ({ value: String(r.id), label: r.name }))}
      />
      <TextField
        label="Nominee PAN"
        value={f.pan}
        onChange={(v) => set({ pan: sanitizePanInput(v) })}
        maxLength={PAN_LENGTH}
        error={panError}
        autoComplete="off"
      />
      <TextField label="Nominee Date of Birth" type="date" value={f.dob} onChange={(v) => set({ dob: v })} max={todayIst()} />
      <TextField label="Nominee Email" type="email" value={f.email} onChange={(v) => set({ email: v })} maxLength={EMAIL_MAX_LENGTH} />
      <TextField
        label="Nominee Mobile"
        type="tel"
        inputMode="numeric"
        value={f.mobile}
        onChange={(v) => set({ mobile: sanitizeMobileInput(v) })}
        maxLength={MOBILE_LENGTH}
      />
      <TextField label="Nominee Address" value={f.address} onChange={(v) => set({ address: v })} maxLength={120} className="sm:col-span-2" />
      <TextField label="Nominee City" value={f.city} onChange={(v) => set({ city: v })} maxLength={60} />
      <TextField
        label="Nominee Pincode"
        inputMode="numeric"
        value={f.pin}
        onChange={(v) => set({ pin: v.replace(/\D/g, '').slice(0, PINCODE_LENGTH) })}
        maxLength={PINCODE_LENGTH}
      />
      <div className="sm:col-span-2">
        <FormAlert message={panError ? null : error} />
      </div>
      <div className="flex gap-3 sm:col-span-2">
        <Button
          type="button"
          variant="outline"
          disabled={busy}
          onClick={() => {
            setF(EMPTY);
            setError(null);
            onDone(false);
          }}
        >
          CANCEL
        </Button>
        <Button type="submit" disabled={busy}>
          SUBMIT
        </Button>
      </div>
    </form>
  );
}

/** Nominee (spec 3 §2.9): cards, or 'You do not have any nominee' and 'Add New Nominee' (only when there is none). */
export function Nominees({ nominees, masters, ownPan }: { nominees: ProfileNominee[]; masters: Masters; ownPan: string | null }) {
  const qc = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ProfileNominee | null>(null);
  const { error, run } = useAction();
  const relation = (id: number) => masters.Relation.find((r) => r.id === id)?.name ?? '';

  if (adding) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Add New Nominee</CardTitle>
        </CardHeader>
        <CardContent>
          <NomineeForm
            masters={masters}
            ownPan={ownPan}
            onDone={(saved) => {
              setAdding(false);
              if (saved) {
                toast(PROFILE_MESSAGES.nomineeAdded, { variant: 'success' });
                void refreshProfile(qc);
              }
            }}
          />
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <FormAlert message={error} />
      {nominees.length === 0 ? (
        <>
          <p className="text-muted-foreground">{PROFILE_MESSAGES.noNominee}</p>
          <Button className="self-start" onClick={() => setAdding(true)}>
            Add New Nominee
          </Button>
        </>
      ) : (
        <ul aria-label="Nominees" className="grid gap-4 md:grid-cols-2">
          {nominees.map((n) => (
            <li key={n.Nominee_ID}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle>{n.Nominee_Name}</CardTitle>
                </CardHeader>
                <CardContent className="flex flex-col gap-3">
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    <dt className="text-muted-foreground">Relation</dt>
                    <dd>{relation(n.Nominee_RelationShip)}</dd>
                    <dt className="text-muted-foreground">Share</dt>
                    <dd>{n.Nper}%</dd>
                    {n.Nominee_PAN && (
                      <>
                        <dt className="text-muted-foreground">PAN</dt>
                        <dd>{n.Nominee_PAN}</dd>
                      </>
                    )}
                  </dl>
                  {nominees.length === 1 && (
                    <Button size="sm" variant="ghost" className="self-start" onClick={() => setRemoving(n)} aria-label={`Remove ${n.Nominee_Name} as nominee`}>
                      Remove
                    </Button>
                  )}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Are you sure want to remove your nominee?"
        description="You can add a new nominee afterwards."
        destructive
        onConfirm={() => {
          const target = removing;
          setRemoving(null);
          if (target)
            void run(() => profileCalls.deleteNominee(target.Nominee_ID)).then((ok) => {
              if (ok) {
                toast(PROFILE_MESSAGES.deleted);
                void refreshProfile(qc);
              }
            });
        }}
      />
    </div>
  );
}
