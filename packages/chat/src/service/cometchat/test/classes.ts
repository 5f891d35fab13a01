import type {
  SdkAppSettingsBuilder,
  SdkAttachment,
  SdkBaseMessage,
  SdkConnectionListenerCallbacks,
  SdkConversation,
  SdkException,
  SdkMessage,
  SdkMessageListenerCallbacks,
  SdkMessageReceipt,
  SdkOutgoingMessage,
  SdkTransientMessage,
  SdkTypingIndicator,
  SdkUser,
  SdkUserListenerCallbacks,
  SdkReactionCount,
} from '../sdk';

// The value classes of the fake SDK, shaped as the real SDK's (getters and setters of the same
// names, the same constructor arguments). They hold data only; what the "cloud" does with
// them lives in cloud.ts.

export class FakeCometChatException implements SdkException {
  readonly code: string;
  readonly name: string;
  readonly message: string;
  readonly details: unknown;
  constructor(error: { code: string; message?: string; details?: unknown }) {
    this.code = error.code;
    this.name = error.code;
    this.message = error.message ?? error.code;
    this.details = error.details ?? {};
  }
}

export function sdkError(code: string, message?: string): FakeCometChatException {
  return new FakeCometChatException({ code, message });
}

export class FakeUser implements SdkUser {
  private uid: string;
  private name = '';
  private avatar = '';
  private status = 'offline';
  private lastActiveAt = 0;
  private blockedByMe = false;
  private hasBlockedMe = false;
  constructor(uid: string, name = '') {
    this.uid = uid;
    this.name = name;
  }
  getUid(): string {
    return this.uid;
  }
  setUid(uid: string): void {
    this.uid = uid;
  }
  getName(): string {
    return this.name;
  }
  setName(name: string): void {
    this.name = name;
  }
  getAvatar(): string {
    return this.avatar;
  }
  setAvatar(avatar: string): void {
    this.avatar = avatar;
  }
  getStatus(): string {
    return this.status;
  }
  setStatus(status: string): void {
    this.status = status;
  }
  getLastActiveAt(): number {
    return this.lastActiveAt;
  }
  setLastActiveAt(lastActiveAt: number): void {
    this.lastActiveAt = lastActiveAt;
  }
  getBlockedByMe(): boolean {
    return this.blockedByMe;
  }
  setBlockedByMe(blockedByMe: boolean): void {
    this.blockedByMe = blockedByMe;
  }
  getHasBlockedMe(): boolean {
    return this.hasBlockedMe;
  }
  setHasBlockedMe(hasBlockedMe: boolean): void {
    this.hasBlockedMe = hasBlockedMe;
  }
}

export class FakeAttachment implements SdkAttachment {
  constructor(
    private readonly file: {
      name: string;
      extension: string;
      mimeType: string;
      size: number;
      url: string;
    },
  ) {}
  getName(): string {
    return this.file.name;
  }
  getExtension(): string {
    return this.file.extension;
  }
  getMimeType(): string {
    return this.file.mimeType;
  }
  getSize(): number {
    return this.file.size;
  }
  getUrl(): string {
    return this.file.url;
  }
}

export class FakeBaseMessage implements SdkBaseMessage, SdkOutgoingMessage {
  protected id = 0;
  protected conversationId = '';
  protected parentMessageId = 0;
  protected muid = '';
  protected sender: SdkUser = new FakeUser('');
  protected receiverId: string;
  protected receiverType: string;
  protected type: string;
  protected category: string;
  protected sentAt = 0;
  protected deliveredAt = 0;
  protected deliveredToMeAt = 0;
  protected readAt = 0;
  protected readByMeAt = 0;
  protected editedAt = 0;
  protected editedBy = '';
  protected deletedAt = 0;
  protected deletedBy = '';
  protected replyCount = 0;
  protected metadata: object = {};
  protected reactions: SdkReactionCount[] = [];

  constructor(receiverId: string, type: string, receiverType: string, category: string) {
    this.receiverId = receiverId;
    this.type = type;
    this.receiverType = receiverType;
    this.category = category;
  }

  getId(): number {
    return this.id;
  }
  setId(value: number): void {
    this.id = value;
  }
  getConversationId(): string {
    return this.conversationId;
  }
  setConversationId(value: string): void {
    this.conversationId = value;
  }
  getParentMessageId(): number {
    return this.parentMessageId;
  }
  setParentMessageId(value: number): void {
    this.parentMessageId = value;
  }
  getMuid(): string {
    return this.muid;
  }
  setMuid(value: string): void {
    this.muid = value;
  }
  getSender(): SdkUser {
    return this.sender;
  }
  setSender(value: SdkUser): void {
    this.sender = value;
  }
  getReceiverId(): string {
    return this.receiverId;
  }
  setReceiverId(value: string): void {
    this.receiverId = value;
  }
  getReceiverType(): string {
    return this.receiverType;
  }
  getType(): string {
    return this.type;
  }
  getCategory(): string {
    return this.category;
  }
  getSentAt(): number {
    return this.sentAt;
  }
  setSentAt(value: number): void {
    this.sentAt = value;
  }
  getDeliveredAt(): number {
    return this.deliveredAt;
  }
  setDeliveredAt(value: number): void {
    this.deliveredAt = value;
  }
  getDeliveredToMeAt(): number {
    return this.deliveredToMeAt;
  }
  setDeliveredToMeAt(value: number): void {
    this.deliveredToMeAt = value;
  }
  getReadAt(): number {
    return this.readAt;
  }
  setReadAt(value: number): void {
    this.readAt = value;
  }
  getReadByMeAt(): number {
    return this.readByMeAt;
  }
  setReadByMeAt(value: number): void {
    this.readByMeAt = value;
  }
  getEditedAt(): number {
    return this.editedAt;
  }
  setEditedAt(value: number): void {
    this.editedAt = value;
  }
  getEditedBy(): string {
    return this.editedBy;
  }
  setEditedBy(value: string): void {
    this.editedBy = value;
  }
  getDeletedAt(): number {
    return this.deletedAt;
  }
  setDeletedAt(value: number): void {
    this.deletedAt = value;
  }
  getDeletedBy(): string {
    return this.deletedBy;
  }
  setDeletedBy(value: string): void {
    this.deletedBy = value;
  }
  getReplyCount(): number {
    return this.replyCount;
  }
  setReplyCount(value: number): void {
    this.replyCount = value;
  }
  getMetadata(): object {
    return this.metadata;
  }
  setMetadata(value: object): void {
    this.metadata = value;
  }
  getReactions(): SdkReactionCount[] {
    return this.reactions;
  }
  setReactions(value: SdkReactionCount[]): void {
    this.reactions = value;
  }
}

export class FakeTextMessage extends FakeBaseMessage implements SdkMessage {
  private text: string;
  constructor(receiverId: string, text: string, receiverType: string) {
    super(receiverId, 'text', receiverType, 'message');
    this.text = text;
  }
  getText(): string {
    return this.text;
  }
  setText(text: string): void {
    this.text = text;
  }
}

export class FakeMediaMessage extends FakeBaseMessage implements SdkMessage {
  /** The file to upload (outgoing only). */
  readonly file: Blob | null;
  private attachments: FakeAttachment[] = [];
  private url = '';
  private caption = '';
  constructor(receiverId: string, file: Blob | null, type: string, receiverType: string) {
    super(receiverId, type, receiverType, 'message');
    this.file = file;
  }
  getURL(): string {
    return this.url;
  }
  setURL(url: string): void {
    this.url = url;
  }
  getAttachments(): FakeAttachment[] {
    return this.attachments;
  }
  setAttachments(attachments: FakeAttachment[]): void {
    this.attachments = attachments;
  }
  getAttachment(): FakeAttachment | undefined {
    return this.attachments[0];
  }
  getCaption(): string {
    return this.caption;
  }
  setCaption(caption: string): void {
    this.caption = caption;
  }
}

export class FakeCustomMessage extends FakeBaseMessage implements SdkMessage {
  private customData: object;
  constructor(receiverId: string, receiverType: string, customType: string, customData: object) {
    super(receiverId, customType, receiverType, 'custom');
    this.customData = customData;
  }
  getCustomData(): object {
    return this.customData;
  }
  setCustomData(customData: object): void {
    this.customData = customData;
  }
  getSubType(): string {
    return this.getType();
  }
}

export class FakeTypingIndicator implements SdkTypingIndicator {
  private sender: SdkUser = new FakeUser('');
  constructor(
    private receiverId: string,
    private receiverType: string,
    private metadata: object = {},
  ) {}
  getReceiverId(): string {
    return this.receiverId;
  }
  setReceiverId(receiverId: string): void {
    this.receiverId = receiverId;
  }
  getReceiverType(): string {
    return this.receiverType;
  }
  getMetadata(): object {
    return this.metadata;
  }
  getSender(): SdkUser {
    return this.sender;
  }
  setSender(sender: SdkUser): void {
    this.sender = sender;
  }
}

export class FakeTransientMessage implements SdkTransientMessage {
  private sender: SdkUser = new FakeUser('');
  constructor(
    private receiverId: string,
    private receiverType: string,
    private data: unknown,
  ) {}
  getReceiverId(): string {
    return this.receiverId;
  }
  getReceiverType(): string {
    return this.receiverType;
  }
  getData(): unknown {
    return this.data;
  }
  getSender(): SdkUser {
    return this.sender;
  }
  setSender(sender: SdkUser): void {
    this.sender = sender;
  }
}

export class FakeMessageReceipt implements SdkMessageReceipt {
  constructor(
    private readonly receipt: {
      messageId: number;
      sender: SdkUser;
      receiver: string;
      receiverType: string;
      receiptType: 'delivery' | 'read';
      at: number;
    },
  ) {}
  getMessageId(): string {
    return String(this.receipt.messageId);
  }
  getSender(): SdkUser {
    return this.receipt.sender;
  }
  getReceiver(): string {
    return this.receipt.receiver;
  }
  getReceiverType(): string {
    return this.receipt.receiverType;
  }
  getReceiptType(): string {
    return this.receipt.receiptType;
  }
  getTimestamp(): string {
    return String(this.receipt.at);
  }
  getDeliveredAt(): number {
    return this.receipt.receiptType === 'delivery' ? this.receipt.at : 0;
  }
  getReadAt(): number {
    return this.receipt.receiptType === 'read' ? this.receipt.at : 0;
  }
}

export class FakeConversation implements SdkConversation {
  constructor(
    private readonly conversation: {
      conversationId: string;
      conversationType?: 'user' | 'group';
      conversationWith: SdkUser | object;
      lastMessage: SdkMessage | null;
      unreadMessageCount: number;
    },
  ) {}
  getConversationId(): string {
    return this.conversation.conversationId;
  }
  getConversationType(): string {
    return this.conversation.conversationType ?? 'user';
  }
  getConversationWith(): SdkUser | object {
    return this.conversation.conversationWith;
  }
  getLastMessage(): SdkMessage | null {
    return this.conversation.lastMessage;
  }
  getUnreadMessageCount(): number {
    return this.conversation.unreadMessageCount;
  }
}

export class FakeMessageListener {
  constructor(readonly callbacks: SdkMessageListenerCallbacks) {}
}

export class FakeUserListener {
  constructor(readonly callbacks: SdkUserListenerCallbacks) {}
}

export class FakeConnectionListener {
  constructor(readonly callbacks: SdkConnectionListenerCallbacks) {}
}

/** What `AppSettingsBuilder.build()` answers. */
export class FakeAppSettings {
  constructor(
    readonly region: string,
    readonly subscriptionType: 'NONE' | 'ALL_USERS',
    readonly autoConnect: boolean,
  ) {}
}

export class FakeAppSettingsBuilder implements SdkAppSettingsBuilder {
  private region = '';
  private subscriptionType: 'NONE' | 'ALL_USERS' = 'NONE';
  private autoConnect = true;
  subscribePresenceForAllUsers(): this {
    this.subscriptionType = 'ALL_USERS';
    return this;
  }
  setRegion(region: string): this {
    this.region = region;
    return this;
  }
  autoEstablishSocketConnection(establish: boolean): this {
    this.autoConnect = establish;
    return this;
  }
  build(): FakeAppSettings {
    return new FakeAppSettings(this.region, this.subscriptionType, this.autoConnect);
  }
}
