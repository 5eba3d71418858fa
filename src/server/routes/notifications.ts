import * as help from '@shared/contract/notifications.ts';
import { contentPostPage } from '@shared/contract/links.ts';
import { refuse } from '../lib/refusal.ts';
import { handle } from './handle.ts';
import { faqDetails } from '../services/faqs/faqs.ts';
import { clearAll, listNotifications, markRead } from '../services/notifications/inbox.ts';
import { subscribe, unsubscribe } from '../services/notifications/push-subscriptions.ts';
import { listTickets, raiseTicket } from '../services/support/tickets.ts';

/** POST /api/faqs (spec 3 §7.5): public, as FAQs help before sign-in too. */
export const faqCalls = [handle(help.faqs, async ({ deps, body }) => ({ faqs_details: await faqDetails(deps.db, body.flag, body.InstIdea) }))];

/** /api/notification: the investor's notifications (spec 3 §4.10, §7.5) and web-push subscriptions. */
export const notificationCalls = [
  handle(help.getNotifications, ({ deps, session }) => listNotifications(deps.db, session.userId)),
  handle(help.updateNotification, async ({ deps, session, params }) => {
    if (!(await markRead(deps.db, session.userId, Number(params.id), deps.clock.now()))) throw refuse('not-found', 'Notification not found');
    return { is_updated: true };
  }),
  handle(help.deleteNotifications, async ({ deps, session }) => ({ is_deleted: true as const, deleted: await clearAll(deps.db, session.userId) })),
  handle(help.pushPublicKey, ({ deps }) => ({ public_key: deps.adapters.push.publicKey() })),
  handle(help.pushSubscribe, async ({ deps: { db, clock, config, adapters }, session, body, c }) => {
    if (!adapters.push.publicKey()) throw refuse('conflict', 'Notifications on this device are not available');
    const s = session;
    await subscribe(
      db,
      {
        userId: s.userId,
        sessionId: s.sessionId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        userAgent: c.req.header('user-agent') ?? null,
        now: clock.now(),
      },
      config.messages.push.endpointHosts,
    );
    return { subscribed: true as const };
  }),
  handle(help.pushUnsubscribe, async ({ deps, session, body }) => ({ unsubscribed: await unsubscribe(deps.db, session.userId, body.endpoint) })),
];

/** /api/profile/raise_a_ticket and get_tickets (spec 3 §7.3). */
export const supportCalls = [
  handle(help.raiseTicket, ({ deps, session, body }) => raiseTicket(deps, session, body)),
  handle(help.getTickets, async ({ deps, session }) => ({ tickets: await listTickets(deps, session.userId) })),
];

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * /api/content: the Insights blog list and the article pages of posts read in the app. The posts
 * come from the one content feed the dashboard also reads (CONTENT_FEED_URL, or the articles
 * shipped with Nivesh); a post of an outside blog links to that blog.
 */
export const contentCalls = [
  handle(help.getBlogs, async ({ deps: { adapters, log }, c }) => {
    // the spec: a feed failure is only logged; the page shows no posts
    const posts = await adapters.contentFeed.posts().catch((err: unknown) => {
      log.warn('content feed failed', { error: err instanceof Error ? err.message : String(err) });
      return [];
    });
    const blogs = posts
      .filter((p) => p.kind === 'blog')
      .map((p) => ({
        id: p.id,
        date: p.date,
        title: p.title,
        content: p.summary,
        image: p.image,
        link: p.link ?? `/api/content/post/${encodeURIComponent(p.id)}`,
      }));
    // the list changes rarely: a shared cache may keep it for five minutes
    c.header('Cache-Control', 'public, max-age=300');
    return { blogs };
  }),
  handle(help.getSupportContact, ({ deps }) => ({ mailto: `mailto:${deps.config.messages.supportEmail}?subject=Feedback` })),
  handle(contentPostPage, async ({ deps, params, c }) => {
    const posts = await deps.adapters.contentFeed.posts().catch(() => []);
    const post = posts.find((p) => p.id === params.slug && p.link === null);
    if (!post)
      return c.html('<!doctype html><title>Not found</title><p>This article does not exist. <a href="/portal/menu/insights">Back to Insights</a></p>', 404);
    const [y, m, d] = post.date.split('-');
    return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(post.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}main{max-width:42rem;margin:0 auto;padding:1.5rem}a{color:#0f4c81}p{line-height:1.6}.meta{color:#475569}</style></head>
<body><main><p><a href="/portal/menu/insights">Back to Insights</a></p><p class="meta">Finance · ${d}/${m}/${y}</p><h1>${esc(post.title)}</h1>${post.body.map((p) => `<p>${esc(p)}</p>`).join('')}</main></body></html>`;
  }),
];
