import { Hono } from 'hono';
import * as help from '@shared/contract/help.ts';
import { answer } from '../lib/answer.ts';
import type { AppEnv } from '../lib/context.ts';
import { refuse } from '../lib/refusal.ts';
import { readBody } from '../lib/validate.ts';
import { privateRouter, publicRouter } from './router.ts';
import { faqDetails } from '../services/faqs/faqs.ts';
import { clearAll, listNotifications, markRead } from '../services/notifications/inbox.ts';
import { subscribe, unsubscribe } from '../services/notifications/push-subscriptions.ts';
import { answerTicket, listTickets, raiseTicket } from '../services/support/tickets.ts';

/** POST /api/faqs (spec 3 §7.5): public, as FAQs help before sign-in too. */
export const faqRoutes = publicRouter().post('/', async (c) => {
  const body = await readBody(c, help.faqs);
  return answer(c, help.faqs, { faqs_details: await faqDetails(c.get('deps').db, body.flag, body.InstIdea) });
});

/** /api/notification: the investor's notifications (spec 3 §4.10, §7.5) and web-push subscriptions. */
export const notificationRoutes = privateRouter()
  .get('/', async (c) => answer(c, help.getNotifications, await listNotifications(c.get('deps').db, c.get('session')!.userId)))
  .post('/update_notifications/:id', async (c) => {
    const { db, clock } = c.get('deps');
    const id = Number(c.req.param('id'));
    if (!(await markRead(db, c.get('session')!.userId, id, clock.now()))) throw refuse('not-found', 'Notification not found');
    return answer(c, help.updateNotification, { is_updated: true });
  })
  .post('/delete_notifications', async (c) => answer(c, help.deleteNotifications, { is_deleted: true, deleted: await clearAll(c.get('deps').db, c.get('session')!.userId) }))
  .get('/push/public-key', (c) => answer(c, help.pushPublicKey, { public_key: c.get('deps').adapters.push.publicKey() }))
  .post('/push/subscribe', async (c) => {
    const body = await readBody(c, help.pushSubscribe);
    const { db, clock, config, adapters } = c.get('deps');
    if (!adapters.push.publicKey()) throw refuse('conflict', 'Notifications on this device are not available');
    const s = c.get('session')!;
    await subscribe(db, { userId: s.userId, sessionId: s.sessionId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, userAgent: c.req.header('user-agent') ?? null, now: clock.now() }, config.messages.push.endpointHosts);
    return answer(c, help.pushSubscribe, { subscribed: true });
  })
  .post('/push/unsubscribe', async (c) => {
    const body = await readBody(c, help.pushUnsubscribe);
    return answer(c, help.pushUnsubscribe, { unsubscribed: await unsubscribe(c.get('deps').db, c.get('session')!.userId, body.endpoint) });
  });

/** /api/profile/raise_a_ticket and get_tickets (spec 3 §7.3). */
export const supportRoutes = privateRouter()
  .post('/raise_a_ticket', async (c) => {
    const body = await readBody(c, help.raiseTicket);
    return answer(c, help.raiseTicket, await raiseTicket(c.get('deps'), c.get('session')!, body));
  })
  .get('/get_tickets', async (c) => answer(c, help.getTickets, { tickets: await listTickets(c.get('deps'), c.get('session')!.userId) }));

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * /api/content: the Insights blog list and the article pages of posts read in the app. The posts
 * come from the one content feed the dashboard also reads (CONTENT_FEED_URL, or the articles
 * shipped with Nivesh); a post of an outside blog links to that blog.
 */
export const contentRoutes = new Hono<AppEnv>()
  .route(
    '/blogs',
    publicRouter().get('/', async (c) => {
      const { adapters, log } = c.get('deps');
      // the spec: a feed failure is only logged; the page shows no posts
      const posts = await adapters.contentFeed.posts().catch((err: unknown) => {
        log.warn('content feed failed', { error: err instanceof Error ? err.message : String(err) });
        return [];
      });
      const blogs = posts
        .filter((p) => p.kind === 'blog')
        .map((p) => ({ id: p.id, date: p.date, title: p.title, content: p.summary, image: p.image, link: p.link ?? `/api/content/post/${encodeURIComponent(p.id)}` }));
      // the list changes rarely: a shared cache may keep it for five minutes
      c.header('Cache-Control', 'public, max-age=300');
      return answer(c, help.getBlogs, { blogs });
    }),
  )
  .route(
    '/support',
    publicRouter().get('/', (c) => answer(c, help.getSupportContact, { mailto: `mailto:${c.get('deps').config.messages.supportEmail}?subject=Feedback` })),
  )
  .get('/post/:slug', async (c) => {
    const posts = await c.get('deps').adapters.contentFeed.posts().catch(() => []);
    const post = posts.find((p) => p.id === c.req.param('slug') && p.link === null);
    if (!post) return c.html('<!doctype html><title>Not found</title><p>This article does not exist. <a href="/portal/menu/insights">Back to Insights</a></p>', 404);
    const [y, m, d] = post.date.split('-');
    return c.html(`<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(post.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}main{max-width:42rem;margin:0 auto;padding:1.5rem}a{color:#0f4c81}p{line-height:1.6}.meta{color:#475569}</style></head>
<body><main><p><a href="/portal/menu/insights">Back to Insights</a></p><p class="meta">Finance · ${d}/${m}/${y}</p><h1>${esc(post.title)}</h1>${post.body.map((p) => `<p>${esc(p)}</p>`).join('')}</main></body></html>`);
  });

/** Demo mode only (mounted with /api/dev): the support team's answer, for trying the flow and for tests. */
export const devSupportRoutes = new Hono<AppEnv>().post('/:ticketNo/answer', async (c) => {
  const body = await readBody(c, help.devAnswerTicket);
  try {
    return answer(c, help.devAnswerTicket, { ticket: await answerTicket(c.get('deps'), c.req.param('ticketNo'), body.reply, { close: body.close }) });
  } catch (err) {
    throw refuse('not-found', err instanceof Error ? err.message : 'No such ticket');
  }
});
