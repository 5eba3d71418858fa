import { describe, expect, it } from 'vitest';
import { ApiError, errorFromResponse, messageOf, networkError } from './errors.ts';

const GENERIC = 'Something went wrong';
const UPDATE = 'Please Update Your Application To latest Version';

describe('errorFromResponse', () => {
  it("raises a 401 with the server's code", () => {
    const err = errorFromResponse(401, { errors: ['Your session has expired, please sign in again'], code: 'SESSION_EXPIRED' });
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'auth', status: 401, code: 'SESSION_EXPIRED', message: 'Your session has expired, please sign in again' });
    expect(errorFromResponse(401, { errors: ['x'], code: 'TOKEN_INVALID' }).code).toBe('TOKEN_INVALID');
  });

  it('still raises an auth error for a 401 without a body', () => {
    const err = errorFromResponse(401, null);
    expect(err.kind).toBe('auth');
    expect(err.status).toBe(401);
    expect(err.code).toBeTruthy();
  });

  it.each([500, 502, 503, 504, 599])('shows the generic message for %d, whatever the body says', (status) => {
    const err = errorFromResponse(status, { errors: ['relation "users" does not exist'], code: 'DB' });
    expect(err.message).toBe(GENERIC);
    expect(err.kind).toBe('server');
    expect(err.status).toBe(status);
  });

  it.each([
    [400, { errors: ['Please enter valid pan number'] }, 'Please enter valid pan number'],
    [422, { errors: ['First', 'Second'] }, 'First'],
    [409, { errors: ['Already Registered!!'], code: 'EXISTS' }, 'Already Registered!!'],
    [400, { errors: [UPDATE] }, UPDATE],
    [426, { errors: [UPDATE], code: 'UPDATE_REQUIRED' }, UPDATE],
    [404, null, GENERIC],
    [400, { errors: [] }, GENERIC],
    [400, { errors: [42] }, GENERIC],
    [400, { errors: 'not a list' }, GENERIC],
    [400, 'plain text', GENERIC],
    [499, undefined, GENERIC],
  ])('%d with %j → %j', (status, body, message) => {
    const err = errorFromResponse(status, body);
    expect(err.message).toBe(message);
    expect(err.kind).toBe('client');
  });
});

describe('networkError and messageOf', () => {
  it('says to check the connection', () => {
    const err = networkError();
    expect(err).toMatchObject({ kind: 'network', status: null, message: 'Please check your internet connection.' });
  });

  it('shows an ApiError as it is and anything else as the generic message', () => {
    expect(messageOf(errorFromResponse(400, { errors: ['X'] }))).toBe('X');
    expect(messageOf(networkError())).toBe('Please check your internet connection.');
    expect(messageOf(new TypeError('Cannot read properties of undefined'))).toBe(GENERIC);
    expect(messageOf('boom')).toBe(GENERIC);
  });
});
