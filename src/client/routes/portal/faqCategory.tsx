import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/layout/page.tsx';

/** FAQ's: filled by a later issue; the route exists so that no URL of the spec 404s. */
export const Route = createFileRoute('/portal/faqCategory')({
  component: () => <Page title="FAQ's" />,
});
