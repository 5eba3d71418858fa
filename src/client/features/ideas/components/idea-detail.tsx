import { Link } from '@tanstack/react-router';
import type { IdeaDetails } from '@shared/contract/ideas.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { percent, rupees } from '@shared/rules/format/figures.ts';

/** An idea's detail (spec 2 §2.10): Overview (1) and Methodology (2) tabs, highlights, the scheme list. */
export function IdeaDetail({ idea }: { idea: IdeaDetails }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start gap-4">
        <img src={idea.ImagePath} alt="" width={64} height={64} className="size-16" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-muted-foreground">{idea.Description}</p>
          <p className="text-sm">
            {idea.CategoryName} · Minimum investment <strong>{rupees(idea.Min_Amt)}</strong> · 5Y return <strong>{percent(idea.performance['5Y'])}</strong>
          </p>
        </div>
        <Link
          to="/portal/investment/mutual-funds/ideas/$ideaId/schemes"
          params={{ ideaId: String(idea.Id) }}
          className="inline-flex min-h-11 items-center rounded-[var(--radius)] bg-primary px-5 text-sm font-semibold text-primary-foreground hover:bg-primary/90"
        >
          VIEW RECOMMENDED SCHEMES
        </Link>
      </div>
      <Tabs defaultValue="overview">
        <TabsList aria-label="About this idea">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="methodology">Methodology</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="flex flex-col gap-4">
          <p>{idea.Overview}</p>
          <ul className="grid gap-3 sm:grid-cols-3">
            {idea.highlights.map((h) => (
              <li key={h.Title} className="flex gap-3 rounded-xl border bg-card p-4">
                <img src={h.highLightImagePath} alt="" width={40} height={40} className="size-11 shrink-0" />
                <span className="flex flex-col gap-1">
                  <span className="font-semibold">{h.Title}</span>
                  <span className="text-sm text-muted-foreground">{h.highLightDescription}</span>
                </span>
              </li>
            ))}
          </ul>
        </TabsContent>
        <TabsContent value="methodology">
          <ol className="flex flex-col gap-3">
            {idea.methodology.map((m) => (
              <li key={m.step} className="flex gap-3 rounded-xl border bg-card p-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
                >
                  {m.step}
                </span>
                <span className="flex flex-col gap-1">
                  <span className="font-semibold">{m.title}</span>
                  <span className="text-sm text-muted-foreground">{m.text}</span>
                </span>
              </li>
            ))}
          </ol>
        </TabsContent>
      </Tabs>
      <section aria-labelledby="idea-schemes-title" className="flex flex-col gap-2">
        <h2 id="idea-schemes-title" className="text-lg font-semibold">
          Schemes in this portfolio
        </h2>
        <ul className="divide-y rounded-xl border bg-card">
          {idea.schemes.map((s) => (
            <li key={s.SchemeId} className="flex items-center justify-between gap-3 p-3">
              <span className="flex flex-col">
                <span className="font-medium">{s.ProductName}</span>
                <span className="text-sm text-muted-foreground">{s.Sub_AssetclassName}</span>
              </span>
              <span className="font-semibold">{Number(s.Weightage)}%</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
