import { useSuspenseQuery } from '@tanstack/react-query';
import { OnboardingPrompt } from '../../../components/layout/onboarding-prompt.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { reportCalls, statementUserQuery } from '../queries.ts';
import { FromDateStatementForm, HoldingsStatementForm, RangeStatementForm } from './statement-forms.tsx';
import { StatementsList } from './statements-list.tsx';
import { ItrExportForm } from './itr-export-form.tsx';

export const NO_INVESTMENT = 'We noticed that you do not have any current investment with us to generate statement. Kindly invest.';
const TABS = ['Portfolio Summary', 'Transaction Statement', 'Statement of Capital Gain/Loss', 'Transaction Wise Holdings', 'Family Report'] as const;

/** Account Statements (spec 3 §2.7, §4.4): the onboarding prompt, the zero-AUM message, or the five tabs and the statements list. */
export function StatementsView() {
  const { data: user } = useSuspenseQuery(statementUserQuery());
  if (!user.is_user_onboarded) return <OnboardingPrompt />;
  if (Number(user.aum) <= 0) return <p className="rounded-lg border bg-card p-6 text-center">{NO_INVESTMENT}</p>;
  return (
    <div className="flex flex-col gap-6">
      <Tabs defaultValue={TABS[0]}>
        <TabsList aria-label="Statements" className="flex-wrap">
          {TABS.map((t) => (
            <TabsTrigger key={t} value={t}>
              {t}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="Portfolio Summary" className="flex flex-col gap-4">
          <FromDateStatementForm send={(from, format) => reportCalls.portfolioSummary(from, format)} />
          <h2 className="font-semibold">Detailed portfolio statement</h2>
          <FromDateStatementForm formats={false} send={(from) => reportCalls.detailedPortfolio(from)} />
        </TabsContent>
        <TabsContent value="Transaction Statement">
          <RangeStatementForm send={reportCalls.transactionSummary} />
        </TabsContent>
        <TabsContent value="Statement of Capital Gain/Loss">
          <div className="flex flex-col gap-4">
            <RangeStatementForm send={reportCalls.capitalGains} />
            <ItrExportForm />
          </div>
        </TabsContent>
        <TabsContent value="Transaction Wise Holdings">
          <HoldingsStatementForm send={reportCalls.holdings} />
        </TabsContent>
        <TabsContent value="Family Report">
          {user.family_status === 1 ? (
            <div className="flex flex-col gap-4">
              <p className="text-sm text-muted-foreground">Every member's holdings today and what they invested since the from date, as an Excel workbook.</p>
              <h2 className="font-semibold">Entity wise</h2>
              <FromDateStatementForm formats={false} send={(from) => reportCalls.family(from, 0)} />
              <h2 className="font-semibold">Consolidated</h2>
              <FromDateStatementForm formats={false} send={(from) => reportCalls.family(from, 1)} />
            </div>
          ) : (
            <p className="rounded-lg border bg-card p-4 text-muted-foreground">
              The Family Report is for the head of a family. Link your family members from Profile &gt; Family Members to get it.
            </p>
          )}
        </TabsContent>
      </Tabs>
      <section aria-labelledby="your-statements" className="flex flex-col gap-3">
        <h2 id="your-statements" className="text-lg font-semibold">
          Your statements
        </h2>
        <StatementsList />
      </section>
    </div>
  );
}
