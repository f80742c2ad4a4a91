import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/**
 * A passkey in software, for integration tests: an ES256 key pair made with node:crypto, a
 * 'none'-attestation registration and signed assertions, encoded as a browser's
 * `navigator.credentials` answers are (through @simplewebauthn/browser's JSON), so the server's
 * SimpleWebAuthn v14 verifies them as it would a real authenticator's. User presence and user
 * verification are always claimed (the server requires both).
 */

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor>;

/** A CBOR item's head: the major type and its argument, in the shortest form (as SimpleWebAuthn re-encodes). */
function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

/** The little of CBOR (RFC 8949) WebAuthn needs: integers, byte and text strings, arrays, maps. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

/** User present (UP), user verified (UV). */
const UP_UV = 0x01 | 0x04;
const ATTESTED = 0x40;

export type SoftwarePasskey = {
  /** The credential id, base64url (what the server stores as the passkey's id). */
  id: string;
  /** The public key in COSE form, base64url: what the server stores (`admin_passkeys.publicKey`). */
  cosePublicKey: string;
  /** A registration answer to `options.challenge` (from the server's registration options), for `origin`. */
  register: (options: { challenge: string; rp?: { id?: string } }, origin: string) => RegistrationJson;
  /** An assertion answering `options.challenge`, signed with the key, for `origin`. */
  assert: (options: { challenge: string; rpId?: string }, origin: string) => AuthenticationJson;
};

/** What navigator.credentials answers, as JSON: the same envelope around a registration's or an assertion's response. */
type CredentialJson<Response> = {
  id: string;
  rawId: string;
  type: 'public-key';
  authenticatorAttachment: 'platform';
  clientExtensionResults: Record<string, never>;
  response: Response;
};

export type RegistrationJson = CredentialJson<{ clientDataJSON: string; attestationObject: string; transports: string[] }>;

export type AuthenticationJson = CredentialJson<{
  clientDataJSON: string;
  authenticatorData: string;
  signature: string;
  userHandle?: string;
}>;

/** The COSE form of an EC P-256 public key: kty 2 (EC2), alg -7 (ES256), crv 1 (P-256), x, y. */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  return cbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
}

/** A new software passkey for the relying party `rpId` (the site's host name). */
export function softwarePasskey(rpId = 'localhost'): SoftwarePasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(32);
  const id = b64url(credentialId);
  let counter = 0;
  const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  const counterBytes = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n, 0);
    return b;
  };
  const credential = <Response>(response: Response): CredentialJson<Response> => ({
    id,
    rawId: id,
    type: 'public-key',
    authenticatorAttachment: 'platform',
    clientExtensionResults: {},
    response,
  });

  return {
    id,
    cosePublicKey: b64url(coseKey(publicKey)),
    register(options, origin) {
      const rp = options.rp?.id ?? rpId;
      const idLength = Buffer.from([credentialId.length >> 8, credentialId.length & 0xff]);
      const authData = Buffer.concat([
        sha256(rp),
        Buffer.from([UP_UV | ATTESTED]),
        counterBytes(counter),
        Buffer.alloc(16), // AAGUID: all zeros, as 'none' attestation allows
        idLength,
        credentialId,
        coseKey(publicKey),
      ]);
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return credential({
        clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      });
    },
    assert(options, origin) {
      counter += 1;
      const authenticatorData = Buffer.concat([sha256(options.rpId ?? rpId), Buffer.from([UP_UV]), counterBytes(counter)]);
      const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
      // ES256 signs authenticatorData || SHA-256(clientDataJSON); node answers the DER form WebAuthn uses.
      const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), privateKey);
      return credential({
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
      });
    },
  };
}
