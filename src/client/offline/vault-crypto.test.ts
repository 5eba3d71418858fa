import { describe, expect, it } from 'vitest';
import { PBKDF2_ITERATIONS, generateDataKey, isSealed, keyFromPin, keyFromPrf, open, randomBytes, seal, unwrapDataKey, wrapDataKey } from './vault-crypto.ts';

const dashboard = { header_details: { AUM: '1234567.89', name: 'Asha Rao' }, folios: ['0220000002'] };

describe('the device copy cryptography', () => {
  it('seals a view as AES-GCM ciphertext and opens it again; each seal has its own IV', async () => {
    const key = await generateDataKey();
    const a = await seal(key, dashboard);
    const b = await seal(key, dashboard);
    expect(isSealed(a)).toBe(true);
    expect(a.iv).not.toBe(b.iv);
    expect(a.ct).not.toBe(b.ct);
    const text = JSON.stringify(a);
    for (const secret of ['1234567.89', 'Asha', '0220000002']) expect(text).not.toContain(secret);
    expect(await open(key, a)).toEqual(dashboard);
  });

  it('refuses a copy changed on the device, or opened with another key', async () => {
    const key = await generateDataKey();
    const sealed = await seal(key, dashboard);
    const flipped = { ...sealed, ct: sealed.ct.startsWith('A') ? `B${sealed.ct.slice(1)}` : `A${sealed.ct.slice(1)}` };
    await expect(open(key, flipped)).rejects.toThrow(/operation/i);
    await expect(open(await generateDataKey(), sealed)).rejects.toThrow(/operation/i);
  });

  it('derives the PIN key with PBKDF2 (at least 600,000 iterations, per-device salt): the right PIN opens the data key, a wrong one does not', async () => {
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    await expect(keyFromPin('1234', randomBytes(16), 1000)).rejects.toThrow(/600000/);
    const salt = randomBytes(16);
    const dataKey = await generateDataKey();
    const wrapped = await wrapDataKey(dataKey, await keyFromPin('482913', salt));
    const sealed = await seal(dataKey, dashboard);
    const again = await unwrapDataKey(wrapped, await keyFromPin('482913', salt));
    expect(await open(again, sealed)).toEqual(dashboard);
    await expect(unwrapDataKey(wrapped, await keyFromPin('482914', salt))).rejects.toThrow(/operation/i);
    // the same PIN on another device (another salt) is another key
    await expect(unwrapDataKey(wrapped, await keyFromPin('482913', randomBytes(16)))).rejects.toThrow(/operation/i);
  }, 60_000);

  it('derives the passkey key from the PRF output with HKDF: the same output opens, another does not', async () => {
    const prf = randomBytes(32);
    const salt = randomBytes(16);
    const dataKey = await generateDataKey();
    const wrapped = await wrapDataKey(dataKey, await keyFromPrf(prf, salt));
    const sealed = await seal(dataKey, dashboard);
    expect(await open(await unwrapDataKey(wrapped, await keyFromPrf(prf, salt)), sealed)).toEqual(dashboard);
    await expect(unwrapDataKey(wrapped, await keyFromPrf(randomBytes(32), salt))).rejects.toThrow(/operation/i);
  });
});
