/**
 * A BSE session password (getPassword's encrypted password): fetched once, shared by concurrent
 * calls, renewed after `lifetimeMs` (before the exchange lets it expire) or when the exchange
 * refuses it. Each server instance keeps its own; nothing else depends on it.
 */
export function sessionKeeper(fetchPassword: () => Promise<string>, opts: { lifetimeMs: number; now: () => Date }) {
  let current: { password: Promise<string>; at: number } | null = null;
  return {
    get(): Promise<string> {
      const now = opts.now().getTime();
      if (current && now - current.at < opts.lifetimeMs) return current.password;
      const fetching = { password: fetchPassword(), at: now };
      current = fetching;
      // a failed fetch is not kept: the next call asks again
      fetching.password.catch(() => {
        if (current === fetching) current = null;
      });
      return fetching.password;
    },
    invalidate(): void {
      current = null;
    },
  };
}
