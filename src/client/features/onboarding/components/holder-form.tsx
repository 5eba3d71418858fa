import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ONBOARDING_MESSAGES, type OnboardingDetails } from '@shared/contract/onboarding.ts';
import { isValidEmail } from '@shared/rules/onboarding/email.ts';
import { MOBILE_LENGTH, sanitizeMobileInput } from '@shared/rules/onboarding/mobile.ts';
import { capitalizeFirst, NAME_MAX_LENGTH } from '@shared/rules/onboarding/name.ts';
import { validateJointHolder } from '@shared/rules/onboarding/onboarding-forms.ts';
import { PAN_LENGTH, PAN_MESSAGES, sanitizePanInput } from '@shared/rules/onboarding/pan.ts';
import { Button } from '../../../components/ui/button.tsx';
import { onboardingCalls } from '../calls.ts';
import { onboardingQueries } from '../queries.ts';
import { useStepAction } from '../use-step-action.ts';
import { ContactField } from './contact-verify.tsx';
import { FormAlert, SelectField, toDmy, todayIst } from './fields.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { actionsClass } from './step-props.ts';

const PAN_FIELD: readonly string[] = [PAN_MESSAGES.mandatory, PAN_MESSAGES.invalid, PAN_MESSAGES.nonIndividual, ONBOARDING_MESSAGES.duplicatePan];

/**
 * One joint holder (spec 1 §2): PAN, names, date of birth, and mobile and email each verified
 * by OTP (InvestorType JT) with a declaration. Editing a value away from the verified one
 * un-verifies it (spec 1 §4).
 */
export function HolderForm({
  details,
  mode,
  onSaved,
  onCancel,
}: {
  details: OnboardingDetails;
  mode: 2 | 3;
  onSaved(d: OnboardingDetails): void;
  onCancel?(): void;
}) {
  const emailList = useQuery(onboardingQueries.declarations('email')).data ?? [];
  const mobileList = useQuery(onboardingQueries.declarations('mobile')).data ?? [];
  const [pan, setPan] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [dob, setDob] = useState('');
  const [mobile, setMobile] = useState('');
  const [email, setEmail] = useState('');
  const [verifiedMobile, setVerifiedMobile] = useState<string | null>(null);
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const [mobileDeclaration, setMobileDeclaration] = useState<number | null>(null);
  const [emailDeclaration, setEmailDeclaration] = useState<number | null>(null);
  const mobileVerified = verifiedMobile !== null && verifiedMobile === mobile;
  const emailVerified = verifiedEmail !== null && verifiedEmail === email.trim().toLowerCase();
  const takenPans = details.jh.map((h) => h.JH_PAN);
  const form = { pan, firstName, lastName, dob, email: email.trim(), emailDeclaration, mobile, mobileDeclaration, emailVerified, mobileVerified };
  const { error, setError, busy, run, keep } = useStepAction(validateJointHolder(form, { todayYmd: todayIst(), ownPan: details.PAN, takenPans }));

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const problem = validateJointHolder(form, { todayYmd: todayIst(), ownPan: details.PAN, takenPans });
    if (problem) return setError(problem);
    const answer = await run(() =>
      onboardingCalls.saveJointHolder({
        pan,
        name: firstName,
        JH_Name_Last: lastName,
        dob: toDmy(dob),
        JH_Email: email.trim(),
        JH_Email_Declaration: emailDeclaration!,
        JH_Mobile: mobile,
        JH_Mobile_Declaration: mobileDeclaration!,
        Mode_of_Holding: mode,
      }),
    );
    if (!answer) return;
    keep(answer.onboarding_details);
    onSaved(answer.onboarding_details);
  };

  const panError = error && PAN_FIELD.includes(error) ? error : null;
  const mobileError = error === ONBOARDING_MESSAGES.verifyMobile ? error : null;
  const emailError = error === ONBOARDING_MESSAGES.verifyEmail || error === ONBOARDING_MESSAGES.invalidEmail ? error : null;
  return (
    <form noValidate onSubmit={(e) => void save(e)} className="flex flex-col gap-5" aria-label="Add a joint holder">
      <TextField
        label="Joint Holder PAN"
        value={pan}
        onChange={(v) => setPan(sanitizePanInput(v))}
        maxLength={PAN_LENGTH}
        autoComplete="off"
        error={panError}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Joint Holder First Name"
          value={firstName}
          onChange={(v) => setFirstName(capitalizeFirst(v))}
          maxLength={NAME_MAX_LENGTH}
          autoComplete="off"
        />
        <TextField
          label="Joint Holder Last Name"
          value={lastName}
          onChange={(v) => setLastName(capitalizeFirst(v))}
          maxLength={NAME_MAX_LENGTH}
          autoComplete="off"
        />
      </div>
      <TextField label="Joint Holder Date of Birth" type="date" value={dob} onChange={setDob} max={todayIst()} />
      <ContactField
        channel="mobile"
        label="Joint Holder Mobile"
        joint
        value={mobile}
        onChange={(v) => setMobile(sanitizeMobileInput(v))}
        canVerify={mobile.length === MOBILE_LENGTH}
        verified={mobileVerified}
        onVerified={setVerifiedMobile}
        error={mobileError}
      />
      <SelectField
        label="Joint Holder Mobile declaration"
        value={mobileDeclaration}
        onChange={setMobileDeclaration}
        options={mobileList.map((d) => ({ id: d.PK_ID, name: d.NAME }))}
      />
      <ContactField
        channel="email"
        label="Joint Holder Email"
        joint
        value={email}
        onChange={(v) => setEmail(v.trim())}
        canVerify={isValidEmail(email)}
        verified={emailVerified}
        onVerified={(v) => setVerifiedEmail(v.toLowerCase())}
        error={emailError}
      />
      <SelectField
        label="Joint Holder Email declaration"
        value={emailDeclaration}
        onChange={setEmailDeclaration}
        options={emailList.map((d) => ({ id: d.PK_ID, name: d.NAME }))}
      />
      <FormAlert message={panError || mobileError || emailError ? null : error} />
      <div className={actionsClass}>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          SAVE JOINT HOLDER
        </Button>
      </div>
    </form>
  );
}
