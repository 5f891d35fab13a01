import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { repoRoot } from './server';

// One Chromium per test file, a fresh context (own storage, locale, viewport) per test.
// Debian's Chromium: playwright's own browser download does not work on these machines.

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/**
 * For calls: fake camera and microphone (a test pattern and a beep), camera and microphone
 * permission granted without a prompt, and ICE candidates on the loopback address (without
 * it two pages on this machine find no candidate pair). Only the call tests launch with them
 * (`useBrowser({ calls: true })`): granted permissions would hide a permission prompt from
 * any other test.
 */
export const CALL_CHROMIUM_ARGS = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--allow-loopback-in-peer-connection',
];
export const ARTIFACTS_DIR = join(repoRoot, 'e2e/.artifacts');

export function launchChromium(options: { calls?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: options.calls ? [...CHROMIUM_ARGS, ...CALL_CHROMIUM_ARGS] : CHROMIUM_ARGS,
  });
}

export interface PageOptions {
  /** The browser's language (navigator.language, Accept-Language); default 'en-US'. */
  locale?: string;
  viewport?: { width: number; height: number };
  /** Another server than the run's (a second instance); relative URLs resolve against it. */
  baseUrl?: string;
  /** The system theme the page sees (prefers-color-scheme); default 'light'. */
  colorScheme?: 'light' | 'dark';
  /** prefers-reduced-motion; default 'no-preference'. */
  reducedMotion?: 'reduce' | 'no-preference';
}

export interface BrowserSession {
  /** A page in a new, empty context whose relative URLs resolve against the test server. */
  newPage(options?: PageOptions): Promise<Page>;
  readonly baseUrl: string;
}

function fileSafe(text: string): string {
  return text
    .replace(/[^a-z0-9-]+/gi, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

/**
 * Registers the hooks of a browser test file: Chromium starts before its first test and stops
 * after its last (with CALL_CHROMIUM_ARGS when `calls` is set); each test's contexts are closed
 * after it, with a screenshot of every open page saved to e2e/.artifacts/ when the test failed
 * (plus the page errors it saw).
 */
export function useBrowser(options: { calls?: boolean } = {}): BrowserSession {
  const baseUrl = inject('baseUrl');
  let browser: Browser | undefined;
  let contexts: { context: BrowserContext; problems: string[] }[] = [];

  beforeAll(async () => {
    browser = await launchChromium(options);
  });

  afterEach(async ({ task }) => {
    const open = contexts;
    contexts = [];
    if (task.result?.state === 'fail') {
      await mkdir(ARTIFACTS_DIR, { recursive: true });
      const stem = fileSafe(`${task.file?.name ?? ''}-${task.name}`);
      let index = 0;
      for (const { context, problems } of open) {
        for (const page of context.pages()) {
          index += 1;
          const file = join(ARTIFACTS_DIR, `${stem}-${index}.png`);
          await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
          console.error(`Screenshot of ${page.url()} saved to ${file}`);
        }
        if (problems.length > 0)
          console.error(`Browser problems during "${task.name}":\n${problems.join('\n')}`);
      }
    }
    await Promise.all(open.map(({ context }) => context.close().catch(() => undefined)));
  });

  afterAll(async () => {
    await browser?.close();
    browser = undefined;
  });

  return {
    baseUrl,
    async newPage(options = {}) {
      if (!browser)
        throw new Error('useBrowser(): Chromium is not running (call newPage inside a test)');
      const context = await browser.newContext({
        baseURL: options.baseUrl ?? baseUrl,
        locale: options.locale ?? 'en-US',
        viewport: options.viewport ?? { width: 1280, height: 900 },
        colorScheme: options.colorScheme ?? 'light',
        reducedMotion: options.reducedMotion ?? 'no-preference',
      });
      const problems: string[] = [];
      contexts.push({ context, problems });
      // Fail a step after 10 s instead of Playwright's 30 s, so a broken page costs little.
      context.setDefaultTimeout(10_000);
      const page = await context.newPage();
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      return page;
    },
  };
}
