import { useState } from 'react';
import { MANDATE_MESSAGES } from '@shared/rules/mandates/mandate.ts';
import { PROFILE_MESSAGES } from '@shared/contract/profile.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FilePicker } from '../../../components/ui/file-picker.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, messageOf } from '../../../api/errors.ts';
import { profileCalls } from '../calls.ts';
import { FormAlert, useAction } from './use-action.tsx';

const uploadMessage = (err: unknown) =>
  err instanceof ApiError && (err.kind === 'client' || err.kind === 'network') ? messageOf(err) : PROFILE_MESSAGES.uploadFailed;

/**
 * The NACH (XSIP) form step (spec 3 §4.6): download the prefilled form, sign it, upload the signed
 * copy; UPLOAD is enabled only once a file is uploaded, and sends it to the exchange.
 */
export function XsipForm({ mandateId, prefilledUrl, onSent }: { mandateId: string; prefilledUrl: string | null; onSent(): void }) {
  const [url, setUrl] = useState(prefilledUrl);
  const [signed, setSigned] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const { error, busy, run } = useAction();

  const download = async () => {
    const answer = url ? { image_url: url } : await run(() => profileCalls.prefilledForm(mandateId));
    if (!answer) return;
    setUrl(answer.image_url);
    window.open(answer.image_url, '_blank', 'noopener');
  };
  const upload = async (file: File) => {
    setUploading(true);
    setUploadError(null);
    try {
      setSigned((await profileCalls.uploadSignedForm(file)).image_url);
    } catch (err) {
      setUploadError(uploadMessage(err));
    } finally {
      setUploading(false);
    }
  };
  const send = async () => {
    if (!signed) return;
    const answer = await run(() => profileCalls.sendSignedForm(mandateId, signed));
    if (answer) {
      toast('Submitted Successfully', { variant: 'success' });
      onSent();
    }
  };

  return (
    <section aria-label={`NACH form for mandate ${mandateId}`} className="flex flex-col gap-4 rounded-lg border p-4">
      <ol className="list-decimal pl-5 text-sm text-muted-foreground">
        <li>Download the prefilled NACH form and print it.</li>
        <li>Sign it exactly as your bank has your signature.</li>
        <li>Upload a clear photo or scan of the signed form.</li>
      </ol>
      <Button type="button" variant="outline" className="self-start" disabled={busy} onClick={() => void download()}>
        DOWNLOAD NACH FORM
      </Button>
      <FilePicker
        label="Signed NACH form"
        accept="image/jpeg,image/png,application/pdf"
        hint={signed ? 'Ready to upload' : MANDATE_MESSAGES.uploadImage}
        url={signed}
        busy={uploading}
        error={uploadError}
        onFile={(f) => void upload(f)}
      />
      <FormAlert message={error} />
      <Button type="button" className="self-start" disabled={!signed || busy || uploading} onClick={() => void send()}>
        UPLOAD
      </Button>
    </section>
  );
}
