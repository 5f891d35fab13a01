// The Chromium of `pnpm bench` (the web and calls sections): the system's Chromium, headless,
// with e2e/support/browser.ts's launch flags, and for calls its CALL_CHROMIUM_ARGS (fake camera
// and microphone, no permission prompt, ICE candidates on the loopback address).
import { CHROMIUM } from '../system-deps.mjs';
import { requireFrom } from './bench-settings.mjs';

const { chromium } = requireFrom('e2e')('playwright-core');

const BROWSER_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const CALL_ARGS = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--allow-loopback-in-peer-connection',
];

/** A Playwright browser; `calls: true` adds the fake media devices a call needs. */
export function launchBenchBrowser({ calls = false } = {}) {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: calls ? [...BROWSER_ARGS, ...CALL_ARGS] : BROWSER_ARGS,
  });
}
