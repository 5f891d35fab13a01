import { readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  resolveRelative,
  sourceFiles,
  staticGraph,
  staticImports,
} from '../../../test/import-graph';
import {
  type CometChatCallNamespace,
  type CometChatCallsNamespace,
  loadCallsSdk,
  loadChatCallSdk,
} from './sdk';

// CometChat's calls SDK (≈ 694 KB gzip, with its own React and MUI) must never enter the bundle
// of a self-hosted installation, nor the /chat of a CometChat one before a call starts: the
// package entry reaches the call adapter only through `loadCometChatCallAdapter()` (an
// `import()`), and the adapter reaches the calls SDK only through another `import()`, made by
// `startMedia`.

const SRC = resolve(__dirname, '../../..');
const CALLS_DIR = resolve(__dirname);
const CALLS_SDK = '@cometchat/calls-sdk-javascript';

const inCallAdapter = (file: string) => !relative(CALLS_DIR, file).startsWith('..');
/** Test support (`…/test/…`) is never shipped (package.json `files`). */
const isTestSupport = (file: string) => relative(SRC, file).split(sep).includes('test');

describe('the calls SDK stays out of the bundles until a call starts', () => {
  it('the package entry reaches neither the call adapter nor a CometChat SDK statically', () => {
    const { files, packages } = staticGraph(join(SRC, 'index.ts'));
    expect(files.size).toBeGreaterThan(1);
    expect([...files].filter(inCallAdapter).map((file) => relative(SRC, file))).toEqual([]);
    expect([...packages].filter((name) => name.startsWith('@cometchat/'))).toEqual([]);
  });

  it('no shipped file outside the call adapter imports it or the calls SDK statically', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !inCallAdapter(file) && !isTestSupport(file))
      .filter((file) =>
        staticImports(file).some((specifier) => {
          const target = resolveRelative(file, specifier);
          return (target !== null && inCallAdapter(target)) || specifier === CALLS_SDK;
        }),
      )
      .map((file) => relative(SRC, file));
    expect(offenders).toEqual([]);
  });

  it('the call adapter imports both SDKs, and the chat adapter, only dynamically', () => {
    const files = sourceFiles(CALLS_DIR);
    expect(files.length).toBeGreaterThan(3);
    const chatAdapter = resolve(SRC, 'service/cometchat');
    const staticOffenders = files.filter((file) =>
      staticImports(file).some((specifier) => {
        const target = resolveRelative(file, specifier);
        return (
          specifier.startsWith('@cometchat/') ||
          (target !== null && !relative(chatAdapter, target).startsWith('..'))
        );
      }),
    );
    expect(staticOffenders.map((file) => relative(SRC, file))).toEqual([]);
    const sdk = readFileSync(join(CALLS_DIR, 'sdk.ts'), 'utf8');
    expect(sdk).toContain(`await import('${CALLS_SDK}')`);
    expect(sdk).toContain("await import('@cometchat/chat-sdk-javascript')");
  });

  it('the package exports the adapter behind loadCometChatCallAdapter()', async () => {
    const { loadCometChatCallAdapter } = await import('../../../index');
    const adapter = await loadCometChatCallAdapter();
    expect(typeof adapter.createCometChatCallService).toBe('function');
    expect(readFileSync(join(SRC, 'index.ts'), 'utf8')).toContain(
      "return import('./service/calls/cometchat/index');",
    );
  });
});

describe('the default loaders', () => {
  it('load the real SDKs with every calling member the adapter uses', async () => {
    const { CometChat } = await loadChatCallSdk();
    const chatMembers: Array<keyof CometChatCallNamespace> = [
      'Call',
      'CallListener',
      'MessagesRequestBuilder',
      'getLoggedinUser',
      'initiateCall',
      'acceptCall',
      'rejectCall',
      'endCall',
      'getActiveCall',
      'clearActiveCall',
      'addCallListener',
      'removeCallListener',
    ];
    expect(chatMembers.filter((member) => typeof CometChat[member] !== 'function')).toEqual([]);
    expect(CometChat.CALL_STATUS).toMatchObject({
      REJECTED: 'rejected',
      BUSY: 'busy',
      CANCELLED: 'cancelled',
    });
    const call = new CometChat.Call('bob', 'video', 'user') as unknown as {
      getReceiverId(): string;
      getType(): string;
    };
    expect([call.getReceiverId(), call.getType()]).toEqual(['bob', 'video']);

    const { CometChatCalls } = await loadCallsSdk();
    const callsMembers: Array<keyof CometChatCallsNamespace> = [
      'CallAppSettingsBuilder',
      'CallSettingsBuilder',
      'OngoingCallListener',
      'init',
      'generateToken',
      'startSession',
      'muteAudio',
      'pauseVideo',
      'switchCamera',
      'getVideoInputDevices',
      'endSession',
    ];
    expect(callsMembers.filter((member) => typeof CometChatCalls[member] !== 'function')).toEqual(
      [],
    );
    const settings = new CometChatCalls.CallSettingsBuilder()
      .enableDefaultLayout(false)
      .setIsAudioOnlyCall(true)
      .build() as unknown as { isDefaultLayoutEnabled(): boolean; isAudioOnlyCall(): boolean };
    expect([settings.isDefaultLayoutEnabled(), settings.isAudioOnlyCall()]).toEqual([false, true]);
  }, 60_000);
});
