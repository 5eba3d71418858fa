import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { UPLOAD_HINT } from '@shared/contract/onboarding.ts';
import type { UserDetails } from '@shared/contract/user.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FilePicker } from '../../../components/ui/file-picker.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, messageOf } from '../../../api/errors.ts';
import { PROFILE_MESSAGES } from '@shared/contract/profile.ts';
import { profileCalls } from '../calls.ts';
import { refreshProfile } from '../queries.ts';
import { ContactChange } from './contact-change.tsx';

const uploadMessage = (err: unknown) =>
  err instanceof ApiError && (err.kind === 'client' || err.kind === 'network') ? messageOf(err) : PROFILE_MESSAGES.uploadFailed;

/** Edit Personal Information (spec 3 §2.9): the profile picture, and the email and mobile by OTP. */
export function EditPersonalInformation({ user, onDone }: { user: UserDetails; onDone(): void }) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File) => {
    setBusy(true);
    setError(null);
    try {
      await profileCalls.uploadPicture(file);
      toast('Updated Successfully', { variant: 'success' });
      await refreshProfile(qc);
    } catch (err) {
      setError(uploadMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Profile Picture</CardTitle>
        </CardHeader>
        <CardContent>
          <FilePicker
            label="Profile picture"
            accept="image/jpeg,image/png"
            hint={UPLOAD_HINT.signature}
            url={user.profile_pic}
            busy={busy}
            error={error}
            onFile={(f) => void upload(f)}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Contact Details</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <ContactChange channel="email" current={user.email_id} />
          <ContactChange channel="mobile" current={user.phone_number} />
          <p className="text-sm text-muted-foreground">After a change, any other device signed in to your account is signed out.</p>
        </CardContent>
      </Card>
      <Button variant="outline" className="self-start" onClick={onDone}>
        BACK TO PERSONAL INFORMATION
      </Button>
    </div>
  );
}
