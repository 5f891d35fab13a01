import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, createFakeApi } from '@wob/test-utils';
import { createFakeBilling, faqHandler } from '../test/fake-server';
import { FAQS, subscribedWith, subscriptionIn } from '../test/fixtures';
import { createPremiumStore, type PremiumDeps } from './premium-store';
import { browserShareEnvironment } from './share-environment';

function setup(handlers: Parameters<typeof createFakeApi>[0], deps: Partial<PremiumDeps> = {}) {
  const fake = createFakeApi(handlers);
  const toasts: string[] = [];
  const onPremiumChanged = vi.fn();
  const store = createPremiumStore({
    api: fake.api,
    notify: {
      success: (text) => toasts.push(text),
      error: (text) => toasts.push(`error: ${text}`),
    },
    translate: (key) => `t(${key})`,
    onPremiumChanged,
    redirect: () => undefined,
    ...deps,
  });
  return { fake, toasts, onPremiumChanged, store };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createPremiumStore: subscription', () => {
  it('tells the app after each change, so the session user is refreshed', async () => {
    const billing = createFakeBilling(subscribedWith());
    const { store, onPremiumChanged } = setup(billing.handlers);
    await store.getState().loadSubscribed();
    expect(onPremiumChanged).not.toHaveBeenCalled();
    expect((await store.getState().subscribe('plan-monthly')).ok).toBe(true);
    await store.getState().cancel();
    await store.getState().resume();
    await flush();
    expect(onPremiumChanged).toHaveBeenCalledTimes(3);
    expect(store.getState().subscribed?.premium.status).toBe('trialing');
    expect(store.getState().subscribed?.trialAvailable).toBe(false);
  });

  it('does not tell the app about a change that failed', async () => {
    const { store, onPremiumChanged, toasts } = setup({
      getSubscribed: () => ({ data: subscribedWith() }),
      subscribe: () => {
        throw apiError(409, 'You already have Woble Premium.');
      },
    });
    await store.getState().loadSubscribed();
    const result = await store.getState().subscribe('plan-monthly');
    await flush();
    expect(result).toEqual({
      ok: false,
      status: 409,
      message: 'You already have Woble Premium.',
      fieldErrors: {},
    });
    expect(onPremiumChanged).not.toHaveBeenCalled();
    expect(toasts).toEqual(['error: You already have Woble Premium.']);
    expect(store.getState().pendingChange).toBeNull();
  });

  it('keeps a change whose session refresh fails', async () => {
    const billing = createFakeBilling(subscribedWith());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store } = setup(billing.handlers, {
      onPremiumChanged: () => Promise.reject(new Error('offline')),
    });
    await store.getState().loadSubscribed();
    expect((await store.getState().subscribe('plan-monthly')).ok).toBe(true);
    await flush();
    expect(store.getState().subscribed?.premium.isPremium).toBe(true);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('runs one change at a time', async () => {
    let finish: () => void = () => undefined;
    const billing = createFakeBilling(subscribedWith({ subscription: subscriptionIn('active') }));
    const cancel = billing.handlers.cancelSubscription;
    const { store, fake } = setup({
      ...billing.handlers,
      cancelSubscription: async (input, options) => {
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
        return cancel ? cancel(input, options) : {};
      },
    });
    await store.getState().loadSubscribed();
    const first = store.getState().cancel();
    expect(store.getState().pendingChange).toBe('cancel');
    expect((await store.getState().resume()).ok).toBe(false);
    finish();
    expect((await first).ok).toBe(true);
    expect(fake.inputsOf('resumeSubscription')).toEqual([]);
    expect(store.getState().pendingChange).toBeNull();
  });

  it('keeps what is shown when a background refetch fails', async () => {
    let fail = false;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store } = setup({
      getSubscribed: () => {
        if (fail) throw apiError(500);
        return { data: subscribedWith() };
      },
    });
    await store.getState().loadSubscribed();
    fail = true;
    await store.getState().loadSubscribed({ background: true });
    expect(store.getState().subscribedStatus).toBe('ready');
    expect(store.getState().subscribed).not.toBeNull();
    warn.mockRestore();
  });
});

describe('createPremiumStore: reset', () => {
  it('forgets every answer and keeps working', async () => {
    const billing = createFakeBilling(subscribedWith());
    const { store } = setup({ ...billing.handlers, listFaqs: faqHandler(FAQS) });
    await store.getState().loadSubscribed();
    await store.getState().loadFaqs();
    await store.getState().readMoreFaqs();
    store.getState().reset();
    expect(store.getState()).toMatchObject({
      subscribed: null,
      subscribedStatus: 'idle',
      faqs: null,
      faqLimit: 5,
      site: null,
    });
    expect((await store.getState().loadSubscribed()).ok).toBe(true);
  });
});

describe('createPremiumStore: FAQs', () => {
  it('lets only the newest of two overlapping loads write', async () => {
    const answers: Array<() => void> = [];
    const list = faqHandler(FAQS);
    const { store } = setup({
      listFaqs: async (input, options) => {
        await new Promise<void>((resolve) => answers.push(resolve));
        return list(input, options);
      },
    });
    const older = store.getState().loadFaqs();
    const newer = store.getState().loadFaqs();
    answers[1]?.();
    await newer;
    const shown = store.getState().faqs;
    answers[0]?.();
    await older;
    expect(store.getState().faqs).toBe(shown);
  });

  it('does not ask again when the server says there is nothing more', async () => {
    const { store, fake } = setup({ listFaqs: faqHandler(FAQS.slice(0, 3)) });
    await store.getState().loadFaqs();
    await store.getState().readMoreFaqs();
    expect(fake.inputsOf('listFaqs')).toEqual([{ page: 1, limit: 5 }]);
  });

  it('keeps the grown limit on a background refresh, and starts at 5 again otherwise', async () => {
    const { store, fake } = setup({ listFaqs: faqHandler(FAQS) });
    await store.getState().loadFaqs();
    await store.getState().readMoreFaqs();
    await store.getState().loadFaqs({ background: true });
    await store.getState().loadFaqs();
    expect(fake.inputsOf('listFaqs')).toEqual([
      { page: 1, limit: 5 },
      { page: 1, limit: 10 },
      { page: 1, limit: 10 },
      { page: 1, limit: 5 },
    ]);
  });
});

describe('browserShareEnvironment', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("uses the browser's navigator.share and clipboard when they exist", async () => {
    const share = vi.fn(async (_data: ShareData) => undefined);
    const writeText = vi.fn(async (_text: string) => undefined);
    vi.stubGlobal('navigator', { share, clipboard: { writeText } });
    const environment = browserShareEnvironment();
    await environment.share?.({ url: 'https://woble.test' });
    await environment.writeText?.('https://woble.test');
    expect(share).toHaveBeenCalledWith({ url: 'https://woble.test' });
    expect(writeText).toHaveBeenCalledWith('https://woble.test');
  });

  it('has no share where the browser has none, and copies with a selection as a last resort', () => {
    vi.stubGlobal('navigator', {});
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const environment = browserShareEnvironment();
    expect(environment.share).toBeUndefined();
    expect(environment.writeText).toBeUndefined();
    expect(environment.copyWithSelection?.('https://woble.test')).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    // The helper leaves nothing behind in the page.
    expect(document.querySelector('textarea')).toBeNull();
  });
});
