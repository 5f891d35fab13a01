import { callsOf } from './calls';
import { sdkError } from './classes';
import type { FakeCometChatCloud } from './cloud';
import type {
  CallsSdkModule,
  CometChatCallsNamespace,
  SdkCallAppSettingsBuilder,
  SdkCallSettingsBuilder,
  SdkCallUser,
  SdkOngoingCallCallbacks,
} from '../../calls/cometchat/sdk';

// A scripted stand-in for `@cometchat/calls-sdk-javascript` (it cannot run without CometChat's
// servers): `FakeCallsServers` are CometChat's media servers for one scripted CometChat cloud,
// and each tab gets its own module (`servers.module()`), as `import()` gives one per page. A call
// token is made only for a person joined in an ongoing call of the cloud (test/calls.ts of the
// chat fake), with a valid auth token; people in the same session are told of each other
// (onUserJoined, onUserLeft, onUserListUpdated), asynchronously as over a socket; the session
// draws into the element it is given. Test controls: `failNextStart`, `cameras`, `tab.emit`.

class FakeCallAppSettings {
  constructor(
    readonly appId: string,
    readonly region: string,
  ) {}
}

class FakeCallAppSettingsBuilder implements SdkCallAppSettingsBuilder {
  private appId = '';
  private region = '';
  setAppId(appId: string): this {
    this.appId = appId;
    return this;
  }
  setRegion(region: string): this {
    this.region = region;
    return this;
  }
  build(): FakeCallAppSettings {
    return new FakeCallAppSettings(this.appId, this.region);
  }
}

/** What `CallSettingsBuilder.build()` answers: the settings a test may read back. */
export class FakeCallSettings {
  defaultLayout = true;
  audioOnly = false;
  buttons: Record<string, boolean> = {};
  listener: FakeOngoingCallListener | null = null;
}

class FakeCallSettingsBuilder implements SdkCallSettingsBuilder {
  private readonly settings = new FakeCallSettings();
  enableDefaultLayout(defaultLayout: boolean): this {
    this.settings.defaultLayout = defaultLayout;
    return this;
  }
  setIsAudioOnlyCall(isAudioOnly: boolean): this {
    this.settings.audioOnly = isAudioOnly;
    return this;
  }
  private button(name: string, show: boolean): this {
    this.settings.buttons[name] = show;
    return this;
  }
  showEndCallButton(show: boolean): this {
    return this.button('endCall', show);
  }
  showMuteAudioButton(show: boolean): this {
    return this.button('muteAudio', show);
  }
  showPauseVideoButton(show: boolean): this {
    return this.button('pauseVideo', show);
  }
  showScreenShareButton(show: boolean): this {
    return this.button('screenShare', show);
  }
  showModeButton(show: boolean): this {
    return this.button('mode', show);
  }
  setCallListener(listener: object): this {
    if (!(listener instanceof FakeOngoingCallListener)) throw sdkError('INVALID_LISTENER');
    this.settings.listener = listener;
    return this;
  }
  build(): FakeCallSettings {
    return this.settings;
  }
}

class FakeOngoingCallListener {
  constructor(readonly callbacks: SdkOngoingCallCallbacks) {}
}

/** One tab's calls SDK: what it was asked to do, and its session. */
export class FakeCallsTab {
  readonly module: CallsSdkModule;
  /** Every method called, in order. */
  readonly log: string[] = [];
  initialised = false;
  muted = false;
  videoPaused = false;
  cameraSwitches = 0;
  settings: FakeCallSettings | null = null;
  element: HTMLElement | null = null;
  sessionId: string | null = null;
  uid: string | null = null;

  constructor(readonly servers: FakeCallsServers) {
    this.module = { CometChatCalls: this.namespace() };
  }

  /** Tells this tab's OngoingCallListener, after the current call stack. */
  emit<K extends keyof SdkOngoingCallCallbacks>(
    name: K,
    ...payload: Parameters<NonNullable<SdkOngoingCallCallbacks[K]>>
  ): void {
    const callbacks = this.settings?.listener?.callbacks;
    queueMicrotask(() => {
      const callback = callbacks?.[name] as ((...args: unknown[]) => void) | undefined;
      callback?.apply(callbacks, payload);
    });
  }

  private namespace(): CometChatCallsNamespace {
    const servers = this.servers;
    const cloud = servers.cloud;
    return {
      CallAppSettingsBuilder: FakeCallAppSettingsBuilder,
      CallSettingsBuilder: FakeCallSettingsBuilder,
      OngoingCallListener: FakeOngoingCallListener,
      init: async (settings) => {
        this.log.push('init');
        if (!(settings instanceof FakeCallAppSettings)) throw sdkError('INVALID_APP_SETTINGS');
        if (settings.appId !== cloud.appId || settings.region !== cloud.region) {
          throw sdkError('AUTH_ERR_INVALID_APPID', 'No such app in this region.');
        }
        this.initialised = true;
      },
      generateToken: async (sessionId, authToken) => {
        this.log.push('generateToken');
        if (!this.initialised) throw sdkError('COMETCHAT_CALLS_NOT_INITIALIZED');
        const uid = cloud.uidOfToken(authToken);
        if (!uid) throw sdkError('AUTH_ERR_AUTH_TOKEN_NOT_FOUND');
        const call = callsOf(cloud).get(sessionId);
        if (call?.status !== 'ongoing' || !call.joined.has(uid)) {
          throw sdkError('ERR_SESSION_NOT_ONGOING', 'No ongoing call of yours has this session.');
        }
        return { token: servers.token(sessionId, uid) };
      },
      startSession: async (callToken, settings, element) => {
        this.log.push('startSession');
        if (!this.initialised) throw sdkError('COMETCHAT_CALLS_NOT_INITIALIZED');
        if (!(settings instanceof FakeCallSettings)) throw sdkError('INVALID_CALL_SETTINGS');
        if (!(element instanceof HTMLElement)) throw sdkError('INVALID_HTML_ELEMENT');
        const failure = servers.takeStartFailure();
        if (failure) throw failure;
        const grant = servers.grantOf(callToken);
        if (!grant) throw sdkError('ERR_INVALID_CALL_TOKEN');
        this.settings = settings;
        this.element = element;
        this.sessionId = grant.sessionId;
        this.uid = grant.uid;
        const drawn = element.ownerDocument.createElement('div');
        drawn.dataset.fakeCallsSession = grant.sessionId;
        element.append(drawn);
        servers.join(this);
      },
      muteAudio: (mute = true) => {
        this.log.push(`muteAudio ${mute}`);
        this.muted = mute;
      },
      pauseVideo: (pause = true) => {
        this.log.push(`pauseVideo ${pause}`);
        this.videoPaused = pause;
      },
      switchCamera: () => {
        this.log.push('switchCamera');
        this.cameraSwitches += 1;
      },
      getVideoInputDevices: () =>
        Array.from(
          { length: servers.cameras },
          (_, index) =>
            ({
              deviceId: `camera-${index + 1}`,
              kind: 'videoinput',
              label: `Camera ${index + 1}`,
              groupId: 'fake',
            }) as MediaDeviceInfo,
        ),
      endSession: () => {
        this.log.push('endSession');
        servers.leave(this);
        this.element?.querySelector('[data-fake-calls-session]')?.remove();
        this.sessionId = null;
      },
    };
  }
}

/** CometChat's media servers beside one scripted CometChat cloud. */
export class FakeCallsServers {
  /** Cameras every tab finds. */
  cameras = 1;
  private readonly grants = new Map<string, { sessionId: string; uid: string }>();
  private readonly tabs = new Set<FakeCallsTab>();
  private startFailure: unknown = null;
  private nextToken = 1;

  constructor(readonly cloud: FakeCometChatCloud) {}

  /** A new tab's calls SDK module. */
  tab(): FakeCallsTab {
    const tab = new FakeCallsTab(this);
    this.tabs.add(tab);
    return tab;
  }

  /** The next `startSession` fails with `error` (e.g. a DOMException 'NotAllowedError'). */
  failNextStart(error: unknown): void {
    this.startFailure = error;
  }

  takeStartFailure(): unknown {
    const failure = this.startFailure;
    this.startFailure = null;
    return failure;
  }

  token(sessionId: string, uid: string): string {
    const token = `fake-call-token-${this.nextToken++}`;
    this.grants.set(token, { sessionId, uid });
    return token;
  }

  grantOf(token: string): { sessionId: string; uid: string } | undefined {
    return this.grants.get(token);
  }

  /** Who is in a session now. */
  inSession(sessionId: string): FakeCallsTab[] {
    return [...this.tabs].filter((tab) => tab.sessionId === sessionId && tab.uid);
  }

  private userOf(tab: FakeCallsTab): SdkCallUser {
    const uid = tab.uid ?? '';
    const user = this.cloud.userFor(uid, uid);
    return { uid, name: user.getName(), avatar: user.getAvatar() };
  }

  join(tab: FakeCallsTab): void {
    const sessionId = tab.sessionId ?? '';
    const everyone = this.inSession(sessionId);
    const list = everyone.map((member) => this.userOf(member));
    for (const other of everyone) {
      if (other === tab) continue;
      other.emit('onUserJoined', this.userOf(tab));
      other.emit('onUserListUpdated', list);
    }
    tab.emit('onUserListUpdated', list);
  }

  leave(tab: FakeCallsTab): void {
    const sessionId = tab.sessionId;
    if (!sessionId) return;
    const user = this.userOf(tab);
    tab.sessionId = null;
    const rest = this.inSession(sessionId);
    const list = rest.map((member) => this.userOf(member));
    for (const other of rest) {
      other.emit('onUserLeft', user);
      other.emit('onUserListUpdated', list);
    }
  }
}
