import { cx, Menu, ProgressBar, Spinner } from '@wob/ui';
import { CHAT_CONSTANTS, type MediaType } from '@wob/validation';
import {
  ChartBar,
  FileText,
  Heart,
  Image,
  Music,
  Paperclip,
  Pencil,
  SendHorizontal,
  Smile,
  Sticker as StickerIcon,
  Video,
  X,
} from 'lucide-react';
import {
  type ChangeEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Popover } from 'react-aria-components/Popover';
import { useTranslation } from 'react-i18next';
import { useChatStore, useChatStoreApi } from '../store/chat-context';
import { isWaitingForThem } from '../store/request';
import { isThreadReply } from '../store/thread';
import { MentionSuggestions } from '../mentions/mention-suggestions';
import { useMentions } from '../mentions/use-mentions';
import { SmartReplyChips, useSmartReplySuggestion } from './smart-replies';
import { LiveReactions } from './live-reactions';

// The picker and its data load in their own chunk, the first time it opens; so does the
// sticker keyboard.
const EmojiPicker = lazy(() =>
  import('../emoji/emoji-picker').then((module) => ({ default: module.EmojiPicker })),
);
const StickerKeyboard = lazy(() =>
  import('./sticker-keyboard').then((module) => ({ default: module.StickerKeyboard })),
);
// The create-poll modal too (the /chat route's budget: it loads when Poll is chosen).
const CreatePollDialog = lazy(() =>
  import('./create-poll-dialog').then((module) => ({ default: module.CreatePollDialog })),
);

/** What each attachment choice accepts (spec chat section 5: video, audio, image, any file). */
const ACCEPT: Record<MediaType, string> = {
  image: 'image/*',
  video: 'video/*',
  audio: 'audio/*',
  file: '*',
};

const MEDIA_TYPES: readonly MediaType[] = ['image', 'video', 'audio', 'file'];

const ICONS = { image: Image, video: Video, audio: Music, file: FileText } as const;

/**
 * The composer (spec chat sections 2 and 5): Enter sends, Shift+Enter makes a new line, text is
 * trimmed and empty text is not sent; it grows up to 100 px. Attachments take the first chosen
 * file; the edit preview loads one's own text; the emoji picker inserts at the caret. Blocking
 * closes every picker, and 'This user has blocked you.' replaces it (see ChatPage).
 */
export interface ComposerProps {
  /**
   * The thread pane's composer: sends replies into the open thread, and edits one's own
   * replies there (the main composer edits everything else).
   */
  inThread?: boolean;
}

export function Composer({ inThread = false }: ComposerProps = {}) {
  const { t } = useTranslation('chat');
  const store = useChatStoreApi();
  const open = useChatStore((state) => state.open);
  const uploads = useChatStore((state) => state.uploads);
  const [text, setText] = useState('');
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [stickersOpen, setStickersOpen] = useState(false);
  const [pollOpen, setPollOpen] = useState(false);
  const stickersId = useId();
  const stickerToggle = useRef<HTMLButtonElement>(null);
  const [pickerHeight, setPickerHeight] = useState<number | undefined>(undefined);
  const input = useRef<HTMLTextAreaElement>(null);
  const files = useRef<Partial<Record<MediaType, HTMLInputElement | null>>>({});
  const caret = useRef<number | null>(null);
  const inputId = useId();
  const editId = useId();
  const blocked = Boolean(open && (open.user.blockedByMe || open.user.hasBlockedMe));
  const shownEdit = open?.editing ?? null;
  const editing = shownEdit && isThreadReply(shownEdit) === inThread ? shownEdit : null;
  const uid = inThread ? open?.thread?.parent.id : open?.uid;
  const mentions = useMentions({ text, setText, input });
  // Smart replies: shown until I type, choose one, close them, or a newer message comes.
  const suggestion = useSmartReplySuggestion();
  const [smartRepliesDone, setSmartRepliesDone] = useState<string | null>(null);
  const showSmartReplies =
    !inThread &&
    suggestion !== null &&
    suggestion.messageId !== smartRepliesDone &&
    !text &&
    !editing &&
    !blocked;

  // A new conversation starts empty.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a change of conversation only
  useEffect(() => {
    setText('');
    setEmojiOpen(false);
    setStickersOpen(false);
    setPollOpen(false);
  }, [uid]);

  // Spec chat section 4: blocking the user closes all pickers.
  useEffect(() => {
    if (blocked) {
      setEmojiOpen(false);
      setStickersOpen(false);
      setPollOpen(false);
    }
  }, [blocked]);

  // Edit mode loads the message's text into the input; an edit ended elsewhere (another
  // message chosen, its thread closed, the message deleted) takes its text along, so it is
  // never sent as a new message.
  const wasEditing = useRef(false);
  useEffect(() => {
    const before = wasEditing.current;
    wasEditing.current = editing !== null;
    if (!editing) {
      if (before) setText('');
      return;
    }
    setText(editing.text ?? '');
    const element = input.current;
    if (element) {
      element.focus();
      element.setSelectionRange(element.value.length, element.value.length);
    }
  }, [editing]);

  // Grows with its text up to 100 px, then scrolls.
  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    element.style.height = 'auto';
    // Empty, it keeps one line (a long placeholder must not make it grow).
    if (!text) return;
    element.style.height = `${Math.min(element.scrollHeight, CHAT_CONSTANTS.composerMaxHeightPx)}px`;
  }, [text]);

  if (!open) return null;

  const send = async () => {
    if (!text.trim()) return;
    const sent = text;
    setText('');
    mentions.close();
    const ok = await store.getState().sendText(sent, editing ? [] : mentions.take(sent), inThread);
    // An edit that failed keeps its text, so nothing typed is lost.
    if (!ok && editing) setText(sent);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // The mention suggestions take their keys first (arrows, Enter, Tab, Escape).
    if (mentions.onKeyDown(event)) return;
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
    if (event.key === 'Escape' && editing) {
      store.getState().cancelEdit();
      setText('');
    }
  };

  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setText(event.target.value);
    if (suggestion) setSmartRepliesDone(suggestion.messageId);
    mentions.follow(event.target.value, event.target.selectionStart);
    if (event.target.value.trim()) store.getState().typed();
  };

  const onFile = (type: MediaType) => (event: ChangeEvent<HTMLInputElement>) => {
    // Spec chat section 5: the first selected file.
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void store.getState().sendMedia(type, file, inThread);
  };

  const insertEmoji = (char: string) => {
    const element = input.current;
    const at = caret.current ?? element?.selectionStart ?? text.length;
    const next = text.slice(0, at) + char + text.slice(at);
    setText(next);
    caret.current = at + char.length;
    store.getState().typed();
  };

  const uploading = Object.entries(uploads);
  const canSend = text.trim().length > 0 && !blocked;
  // Spec chat section 2: with empty text (and no thread) a live-reaction heart replaces Send.
  const showHeart = !inThread && !text.trim() && !editing && !blocked;
  const closeStickers = () => {
    setStickersOpen(false);
    stickerToggle.current?.focus();
  };

  return (
    <div className="wob-chat-composer" data-blocked={blocked || undefined}>
      {!inThread && <LiveReactions />}
      {!inThread && isWaitingForThem(open.request.state) && !blocked && (
        <p className="wob-chat-composer__note">
          {t('composer.requestWaiting', { name: open.user.name })}
        </p>
      )}
      {uploading.map(([muid, upload]) => (
        <ProgressBar
          key={muid}
          className="wob-chat-composer__progress"
          label={t('composer.uploading', { name: upload.name })}
          value={Math.round(upload.progress * 100)}
          valueText={`${Math.round(upload.progress * 100)} %`}
        />
      ))}
      {editing && (
        <div className="wob-chat-composer__edit" id={editId}>
          <Pencil aria-hidden="true" />
          <div className="wob-chat-composer__edit-text">
            <span className="wob-chat-composer__edit-title">{t('composer.editing')}</span>
            <span className="wob-chat-composer__edit-quote">{editing.text}</span>
          </div>
          <button
            type="button"
            className="wob-icon-button"
            aria-label={t('composer.cancelEdit')}
            onClick={() => {
              store.getState().cancelEdit();
              setText('');
              input.current?.focus();
            }}
          >
            <X aria-hidden="true" />
          </button>
        </div>
      )}
      {showSmartReplies && (
        <SmartReplyChips
          replies={suggestion.replies}
          onChoose={(reply) => {
            setSmartRepliesDone(suggestion.messageId);
            setText(reply);
            const element = input.current;
            element?.focus();
            // The caret after the text, so typing goes on from there.
            requestAnimationFrame(() => element?.setSelectionRange(reply.length, reply.length));
          }}
          onClose={() => {
            setSmartRepliesDone(suggestion.messageId);
            input.current?.focus();
          }}
        />
      )}
      {mentions.showing && (
        <MentionSuggestions
          id={mentions.listId}
          members={mentions.members}
          active={mentions.active}
          onChoose={mentions.choose}
        />
      )}
      <div className="wob-chat-composer__bar">
        {blocked ? (
          <button
            type="button"
            className="wob-icon-button"
            aria-label={t('composer.attach')}
            disabled
          >
            <Paperclip aria-hidden="true" />
          </button>
        ) : (
          <Menu
            className="wob-chat-composer__tool"
            triggerLabel={t('composer.attach')}
            trigger={
              <>
                <Paperclip aria-hidden="true" />
                <span className="wob-visually-hidden">{t('composer.attach')}</span>
              </>
            }
            placement="top start"
            items={[
              ...MEDIA_TYPES.map((type) => {
                const Icon = ICONS[type];
                return { id: type, label: t(`composer.${type}`), icon: <Icon /> };
              }),
              // Polls belong to the conversation, not a thread (as CometChat's kits offer them).
              ...(inThread ? [] : [{ id: 'poll', label: t('polls.toggle'), icon: <ChartBar /> }]),
            ]}
            onAction={(id) => {
              if (id === 'poll') setPollOpen(true);
              else files.current[id as MediaType]?.click();
            }}
          />
        )}
        {MEDIA_TYPES.map((type) => (
          <input
            key={type}
            ref={(element) => {
              files.current[type] = element;
            }}
            type="file"
            accept={ACCEPT[type]}
            className="wob-visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            data-testid={`attach-${type}`}
            onChange={onFile(type)}
          />
        ))}
        <label htmlFor={inputId} className="wob-visually-hidden">
          {inThread ? t('thread.composerLabel') : t('composer.label', { name: open.user.name })}
        </label>
        <textarea
          id={inputId}
          ref={input}
          className="wob-chat-composer__input"
          rows={1}
          value={text}
          placeholder={t('composer.placeholder')}
          disabled={blocked}
          aria-describedby={editing ? editId : undefined}
          {...mentions.inputProps}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onBlur={() => {
            mentions.close();
            caret.current = input.current?.selectionStart ?? null;
            store.getState().stoppedTyping();
          }}
          onFocus={() => {
            caret.current = null;
          }}
        />
        <button
          ref={stickerToggle}
          type="button"
          className="wob-icon-button wob-chat-composer__tool"
          aria-label={t('stickers.toggle')}
          aria-expanded={stickersOpen}
          aria-controls={stickersOpen ? stickersId : undefined}
          disabled={blocked}
          onClick={() => setStickersOpen((shown) => !shown)}
        >
          <StickerIcon aria-hidden="true" />
        </button>
        {blocked ? (
          <button
            type="button"
            className="wob-icon-button"
            aria-label={t('composer.emoji')}
            disabled
          >
            <Smile aria-hidden="true" />
          </button>
        ) : (
          <DialogTrigger isOpen={emojiOpen} onOpenChange={setEmojiOpen}>
            <AriaButton
              className="wob-icon-button wob-chat-composer__tool"
              aria-label={t('composer.emoji')}
            >
              <Smile aria-hidden="true" />
            </AriaButton>
            <Popover
              placement="top end"
              offset={8}
              containerPadding={8}
              className="wob-popover wob-emoji-popover"
              maxHeight={pickerHeight}
            >
              <Dialog className="wob-emoji-dialog" aria-label={t('emoji.title')}>
                <KeepBelowHeader current={pickerHeight} onHeight={setPickerHeight} />
                <Suspense fallback={<Spinner label={t('spec.loading')} />}>
                  <EmojiPicker onPick={insertEmoji} />
                </Suspense>
              </Dialog>
            </Popover>
          </DialogTrigger>
        )}
        {showHeart ? (
          <button
            type="button"
            className="wob-chat-composer__send wob-chat-composer__send--heart"
            aria-label={t('liveReaction.send')}
            onClick={() => store.getState().sendLiveReaction()}
          >
            <Heart aria-hidden="true" />
          </button>
        ) : (
          <button
            type="button"
            className={cx('wob-chat-composer__send', canSend && 'wob-chat-composer__send--ready')}
            aria-label={editing ? t('composer.save') : t('composer.send')}
            disabled={!canSend}
            onClick={() => void send()}
          >
            <SendHorizontal aria-hidden="true" />
          </button>
        )}
      </div>
      {pollOpen && (
        <Suspense fallback={<Spinner size="sm" label={t('spec.loading')} />}>
          <CreatePollDialog onClose={() => setPollOpen(false)} />
        </Suspense>
      )}
      {stickersOpen && (
        <div id={stickersId} className="wob-chat-composer__stickers">
          <Suspense fallback={<Spinner label={t('spec.loading')} />}>
            <StickerKeyboard
              onPick={(sticker) => void store.getState().sendSticker(sticker, inThread)}
              onClose={closeStickers}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}

/**
 * Spec chat section 9: a picker whose top is under 64 px (under the site header) is moved down
 * by making it shorter: it opens above the composer, so its bottom stays and its top comes down.
 */
function KeepBelowHeader({
  current,
  onHeight,
}: {
  current: number | undefined;
  onHeight: (height: number) => void;
}) {
  const probe = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const popover = probe.current?.closest('.wob-emoji-popover');
      if (!popover) return;
      const { top, height } = popover.getBoundingClientRect();
      if (top >= CHAT_CONSTANTS.emojiPickerMinTopPx) return;
      const fitted = Math.floor(height - (CHAT_CONSTANTS.emojiPickerMinTopPx - top));
      if (fitted > 120 && fitted !== current) onHeight(fitted);
    });
    return () => cancelAnimationFrame(frame);
  });
  return <span ref={probe} hidden />;
}
