import { describe, expect, it } from 'vitest';
import { createLatest } from './latest';
import { isAbort, NOT_SENT, OK } from './result';

describe('createLatest', () => {
  it('lets only the newest request write its answer', () => {
    const latest = createLatest();
    const first = latest.next();
    expect(latest.isLatest(first)).toBe(true);
    const second = latest.next();
    expect(latest.isLatest(first)).toBe(false);
    expect(latest.isLatest(second)).toBe(true);
    expect(latest.current()).toBe(second);
  });
});

describe('results', () => {
  it('has one success and one not-sent failure, neither of which can be changed', () => {
    expect(OK).toEqual({ ok: true });
    expect(NOT_SENT).toEqual({ ok: false, status: 0, message: '', fieldErrors: {} });
    expect(Object.isFrozen(OK) && Object.isFrozen(NOT_SENT)).toBe(true);
  });

  it('tells an aborted request from a failed one', () => {
    expect(isAbort(new DOMException('stop', 'AbortError'))).toBe(true);
    expect(isAbort(new DOMException('no', 'NotAllowedError'))).toBe(false);
    expect(isAbort(new Error('AbortError'))).toBe(false);
  });
});
