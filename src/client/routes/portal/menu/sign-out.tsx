import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/layout/page.tsx';

/** /portal/menu/sign-out shows 'Coming Soon' (spec 3 §2.7); signing out is in the header and the menu list. */
export const Route = createFileRoute('/portal/menu/sign-out')({
  component: () => (
    <Page title="Sign Out">
      <p>Coming Soon</p>
    </Page>
  ),
});
