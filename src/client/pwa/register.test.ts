import { afterEach, describe, expect, it, vi } from 'vitest';
import { unregisterOldWorkers } from './register.ts';

function registration(scriptURL: string | null, where: 'active' | 'waiting' | 'installing' = 'active') {
  const reg = { active: null, waiting: null, installing: null, unregister: vi.fn<() => Promise<boolean>>(async () => true) } as Record<string, unknown> & {
    unregister: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
  };
  if (scriptURL) reg[where] = { scriptURL };
  return reg;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('unregisterOldWorkers (spec 3 §9)', () => {
  it('unregisters workers of earlier builds and keeps ours', async () => {
    const ours = registration('http://localhost/sw.js');
    const legacy = registration('http://localhost/service-worker.js');
    const legacyWaiting = registration('http://localhost/old/sw.js', 'waiting');
    const empty = registration(null);
    vi.stubGlobal('navigator', { serviceWorker: { getRegistrations: async () => [ours, legacy, legacyWaiting, empty] } });
    await unregisterOldWorkers();
    expect(ours.unregister).not.toHaveBeenCalled();
    expect(legacy.unregister).toHaveBeenCalledOnce();
    expect(legacyWaiting.unregister).toHaveBeenCalledOnce();
    expect(empty.unregister).not.toHaveBeenCalled();
  });
});
