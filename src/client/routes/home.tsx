import { createFileRoute } from '@tanstack/react-router';
import { PublicShell } from '../components/layout/public-shell.tsx';
import { SignInScreen } from '../features/auth/components/sign-in-screen.tsx';
import { publicOnly } from '../session/guards.ts';

export const Route = createFileRoute('/home')({
  beforeLoad: ({ context }) => publicOnly(context.queryClient),
  component: () => (
    <PublicShell>
      <SignInScreen />
    </PublicShell>
  ),
});
