import type { AppDeps } from '../../lib/context.ts';
import { revokeSession } from '../sessions.ts';
import { forgetSessionSubscriptions } from '../notifications/push-subscriptions.ts';

/** Signing out ends the session that asks, and this device's pushes stop with it. */
export async function signOut(deps: Pick<AppDeps, 'db' | 'clock'>, sessionId: number): Promise<void> {
  await revokeSession(deps.db, sessionId, deps.clock.now());
  await forgetSessionSubscriptions(deps.db, sessionId);
}
