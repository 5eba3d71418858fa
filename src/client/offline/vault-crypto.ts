/** The device copy's cryptography lives in shared/ so that the service worker seals with it too. */
export * from '@shared/crypto/device-seal.ts';
