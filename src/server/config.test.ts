import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

/** The start-up choices read from the environment: defaults, the values allowed, and the refusals that name them. */
describe('loadConfig choices', () => {
  it('takes the defaults of a demo start', () => {
    const c = loadConfig({});
    expect([c.mode, c.otp.delivery, c.exchange, c.storage.kind, c.kyc]).toEqual(['demo', 'outbox', 'simulated', 'local', 'embedded']);
  });

  it('refuses a value outside the choices, naming them', () => {
    expect(() => loadConfig({ NIVESH_MODE: 'staging' })).toThrow('NIVESH_MODE must be demo or production, got "staging"');
    expect(() => loadConfig({ OTP_DELIVERY: 'pigeon' })).toThrow('OTP_DELIVERY must be outbox or live, got "pigeon"');
    expect(() => loadConfig({ EXCHANGE: 'nse' })).toThrow('EXCHANGE must be simulated or bse, got "nse"');
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow('STORAGE must be local or s3, got "ftp"');
    expect(() => loadConfig({ KYC: 'ckyc' })).toThrow('KYC must be embedded or kra, got "ckyc"');
  });

  it('reads S3 storage only with every part of its access', () => {
    expect(() => loadConfig({ STORAGE: 's3', S3_ENDPOINT: 'https://s3.example.test' })).toThrow(
      'STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    const c = loadConfig({ STORAGE: 's3', S3_ENDPOINT: 'https://s3.example.test', S3_BUCKET: 'docs', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' });
    expect(c.storage.s3).toEqual({ endpoint: 'https://s3.example.test', bucket: 'docs', region: 'us-east-1', accessKeyId: 'id', secretAccessKey: 'secret' });
  });
});
