import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

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
