import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/layout/page.tsx';

/** Search FAQs: filled by a later issue; the route exists so that no URL of the spec 404s. */
export const Route = createFileRoute('/portal/faqSearch')({
  component: () => <Page title="Search FAQs" />,
});
