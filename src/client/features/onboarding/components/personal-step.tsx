import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ONBOARDING_MESSAGES, PAGE_NO } from '@shared/contract/onboarding.ts';
import { AGE_MESSAGES } from '@shared/rules/onboarding/age.ts';
import { isValidEmail } from '@shared/rules/onboarding/email.ts';
import { validatePersonal } from '@shared/rules/onboarding/onboarding-forms.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.tsx';
import { onboardingCalls } from '../calls.ts';
import { onboardingQueries } from '../queries.ts';
import { useStepAction } from '../use-step-action.ts';
import { ContactField } from './contact-verify.tsx';
import { FormAlert, SelectField, fromDmy, toDmy, todayIst } from './fields.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { actionsClass, type StepProps } from './step-props.ts';

const AGE_FIELD: readonly string[] = Object.values(AGE_MESSAGES);

/**
 * Step 2: email and mobile, each proved by OTP with a declaration of whose it is, date of birth,
 * gender and marital status. A saved email counts as verified, the mobile once this step was
 * saved (spec 1 §4); changing the email un-verifies it.
 */
export function PersonalStep({ details, masters, next }: StepProps) {
  const emailList = useQuery(onboardingQueries.declarations('email')).data ?? [];
  const mobileList = useQuery(onboardingQueries.declarations('mobile')).data ?? [];
  const [email, setEmail] = useState(details.email_id ?? '');
  const [verifiedEmails, setVerifiedEmails] = useState<string[]>(details.email_id ? [details.email_id] : []);
  const [mobileVerified, setMobileVerified] = useState(details.is_mobile_verified);
  const [emailDeclaration, setEmailDeclaration] = useState<number | null>(details.Email_declaration);
  const [mobileDeclaration, setMobileDeclaration] = useState<number | null>(details.Mobile_declaration);
  const [dob, setDob] = useState(fromDmy(details.Date_of_Birth));
  const [sex, setSex] = useState<number | null>(details.Sex);
  const [marital, setMarital] = useState<number | null>(details.Marrital_Status);
  const emailVerified = verifiedEmails.includes(email.trim().toLowerCase());
  const form = { email: email.trim(), dob, sex, maritalStatus: marital, emailDeclaration, mobileDeclaration, emailVerified, mobileVerified };
  const { error, setError, busy, run, keep } = useStepAction(validatePersonal(form, todayIst()));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const problem = validatePersonal(form, todayIst());
    if (problem) return setError(problem);
    const answer = await run(() =>
      onboardingCalls.saveStep({
        page_no: PAGE_NO.personal,
        email_id: email.trim(),
        Home_EMailID: email.trim(),
        Home_MobileNo: details.Home_MobileNo,
        Date_of_Birth: toDmy(dob),
        Sex: sex!,
        Marrital_Status: marital!,
        Mobile_declaration: mobileDeclaration!,
        Email_declaration: emailDeclaration!,
        is_email_verified: emailVerified,
      }),
    );
    if (!answer) return;
    keep(answer.onboarding_details);
    next();
  };

  const fieldError = (messages: readonly string[]) => (error && messages.includes(error) ? error : null);
  const emailError = fieldError([ONBOARDING_MESSAGES.invalidEmail, ONBOARDING_MESSAGES.verifyEmailId]);
  const mobileError = fieldError([ONBOARDING_MESSAGES.verifyMobileNumber]);
  const dobError = fieldError(AGE_FIELD);
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5">
      <ContactField
        channel="email"
        label="Email"
        value={email}
        onChange={(v) => setEmail(v.trim())}
        canVerify={isValidEmail(email)}
        verified={emailVerified}
        onVerified={(v) => setVerifiedEmails((list) => [...list, v.toLowerCase()])}
        error={emailError}
      />
      <SelectField
        label="Email declaration"
        value={emailDeclaration}
        onChange={setEmailDeclaration}
        options={emailList.map((d) => ({ id: d.PK_ID, name: d.NAME }))}
      />
      <ContactField
        channel="mobile"
        label="Mobile Number"
        value={details.Home_MobileNo}
        readOnly
        canVerify={details.Home_MobileNo.length === 10}
        verified={mobileVerified}
        onVerified={() => setMobileVerified(true)}
        error={mobileError}
      />
      <SelectField
        label="Mobile declaration"
        value={mobileDeclaration}
        onChange={setMobileDeclaration}
        options={mobileList.map((d) => ({ id: d.PK_ID, name: d.NAME }))}
      />
      <TextField label="Date of Birth" type="date" value={dob} onChange={setDob} max={todayIst()} error={dobError} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Gender</legend>
        <RadioGroup value={sex === null ? '' : String(sex)} onValueChange={(v) => setSex(Number(v))} className="flex flex-wrap gap-6" aria-label="Gender">
          {masters.Sex.map((s) => (
            <div key={s.id} className="flex items-center gap-2">
              <RadioGroupItem value={String(s.id)} id={`sex-${s.id}`} />
              <Label htmlFor={`sex-${s.id}`}>{s.name}</Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
      <SelectField label="Marital Status" value={marital} onChange={setMarital} options={masters.Marrital_Status} />
      <FormAlert message={emailError || mobileError || dobError ? null : error} />
      <div className={actionsClass}>
        <Button type="submit" disabled={busy}>
          SAVE &amp; PROCEED
        </Button>
      </div>
    </form>
  );
}
