import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/** Opaque ids: 24 hex characters, the shape clients of the old API already handle. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

/** A bearer or reset token: 32 random bytes, URL-safe. Only its SHA-256 is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function hmacBase64Url(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A small secret box for values the server must read back (an administrator's TOTP key):
 * AES-256-GCM under a key derived from the server's secret and a purpose, so a database copy
 * alone does not reveal them. `open` answers null for a value sealed under another key or
 * altered.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string | null;
}

export function createSecretBox(secret: string, purpose: string): SecretBox {
  const key = createHmac('sha256', secret).update(`secret-box:${purpose}`).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body].map(encodePart).join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

function encodePart(part: string | Buffer): string {
  return typeof part === 'string' ? part : part.toString('base64url');
}
