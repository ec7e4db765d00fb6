// http_ece (the encryption web-push uses) has no types of its own: the one call the Web Push
// test makes, to decrypt a push as the receiving browser would.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
  ): Buffer;
}
