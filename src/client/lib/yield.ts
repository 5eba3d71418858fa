/**
 * Ends the current task and resolves in a fresh one, ahead of other queued work where the browser
 * can (`scheduler.yield`), else through a message (not a timer, which browsers clamp and tests
 * fake). For the blocking time on a phone: a chain of awaits that never waits on anything outside runs as
 * one task, however many steps it has; a yield between the steps lets the browser paint and answer
 * input in between.
 */
export function yieldToBrowser(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof s?.yield === 'function') return s.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.addEventListener(
      'message',
      () => {
        channel.port1.close();
        resolve();
      },
      { once: true },
    );
    channel.port1.start(); // a port listened to with addEventListener must be started
    channel.port2.postMessage(null);
  });
}
