import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { API_BASE, defineCall, MESSAGES } from '@shared/contract/common.ts';
import { api, configureApi, type Credentials } from './client.ts';
import { ApiError } from './errors.ts';
import { loaderCounter } from './loader-counter.ts';

// A tiny contract, independent of the product's own calls.
const saveThing = defineCall({
  method: 'POST',
  path: '/things/:id',
  body: v.object({ name: v.string() }),
  answer: v.object({ ok: v.boolean(), name: v.string() }),
});
const listThings = defineCall({
  method: 'GET',
  path: '/things',
  body: undefined,
  answer: v.object({ things: v.array(v.string()) }),
});
const upload = defineCall({
  method: 'POST',
  path: '/things/upload',
  body: v.object({ file: v.unknown() }),
  answer: v.object({ ok: v.boolean() }),
  multipart: true,
});

const BASE = 'https://nivesh.test/api';
let credentials: Credentials;
const onUnauthorized = vi.fn<(err: ApiError) => void>();
const fetchMock = vi.fn<typeof fetch>();

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function lastRequest(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init = {}] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init, headers: init.headers as Record<string, string> };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

beforeEach(() => {
  credentials = { token: null, parentToken: null };
  onUnauthorized.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ base: BASE, credentials: () => credentials, onUnauthorized });
  loaderCounter.reset();
});

// the client project shares a worker between files (isolate: false): the next file gets the
// settings app.tsx starts from, not this file's base and credentials
afterAll(() => configureApi({ base: API_BASE, credentials: () => ({ token: null, parentToken: null }), onUnauthorized: () => {} }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('api(): the request', () => {
  it('sends JSON with Accept, Content-Type, Version 3.2, token and parent_token', async () => {
    credentials = { token: 'tok-child', parentToken: 'tok-parent' };
    fetchMock.mockResolvedValue(json(200, { ok: true, name: 'SIP' }));
    const answer = await api(saveThing, { name: 'SIP' }, { params: { id: 7 } });
    expect(answer).toEqual({ ok: true, name: 'SIP' });
    const { url, init, headers } = lastRequest();
    expect(url).toBe(`${BASE}/things/7`);
    expect(init.method).toBe('POST');
    expect(headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Version: '3.2',
      token: 'tok-child',
      parent_token: 'tok-parent',
    });
    expect(JSON.parse(init.body as string)).toEqual({ name: 'SIP' });
  });

  it('sends no session headers when signed out', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true, name: 'x' }));
    await api(saveThing, { name: 'x' }, { params: { id: 1 } });
    const { headers } = lastRequest();
    expect(headers).not.toHaveProperty('token');
    expect(headers).not.toHaveProperty('parent_token');
    expect(headers.Version).toBe('3.2');
  });

  it('reads the credentials at call time', async () => {
    fetchMock.mockImplementation(async () => json(200, { things: [] }));
    await api(listThings);
    credentials = { token: 'later', parentToken: null };
    await api(listThings);
    expect(lastRequest().headers.token).toBe('later');
    expect(lastRequest().headers).not.toHaveProperty('parent_token');
  });

  it('sends a GET without a body or a Content-Type, with the query string', async () => {
    fetchMock.mockResolvedValue(json(200, { things: ['a'] }));
    await api(listThings, undefined, { query: { page: '2', q: 'a&b' } });
    const { url, init, headers } = lastRequest();
    expect(url).toBe(`${BASE}/things?page=2&q=a%26b`);
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers).not.toHaveProperty('Content-Type');
  });

  it('sends FormData as it is, without a Content-Type (the browser adds the boundary)', async () => {
    credentials = { token: 'tok', parentToken: null };
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    const form = new FormData();
    form.append('file', new Blob(['cheque'], { type: 'image/png' }), 'cheque.png');
    await api(upload, form);
    const { init, headers } = lastRequest();
    expect(init.body).toBe(form);
    expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain('content-type');
    expect(headers.token).toBe('tok');
    expect(headers.Version).toBe('3.2');
  });

  it('URI-encodes path parameters so they cannot add a path segment', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true, name: 'x' }));
    await api(saveThing, { name: 'x' }, { params: { id: '../a/b c?d#e' } });
    expect(lastRequest().url).toBe(`${BASE}/things/..%2Fa%2Fb%20c%3Fd%23e`);
  });

  it('passes extra headers such as Idempotency-Key', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true, name: 'x' }));
    await api(saveThing, { name: 'x' }, { params: { id: 1 }, headers: { 'Idempotency-Key': 'k-1' } });
    expect(lastRequest().headers['Idempotency-Key']).toBe('k-1');
  });
});

describe('api(): the error rules (spec 1 §8)', () => {
  it("raises a 401 with the server's code and tells the session", async () => {
    fetchMock.mockResolvedValue(json(401, { errors: ['Your session has expired, please sign in again'], code: 'SESSION_EXPIRED' }));
    const err = await failure(api(listThings));
    expect(err).toMatchObject({ kind: 'auth', status: 401, code: 'SESSION_EXPIRED' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(err);
  });

  it.each([500, 503])('shows "Something went wrong" for %d', async (status) => {
    fetchMock.mockResolvedValue(json(status, { errors: ['duplicate key value violates unique constraint'] }));
    const err = await failure(api(listThings));
    expect(err.message).toBe('Something went wrong');
    expect(err.status).toBe(status);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('shows the first error of a 400 body', async () => {
    fetchMock.mockResolvedValue(json(400, { errors: ['X', 'Y'] }));
    expect((await failure(api(listThings))).message).toBe('X');
  });

  it('passes the update-version message through', async () => {
    fetchMock.mockResolvedValue(json(400, { errors: ['Please Update Your Application To latest Version'], code: 'UPDATE_REQUIRED' }));
    expect((await failure(api(listThings))).message).toBe('Please Update Your Application To latest Version');
  });

  it('shows "Something went wrong" for a 404 without a body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 404 }));
    const err = await failure(api(listThings));
    expect(err.message).toBe('Something went wrong');
    expect(err.status).toBe(404);
  });

  it('shows "Something went wrong" for an HTML error page', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    expect((await failure(api(listThings))).message).toBe('Something went wrong');
  });

  it('says to check the connection when fetch itself fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const err = await failure(api(listThings));
    expect(err.message).toBe('Please check your internet connection.');
    expect(err.kind).toBe('network');
  });

  it('lets an abort through as an abort, not as a network failure', async () => {
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(api(listThings)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it("refuses an answer that does not match the contract with kind 'contract'", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(json(200, { things: 'not a list' }));
    const err = await failure(api(listThings));
    expect(err.message).toBe('Something went wrong');
    expect(err.kind).toBe('contract');
    expect(log).toHaveBeenCalled();
  });

  it('refuses a 200 whose body is not JSON', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(new Response('OK', { status: 200 }));
    const err = await failure(api(listThings));
    expect(err.kind).toBe('contract');
  });
});

describe('api(): offline, one rule for every call', () => {
  const searchThings = defineCall({
    method: 'POST',
    path: '/things/search',
    read: true,
    body: v.object({ q: v.string() }),
    answer: v.object({ things: v.array(v.string()) }),
  });
  afterEach(() => vi.spyOn(navigator, 'onLine', 'get').mockRestore());

  it('refuses a write before anything is sent, saying nothing typed is lost', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(api(saveThing, { name: 'x' }, { params: { id: 1 } })).rejects.toMatchObject({ message: MESSAGES.offlineWrite, code: 'OFFLINE' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers a read (a GET, or a POST marked read) with the offline read message, not "check your internet connection"', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(api(listThings)).rejects.toMatchObject({ message: MESSAGES.offlineRead });
    await expect(api(searchThings, { q: 'a' })).rejects.toMatchObject({ message: MESSAGES.offlineRead });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('api(): the loader counter', () => {
  it('is up while the call runs and back to 0 after success', async () => {
    const pending: Array<(r: Response) => void> = [];
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => pending.push(resolve)));
    const call = api(listThings);
    expect(loaderCounter.get()).toBe(1);
    const second = api(listThings);
    expect(loaderCounter.get()).toBe(2);
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    pending[0]!(json(200, { things: ['a'] }));
    await call;
    expect(loaderCounter.get()).toBe(1);
    pending[1]!(json(200, { things: [] }));
    await second;
    expect(loaderCounter.get()).toBe(0);
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', () => Promise.resolve(json(500, { errors: ['x'] }))],
    ['a 401', () => Promise.resolve(json(401, { errors: ['x'], code: 'TOKEN_INVALID' }))],
    ['a contract mismatch', () => Promise.resolve(json(200, { nope: true }))],
  ])('is back to 0 after %s', async (_, respond) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(respond);
    const call = api(listThings);
    expect(loaderCounter.get()).toBe(1);
    await failure(call);
    expect(loaderCounter.get()).toBe(0);
  });

  it('stays at 0 for a quiet call', async () => {
    fetchMock.mockResolvedValue(json(200, { things: [] }));
    const call = api(listThings, undefined, { quiet: true });
    expect(loaderCounter.get()).toBe(0);
    await call;
    expect(loaderCounter.get()).toBe(0);
  });
});
