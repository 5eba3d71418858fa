import { createFileRoute } from '@tanstack/react-router';
import { PublicShell } from '../components/layout/public-shell.tsx';
import { SignUpScreen } from '../features/auth/components/sign-up-screen.tsx';
import { publicOnly } from '../session/guards.ts';

export const Route = createFileRoute('/sign-up')({
  beforeLoad: ({ context }) => publicOnly(context.queryClient),
  component: () => (
    <PublicShell>
      <SignUpScreen />
    </PublicShell>
  ),
});
