import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/** The library's base64url takes plain ArrayBuffer-backed bytes. */
const b64 = (bytes: Uint8Array): string => isoBase64URL.fromBuffer(new Uint8Array(bytes));

/**
 * A platform authenticator in software, for API tests: one ES256 (P-256) credential, "none"
 * attestation, user present and verified, a signature counter that moves on. It answers the
 * server's WebAuthn options in the JSON forms a browser's `credential.toJSON()` gives, so the
 * server's own library verifies them as it would a phone's. (The browser path is proven with
 * Chromium's virtual authenticator in the e2e suite.)
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;

  constructor(private readonly origin = 'http://localhost') {}

  get id(): string {
    return b64(this.credentialId);
  }

  /** The answer to POST /passkey/register-options: a RegistrationResponseJSON. */
  register(options: Record<string, unknown>): Record<string, unknown> {
    const rpId = (options.rp as { id?: string }).id ?? new URL(this.origin).hostname;
    const clientData = this.clientData('webauthn.create', String(options.challenge));
    const jwk = this.keys.publicKey.export({ format: 'jwk' }) as { x: string; y: string };
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, isoBase64URL.toBuffer(jwk.x)],
      [-3, isoBase64URL.toBuffer(jwk.y)],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    // flags: user present, user verified, attested credential data
    const authData = Buffer.concat([this.authDataHead(rpId, 0x45), Buffer.alloc(16), idLength, this.credentialId, Buffer.from(isoCBOR.encode(cose))]);
    const attestation = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: { clientDataJSON: b64(clientData), attestationObject: b64(attestation), transports: ['internal'] },
    };
  }

  /** The answer to POST /passkey/assert-options: an AuthenticationResponseJSON signed with this credential. */
  assert(options: Record<string, unknown>, key: KeyObject = this.keys.privateKey): Record<string, unknown> {
    const rpId = String(options.rpId ?? new URL(this.origin).hostname);
    const clientData = this.clientData('webauthn.get', String(options.challenge));
    const authData = this.authDataHead(rpId, 0x05);
    const signature = sign('sha256', Buffer.concat([authData, createHash('sha256').update(clientData).digest()]), key);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: { clientDataJSON: b64(clientData), authenticatorData: b64(authData), signature: b64(signature) },
    };
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  private authDataHead(rpId: string, flags: number): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(++this.counter);
    return Buffer.concat([createHash('sha256').update(rpId).digest(), Buffer.from([flags]), count]);
  }
}
