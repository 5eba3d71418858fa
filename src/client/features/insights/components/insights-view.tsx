import { useSuspenseQuery } from '@tanstack/react-query';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { blogsQuery } from '../queries.ts';
import { blogDate } from '../format.ts';

/** Insights (spec 3 §2.7): Blogs (image, 'Finance', title, date; opens the post) and Videos 'Coming Soon'. */
export function InsightsView() {
  const { data: blogs } = useSuspenseQuery(blogsQuery());
  return (
    <Tabs defaultValue="blogs">
      <TabsList className="self-start">
        <TabsTrigger value="blogs">Blogs</TabsTrigger>
        <TabsTrigger value="videos">Videos</TabsTrigger>
      </TabsList>
      <TabsContent value="blogs">
        {blogs.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">No Data Found</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {blogs.map((b) => (
              <li key={b.id}>
                <a
                  href={b.link}
                  className="group flex h-full flex-col overflow-hidden rounded-lg border bg-card hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {b.image && <img src={b.image} alt="" width={640} height={360} loading="lazy" className="aspect-video w-full object-cover" />}
                  <span className="flex flex-1 flex-col gap-2 p-4">
                    <span className="text-xs font-semibold tracking-wide text-primary uppercase">Finance</span>
                    <span className="font-semibold group-hover:underline">{b.title}</span>
                    <span className="mt-auto text-sm text-muted-foreground">{blogDate(b.date)}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </TabsContent>
      <TabsContent value="videos">
        <p className="py-8 text-center text-muted-foreground">Coming Soon</p>
      </TabsContent>
    </Tabs>
  );
}
