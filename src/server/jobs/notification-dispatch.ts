import { dispatchNotifications } from '../services/notifications/dispatch.ts';
import type { PeriodicJob } from './periodic-job.ts';

/** Pushes new notifications and sends queued mail (notifications, tickets). Safe on many instances. */
export const notificationDispatch: PeriodicJob = {
  name: 'notification-dispatch',
  everyMs: 10_000,
  run: async (deps) => {
    await dispatchNotifications(deps);
  },
};
