import { LeftMenu } from './left-menu.tsx';
import { Footer } from './footer.tsx';

/** A grey block that holds the place of something still loading (aria-hidden: it says nothing). */
function Block({ className }: { className: string }) {
  return <div aria-hidden className={`animate-pulse rounded-md bg-muted ${className}`} />;
}

/** The blocks that hold a portal page's place in the shell, and while its content is first made. */
export function PageSkeleton() {
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <div className="mb-4 flex min-h-8 items-center">
        <Block className="h-8 w-48" />
      </div>
      <div className="flex flex-col gap-4">
        <Block className="h-28 w-full" />
        <Block className="h-64 w-full" />
        {/* short enough that on a phone (412 × 823) the footer's text is whole on the first
            paint: the cart's page is this short, and a footer growing into view after the
            page arrives would count as a later largest paint (LCP) */}
        <Block className="h-20 w-full" />
      </div>
    </section>
  );
}

/**
 * The portal's first paint, prerendered into the HTML of every /portal page at build time
 *: the left menu, the header's bar, a page title and content blocks, and the footer,
 * laid out exactly as PortalLayout lays them out so the page does not jump when React replaces
 * it with the real page. It holds no investor data: the same HTML serves every investor.
 */
export function PortalSkeleton() {
  return (
    <div className="flex min-h-dvh flex-col md:flex-row">
      <LeftMenu zeroAum={false} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center justify-between border-b bg-card px-4">
          <span className="flex items-center gap-2 font-semibold text-primary">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            Nivesh
          </span>
          <span className="flex items-center gap-1">
            <Block className="size-9" />
            <Block className="size-9" />
            <Block className="size-9" />
            <Block className="size-9" />
          </span>
        </header>
        <main id="main" className="flex-1" aria-busy="true">
          <PageSkeleton />
        </main>
        <Footer />
      </div>
    </div>
  );
}
