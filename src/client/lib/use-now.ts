import { useEffect, useState } from 'react';

/** The current time, refreshed every minute so cut-off rules (15:00 IST: orders, the SIP calendar) update on an open form. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}
