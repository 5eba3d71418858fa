import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_COUNTRY_ID, type Masters } from '@shared/contract/masters.ts';
import { PAGE_NO, type OnboardingDetails } from '@shared/contract/onboarding.ts';
import { AGE_MESSAGES } from '@shared/rules/onboarding/age.ts';
import { sanitizeMobileInput } from '@shared/rules/onboarding/mobile.ts';
import { capitalizeFirst, NAME_MAX_LENGTH } from '@shared/rules/onboarding/name.ts';
import { NOMINEE_MESSAGES, remainingShare } from '@shared/rules/onboarding/nominee-share.ts';
import { NOMINEE_ID_PAN, isMinorOn, validateNominee } from '@shared/rules/onboarding/onboarding-forms.ts';
import { sanitizePanInput } from '@shared/rules/onboarding/pan.ts';
import { sanitizePincodeInput } from '@shared/rules/onboarding/pincode.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { onboardingCalls } from '../calls.ts';
import { onboardingQueries } from '../queries.ts';
import { useStepAction } from '../use-step-action.ts';
import { FormAlert, SelectField, toDmy, todayIst } from './fields.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

const EMPTY = {
  name: '',
  relation: null as number | null,
  share: '',
  dob: '',
  idType: null as number | null,
  idNumber: '',
  email: '',
  mobile: '',
  address1: '',
  address2: '',
  address3: '',
  city: '',
  pincode: '',
};

/** One nominee (spec 1 §2, §5): share within what is left, a guardian for a minor, an identity document. */
export function NomineeForm({ details, masters, onSaved }: { details: OnboardingDetails; masters: Masters; onSaved(d: OnboardingDetails): void }) {
  const idTypes = useQuery(onboardingQueries.declarations('Nominee_Add')).data ?? [];
  const [f, setF] = useState(EMPTY);
  const [country, setCountry] = useState<number | null>(DEFAULT_COUNTRY_ID);
  const [isMinor, setIsMinor] = useState(false);
  const [guardianRelation, setGuardianRelation] = useState<number | null>(null);
  const [guardianName, setGuardianName] = useState('');
  const [soa, setSoa] = useState(true);
  const shares = details.nominee.map((n) => n.Nper);
  const set = (k: keyof typeof EMPTY) => (v: string) => setF((old) => ({ ...old, [k]: v }));
  const idNumber = f.idType === NOMINEE_ID_PAN ? sanitizePanInput(f.idNumber) : f.idNumber.trim();
  const form = { ...f, idNumber, country, isMinor, guardianRelation, guardianName };
  const check = () => validateNominee(form, { todayYmd: todayIst(), ownPan: details.PAN, existingShares: shares, takenPans: [] });
  const { error, setError, busy, run, keep } = useStepAction(check());

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const problem = check();
    if (problem) return setError(problem);
    const answer = await run(() =>
      onboardingCalls.saveNominee({
        page_no: PAGE_NO.nominee,
        name: f.name.trim(),
        relation: f.relation!,
        Nper: f.share,
        Nominee_DOB: toDmy(f.dob),
        Nominee_Identity_Type: f.idType!,
        Nominee_IDnumber: idNumber,
        Nominee_Email: f.email.trim(),
        Nominee_Mobile: f.mobile,
        Nominee_Address: f.address1.trim(),
        nominee_address2: f.address2.trim(),
        nominee_address3: f.address3.trim(),
        Nominee_city: f.city.trim(),
        Nominee_pin: f.pincode,
        Nominee_country: country!,
        pan: f.idType === NOMINEE_ID_PAN ? idNumber : '',
        Nominee_IsMinor: isMinor ? 'Y' : 'N',
        Nominee_Guardian: isMinor ? guardianRelation : null,
        Guardian_Name: isMinor ? guardianName.trim() : '',
        Nominee_SOA: soa ? 'Y' : 'N',
      }),
    );
    if (!answer) return;
    keep(answer.onboarding_details);
    setF(EMPTY);
    setIsMinor(false);
    setGuardianRelation(null);
    setGuardianName('');
    onSaved(answer.onboarding_details);
  };

  const fieldErr = (pred: (m: string) => boolean) => (error && pred(error) ? error : null);
  const shareError = fieldErr((m) => m.startsWith('Please enter number'));
  const dobError = fieldErr((m) => (Object.values(AGE_MESSAGES) as string[]).includes(m));
  const guardianError = fieldErr((m) => m === NOMINEE_MESSAGES.guardian);
  const remaining = remainingShare(shares);
  return (
    <form noValidate onSubmit={(e) => void save(e)} className="flex flex-col gap-5" aria-label="Add a nominee">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Nominee Name" value={f.name} onChange={(v) => set('name')(capitalizeFirst(v))} maxLength={NAME_MAX_LENGTH} autoComplete="off" />
        <SelectField label="Relation" value={f.relation} onChange={(v) => setF((o) => ({ ...o, relation: v }))} options={masters.Relation} />
        <TextField
          label="Percentage"
          value={f.share}
          onChange={(v) => set('share')(v.replace(/\D/g, '').slice(0, 3))}
          inputMode="numeric"
          maxLength={3}
          hint={`Up to ${remaining}% is left to give`}
          error={shareError}
        />
        <TextField
          label="Nominee Date of Birth"
          type="date"
          value={f.dob}
          max={todayIst()}
          onChange={(v) => {
            set('dob')(v);
            setIsMinor(isMinorOn(v, todayIst()));
          }}
          error={dobError}
        />
      </div>
      <div className="flex items-center gap-3">
        <Checkbox id="nominee-minor" checked={isMinor} onCheckedChange={(v) => setIsMinor(v === true)} />
        <Label htmlFor="nominee-minor">Nominee is a minor</Label>
      </div>
      {isMinor && (
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Guardian"
            value={guardianRelation}
            onChange={setGuardianRelation}
            options={masters.Relation}
            error={guardianError}
            placeholder="Please select Guardian"
          />
          <TextField label="Guardian Name" value={guardianName} onChange={(v) => setGuardianName(capitalizeFirst(v))} maxLength={NAME_MAX_LENGTH} />
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Identity Proof"
          value={f.idType}
          onChange={(v) => setF((o) => ({ ...o, idType: v }))}
          options={idTypes.map((d) => ({ id: d.PK_ID, name: d.NAME }))}
        />
        <TextField
          label="Identity Number"
          value={f.idNumber}
          onChange={(v) => set('idNumber')(f.idType === NOMINEE_ID_PAN ? sanitizePanInput(v) : v.toUpperCase().slice(0, 20))}
          autoComplete="off"
        />
        <TextField label="Nominee Email" type="email" inputMode="email" value={f.email} onChange={(v) => set('email')(v.trim())} autoComplete="off" />
        <TextField
          label="Nominee Mobile"
          inputMode="numeric"
          value={f.mobile}
          onChange={(v) => set('mobile')(sanitizeMobileInput(v))}
          maxLength={10}
          autoComplete="off"
        />
      </div>
      <TextField label="Nominee Address Line 1" value={f.address1} onChange={set('address1')} maxLength={120} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Nominee Address Line 2 (optional)" value={f.address2} onChange={set('address2')} maxLength={120} />
        <TextField label="Nominee Address Line 3 (optional)" value={f.address3} onChange={set('address3')} maxLength={120} />
        <TextField label="Nominee City" value={f.city} onChange={set('city')} maxLength={60} />
        <TextField
          label="Nominee Pincode"
          inputMode="numeric"
          value={f.pincode}
          onChange={(v) => set('pincode')(country === DEFAULT_COUNTRY_ID ? sanitizePincodeInput(v) : v.slice(0, 6))}
          maxLength={6}
        />
        <SelectField label="Nominee Country" value={country} onChange={setCountry} options={masters.Country} />
      </div>
      <div className="flex items-center gap-3">
        <Checkbox id="nominee-soa" checked={soa} onCheckedChange={(v) => setSoa(v === true)} />
        <Label htmlFor="nominee-soa">Show the nominee&apos;s name in my account statement</Label>
      </div>
      <FormAlert message={shareError || dobError || guardianError ? null : error} />
      <Button type="submit" variant="outline" className="self-end" disabled={busy}>
        SAVE NOMINEE
      </Button>
    </form>
  );
}
