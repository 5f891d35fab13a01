import * as v from 'valibot';
import { formObject } from './form-object';
import { createImageDataUrlSchema } from './image-data-url';
import { MESSAGES } from './messages';
import { createPagingQuerySchema } from './paging';

// The board of a Bubble (spec sections 2, 3, 4 and 7): comments, replies and their
// images. The spec gives no length; 2000 characters is a long post and still one screen.

export const COMMENT_MAX = 2000;
/** Spec section 4: comments page 1, limit 5, each 'load more' adds 3. */
export const COMMENT_PAGE_SIZE = 5;
export const COMMENT_PAGE_STEP = 3;
/** Spec section 4: replies page 1, limit 3, each 'see more replies' adds 3. */
export const REPLY_PAGE_SIZE = 3;
export const REPLY_PAGE_STEP = 3;
/**
 * The largest limit one call may ask. The spec's client grows the limit on page 1 instead
 * of asking page 2, so the cap is generous: 65 'load more' clicks before it applies.
 */
export const BOARD_MAX_LIMIT = 200;

/** Opaque ids (a Bubble, a comment, a reply); their existence is the server's question. */
const ID_MAX = 64;
const idSchema = v.pipe(
  v.string(MESSAGES.invalid),
  v.trim(),
  v.nonEmpty(MESSAGES.invalid),
  v.maxLength(ID_MAX, MESSAGES.invalid),
);

/**
 * Text as people type it: line breaks become `\n`, invisible control characters (other than
 * tabs) are dropped and a broken surrogate half becomes U+FFFD. What is left encodes to at most
 * 3 bytes of UTF-8 (or JSON) per character, so a comment of COMMENT_MAX characters stays a
 * small, predictable event for the realtime fan-out.
 */
export function cleanCommentText(value: string): string {
  let out = '';
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code === 0x0d) {
      if (value.charCodeAt(index + 1) !== 0x0a) out += '\n';
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += value.slice(index, index + 2);
        index += 1;
      } else {
        out += '\ufffd';
      }
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      out += '\ufffd';
    } else if ((code >= 0x20 && code !== 0x7f) || code === 0x0a || code === 0x09) {
      out += value.charAt(index);
    }
  }
  return out;
}

/** A comment's text: trimmed, at most COMMENT_MAX characters, may be empty (an image alone). */
export const commentTextSchema = v.pipe(
  v.string(MESSAGES.comment.required),
  v.transform(cleanCommentText),
  v.trim(),
  v.maxLength(COMMENT_MAX, MESSAGES.comment.max),
);

/** A reply's text: trimmed, 1 to COMMENT_MAX characters (replies carry no image). */
export const replyTextSchema = v.pipe(
  v.string(MESSAGES.comment.replyRequired),
  v.transform(cleanCommentText),
  v.trim(),
  v.nonEmpty(MESSAGES.comment.replyRequired),
  v.maxLength(COMMENT_MAX, MESSAGES.comment.max),
);

/** An optional image: a PNG, JPEG, WebP or GIF data URL of at most 5 MB. */
export const commentImageSchema = createImageDataUrlSchema(MESSAGES.image.invalid);

const commentEntries = {
  comment: v.optional(commentTextSchema, ''),
  imageFile: v.optional(commentImageSchema),
};

/** Text or an image (or both): a blank comment without an image is refused at `comment`. */
function hasTextOrImage(input: { comment: string; imageFile?: string | undefined }): boolean {
  return input.comment.length > 0 || input.imageFile !== undefined;
}

/** The board's comment form: text, an image, or both. */
export const CommentFormSchema = v.pipe(
  formObject(commentEntries),
  v.forward(
    v.partialCheck([['comment'], ['imageFile']], hasTextOrImage, MESSAGES.comment.required),
    ['comment'],
  ),
);

/** `POST api/bubble/add-comment` (spec section 7): the Bubble, the text, an optional image. */
export const AddCommentSchema = v.pipe(
  formObject({ bubble: idSchema, ...commentEntries }),
  v.forward(
    v.partialCheck([['comment'], ['imageFile']], hasTextOrImage, MESSAGES.comment.required),
    ['comment'],
  ),
);

/** The reply form under a comment. */
export const ReplyFormSchema = formObject({ comment: replyTextSchema });

/**
 * `POST api/bubble/add-reply`: the comment replied to and the text. A reply to a reply is
 * attached to its top comment (replies are one level deep); the Bubble is the comment's.
 */
export const AddReplySchema = formObject({
  commentID: idSchema,
  comment: replyTextSchema,
});

/** `POST api/bubble/delete-comment` (spec: commentID, and the Bubble id, which must match). */
export const DeleteCommentSchema = formObject({
  commentID: idSchema,
  bubble: v.optional(idSchema),
});

/** `POST api/bubble/delete-reply` (spec: commentID, replyID). */
export const DeleteReplySchema = formObject({
  commentID: idSchema,
  replyID: idSchema,
});

/** `GET api/bubble/get-board`: one page of a Bubble's comments, newest first. */
export const BoardQuerySchema = formObject({
  bubble: idSchema,
  ...createPagingQuerySchema(COMMENT_PAGE_SIZE, BOARD_MAX_LIMIT).entries,
});

/** `GET api/bubbles/get-replies` (spec: id, page, limit): a comment's replies, oldest first. */
export const RepliesQuerySchema = formObject({
  id: idSchema,
  ...createPagingQuerySchema(REPLY_PAGE_SIZE, BOARD_MAX_LIMIT).entries,
});

export type CommentFormInput = v.InferInput<typeof CommentFormSchema>;
export type CommentFormOutput = v.InferOutput<typeof CommentFormSchema>;
export type AddCommentInput = v.InferInput<typeof AddCommentSchema>;
export type AddCommentOutput = v.InferOutput<typeof AddCommentSchema>;
export type ReplyFormInput = v.InferInput<typeof ReplyFormSchema>;
export type ReplyFormOutput = v.InferOutput<typeof ReplyFormSchema>;
export type AddReplyInput = v.InferInput<typeof AddReplySchema>;
export type AddReplyOutput = v.InferOutput<typeof AddReplySchema>;
export type DeleteCommentInput = v.InferInput<typeof DeleteCommentSchema>;
export type DeleteReplyInput = v.InferInput<typeof DeleteReplySchema>;
export type BoardQueryInput = v.InferInput<typeof BoardQuerySchema>;
export type BoardQueryOutput = v.InferOutput<typeof BoardQuerySchema>;
export type RepliesQueryInput = v.InferInput<typeof RepliesQuerySchema>;
export type RepliesQueryOutput = v.InferOutput<typeof RepliesQuerySchema>;
