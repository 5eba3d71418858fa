import { useEffect, useState } from 'react';

/** The current time, refreshed every minute so the SIP calendar's cut-off (15:00 IST) updates on an open form. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}
