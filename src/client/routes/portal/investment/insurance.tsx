import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/layout/page.tsx';

/** Insurance: filled by a later issue; the route exists so that no URL of the spec 404s. */
export const Route = createFileRoute('/portal/investment/insurance')({
  component: () => <Page title="Insurance" />,
});
