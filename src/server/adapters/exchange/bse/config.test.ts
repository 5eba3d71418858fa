import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { ManualClock } from '../../../lib/clock.ts';
import { createAdapters } from '../../index.ts';
import { currentMemberCode, setMemberCode } from '../numbers.ts';

const ALL = {
  EXCHANGE: 'bse',
  BSE_MEMBER_CODE: '10232',
  BSE_USER_ID: '1023201',
  BSE_PASSWORD: 'pw',
  BSE_PASSKEY: 'pk',
  BSE_ORDER_URL: 'https://bsestarmfdemo.bseindia.com/MFOrderEntry/MFOrder.svc',
  BSE_UPLOAD_URL: 'https://bsestarmfdemo.bseindia.com/MFUploadService/MFUploadService.svc',
  BSE_FILE_UPLOAD_URL: 'https://bsestarmfdemo.bseindia.com/StarMFFileUploadService/StarMFFileUploadService.svc',
  BSE_API_URL: 'https://bsestarmfdemo.bseindia.com/StarMFCommonAPI',
};

describe('EXCHANGE=bse configuration', () => {
  it('refuses to start with incomplete access, naming each missing setting', () => {
    expect(() => loadConfig({ EXCHANGE: 'bse' })).toThrow(
      "Refusing to start: EXCHANGE=bse needs the member's BSE StAR MF access: set BSE_MEMBER_CODE, BSE_USER_ID, BSE_PASSWORD, BSE_PASSKEY, BSE_ORDER_URL, BSE_UPLOAD_URL, BSE_FILE_UPLOAD_URL, BSE_API_URL.",
    );
    expect(() => loadConfig({ ...ALL, BSE_PASSKEY: ' ', BSE_API_URL: '' })).toThrow('set BSE_PASSKEY, BSE_API_URL.');
    expect(() => loadConfig({ ...ALL, BSE_MEMBER_CODE: 'ARN-1' })).toThrow('BSE_MEMBER_CODE must be the member code BSE assigned');
    expect(() => loadConfig({ ...ALL, BSE_UPLOAD_URL: 'ftp://x' })).toThrow('BSE_UPLOAD_URL must be an http(s) URL');
  });

  it('reads complete access and builds the BSE adapter, whose transaction numbers carry the configured member code', () => {
    const config = loadConfig({ ...ALL, BSE_TIMEOUT_MS: '5000' });
    expect(config.bse).toMatchObject({ memberCode: '10232', userId: '1023201', timeoutMs: 5_000, sessionMinutes: 50, apiUrl: ALL.BSE_API_URL });
    const before = currentMemberCode();
    try {
      const adapters = createAdapters(config, null as never, new ManualClock());
      expect(adapters.exchange.name).toBe('bse');
      expect(currentMemberCode()).toBe('10232');
    } finally {
      setMemberCode(before);
    }
    // the simulated exchange takes the member code from configuration too
    expect(loadConfig({ BSE_MEMBER_CODE: '20001' }).memberCode).toBe('20001');
    expect(loadConfig({}).memberCode).toBe('10231');
  });
});
