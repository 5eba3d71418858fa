import { useSuspenseQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { supportContactQuery } from '../queries.ts';
import { RaiseQueryForm } from './raise-query-form.tsx';
import { TicketsList } from './tickets-list.tsx';

/** Customer Support (spec 3 §2.7): tabs 'Raise a Query' and 'Write to Us'. */
export function CustomerSupportView({ owner, email }: { owner: string; email: string }) {
  const { data: mailto } = useSuspenseQuery(supportContactQuery());
  return (
    <Tabs defaultValue="raise">
      <TabsList className="self-start">
        <TabsTrigger value="raise">Raise a Query</TabsTrigger>
        <TabsTrigger value="write">Write to Us</TabsTrigger>
      </TabsList>
      <TabsContent value="raise" className="flex flex-col gap-8">
        <RaiseQueryForm defaultEmail={email} />
        <section aria-labelledby="tickets-heading">
          <h2 id="tickets-heading" className="mb-3 text-lg font-semibold">
            Your tickets
          </h2>
          {owner ? <TicketsList owner={owner} /> : <p className="text-muted-foreground">You have not raised any query yet.</p>}
        </section>
      </TabsContent>
      <TabsContent value="write" className="flex max-w-xl flex-col gap-4">
        <p>Tell us what you think of Nivesh, or anything we could do better. Your mail app opens with a new message to our support team.</p>
        {mailto && (
          <Button asChild className="self-start">
            <a href={mailto}>
              <Mail aria-hidden className="size-4" /> Write to Us
            </a>
          </Button>
        )}
      </TabsContent>
    </Tabs>
  );
}
