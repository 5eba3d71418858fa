import * as v from 'valibot';
import { defineCall } from './common.ts';

/**
 * Calls under /api that answer a page or a file rather than JSON: opened from a link (an <img>, a
 * mail, an SMS), so most send neither Version nor token. Paths ours. The client reads none of
 * them through the fetch wrapper; they are here so that the server mounts nothing outside the
 * contract.
 */

/** GET /files/{id}/{kind}.{ext}?exp=&sig=: an uploaded document through its signed, expiring URL. */
export const signedFile = defineCall({
  method: 'GET',
  path: '/files/:id/:name',
  access: 'open',
  media: 'file',
  body: undefined,
  answer: v.blob(),
});

/** GET /files/reports/{id}/{name}?exp=&sig=: a statement file through its signed, expiring link. */
export const signedReportFile = defineCall({
  method: 'GET',
  path: '/files/reports/:id/:name',
  access: 'open',
  media: 'file',
  body: undefined,
  answer: v.blob(),
});

/** GET /content/image/{id}: a feed post's image, served from our origin so the page's CSP allows it. */
export const contentImage = defineCall({
  method: 'GET',
  path: '/content/image/:id',
  access: 'public',
  media: 'file',
  body: undefined,
  answer: v.blob(),
});

/** GET /content/post/{slug}: the article page of a post read in the app (Insights). */
export const contentPostPage = defineCall({
  method: 'GET',
  path: '/content/post/:slug',
  access: 'open',
  media: 'html',
  body: undefined,
  answer: v.string(),
});

/** GET /contact-change/report/{token}: what "this wasn't me" would do (link previewers open links, so it changes nothing). */
export const contactChangeReportPage = defineCall({
  method: 'GET',
  path: '/contact-change/report/:token',
  access: 'open',
  media: 'html',
  body: undefined,
  answer: v.string(),
});

/** POST /contact-change/report/{token}: the page's button; the change is held for review. */
export const contactChangeReport = defineCall({
  method: 'POST',
  path: '/contact-change/report/:token',
  access: 'open',
  media: 'html',
  body: undefined,
  answer: v.string(),
});

/**
 * GET /exchange/payment-return/{ref}: where the exchange's payment gateway sends the investor back
 * (BSE StAR MF's loopback URL). Our side then asks the exchange how the payment went and shows
 * the order's confirmation screen.
 */
export const exchangePaymentReturn = defineCall({
  method: 'GET',
  path: '/exchange/payment-return/:ref',
  access: 'open',
  media: 'html',
  body: undefined,
  answer: v.string(),
});
