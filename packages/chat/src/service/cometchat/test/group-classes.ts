import type { SdkGroup, SdkGroupListenerCallbacks, SdkGroupMember, SdkOutgoingGroup } from '../sdk';
import { FakeBaseMessage, FakeUser } from './classes';

// The group value classes of the fake SDK, shaped as the real SDK's `Group`, `GroupMember`,
// `Action` and `GroupListener` (getters and setters of the same names, the same constructor
// arguments). Data only; the rules live in groups.ts.

export class FakeGroup implements SdkGroup, SdkOutgoingGroup {
  private icon = '';
  private owner = '';
  private membersCount = 0;
  private hasJoined = false;
  private scope = '';
  private metadata: object | undefined = undefined;
  constructor(
    private guid: string,
    private name = '',
    private type = 'public',
    private password = '',
  ) {}
  getGuid(): string {
    return this.guid;
  }
  setGuid(guid: string): void {
    this.guid = guid;
  }
  getName(): string {
    return this.name;
  }
  setName(name: string): void {
    this.name = name;
  }
  getType(): string {
    return this.type;
  }
  setType(type: string): void {
    this.type = type;
  }
  getPassword(): string {
    return this.password;
  }
  setPassword(password: string): void {
    this.password = password;
  }
  getMetadata(): object | undefined {
    return this.metadata;
  }
  setMetadata(metadata: object): void {
    this.metadata = metadata;
  }
  getIcon(): string {
    return this.icon;
  }
  setIcon(icon: string): void {
    this.icon = icon;
  }
  getOwner(): string {
    return this.owner;
  }
  setOwner(owner: string): void {
    this.owner = owner;
  }
  getMembersCount(): number {
    return this.membersCount;
  }
  setMembersCount(count: number): void {
    this.membersCount = count;
  }
  getHasJoined(): boolean {
    return this.hasJoined;
  }
  setHasJoined(hasJoined: boolean): void {
    this.hasJoined = hasJoined;
  }
  getScope(): string {
    return this.scope;
  }
  setScope(scope: string): void {
    this.scope = scope;
  }
}

export class FakeGroupMember extends FakeUser implements SdkGroupMember {
  private scope: string;
  private guid = '';
  constructor(uid: string, scope = 'participant') {
    super(uid);
    this.scope = scope;
  }
  getScope(): string {
    return this.scope;
  }
  setScope(scope: string): void {
    this.scope = scope;
  }
  getGuid(): string {
    return this.guid;
  }
  setGuid(guid: string): void {
    this.guid = guid;
  }
}

/** CometChat's `Action` message (category 'action', type 'groupMember'). */
export class FakeAction extends FakeBaseMessage {
  private action = '';
  private actionBy: object = new FakeUser('');
  private actionOn: object = new FakeUser('');
  private actionFor: object = new FakeGroup('');
  private oldScope = '';
  private newScope = '';
  private message = '';
  constructor(receiverId: string) {
    super(receiverId, 'groupMember', 'group', 'action');
  }
  getAction(): string {
    return this.action;
  }
  setAction(action: string): void {
    this.action = action;
  }
  getActionBy(): object {
    return this.actionBy;
  }
  setActionBy(by: object): void {
    this.actionBy = by;
  }
  getActionOn(): object {
    return this.actionOn;
  }
  setActionOn(on: object): void {
    this.actionOn = on;
  }
  getActionFor(): object {
    return this.actionFor;
  }
  setActionFor(group: object): void {
    this.actionFor = group;
  }
  getOldScope(): string {
    return this.oldScope;
  }
  setOldScope(scope: string): void {
    this.oldScope = scope;
  }
  getNewScope(): string {
    return this.newScope;
  }
  setNewScope(scope: string): void {
    this.newScope = scope;
  }
  /** CometChat's English developer text ("Ann added Bob"); the adapter never shows it. */
  getMessage(): string {
    return this.message;
  }
  setMessage(message: string): void {
    this.message = message;
  }
}

export class FakeGroupListener {
  constructor(readonly callbacks: SdkGroupListenerCallbacks) {}
}
