import { describe, expect, it } from 'vitest';
import { keyBytes, pushState, pushSupported } from './push.ts';

// a VAPID public key made with `npx web-push generate-vapid-keys`
const PUBLIC_KEY = 'BCJnE9-qM2lE_0zlW4w9bRt_3iLQ3fVf6j4uVypWL9XTtMntFInwP4a5V5arH1iP3cuDvWpnJ7rY_Xde2A2Ic6Q';

describe('web push on the device', () => {
  it('turns the base64url VAPID key into the 65 bytes PushManager wants', () => {
    const bytes = keyBytes(PUBLIC_KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4); // an uncompressed P-256 point
    expect(Buffer.from(bytes).toString('base64url')).toBe(PUBLIC_KEY);
  });
  it('a browser without push (jsdom here) offers no opt-in', async () => {
    expect(pushSupported()).toBe(false);
    expect(await pushState()).toBe('unsupported');
  });
});
