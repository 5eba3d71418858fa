import { createFileRoute } from '@tanstack/react-router';
import { PublicShell } from '../components/layout/public-shell.tsx';
import { UnlockScreen } from '../session/unlock-screen.tsx';

/** /unlock (ours): offline after the session ended, the device unlock opens the saved copy read-only. */
export const Route = createFileRoute('/unlock')({
  component: () => (
    <PublicShell>
      <UnlockScreen />
    </PublicShell>
  ),
});
