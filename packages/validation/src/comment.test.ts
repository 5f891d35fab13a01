import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AddCommentSchema,
  AddReplySchema,
  BOARD_MAX_LIMIT,
  BoardQuerySchema,
  COMMENT_MAX,
  cleanCommentText,
  CommentFormSchema,
  DeleteCommentSchema,
  DeleteReplySchema,
  RepliesQuerySchema,
  ReplyFormSchema,
} from './comment';
import { errorsOf, PNG_DATA_URL } from './test/helpers';

describe('AddCommentSchema', () => {
  it('trims the text and drops fields it does not know', () => {
    expect(
      v.parse(AddCommentSchema, { bubble: ' b1 ', comment: '  Hej alle  ', author: 'someone' }),
    ).toEqual({ bubble: 'b1', comment: 'Hej alle' });
  });

  it('asks for text when there is no image', () => {
    expect(errorsOf(AddCommentSchema, { bubble: 'b1', comment: ' \n ' })).toEqual({
      comment: 'validation:comment.required',
    });
    expect(errorsOf(AddCommentSchema, { bubble: 'b1' })).toEqual({
      comment: 'validation:comment.required',
    });
  });

  it('takes an image alone, without text', () => {
    expect(v.parse(AddCommentSchema, { bubble: 'b1', imageFile: PNG_DATA_URL })).toEqual({
      bubble: 'b1',
      comment: '',
      imageFile: PNG_DATA_URL,
    });
  });

  it(`takes ${COMMENT_MAX} characters and not one more`, () => {
    const at = 'ø'.repeat(COMMENT_MAX);
    expect(errorsOf(AddCommentSchema, { bubble: 'b1', comment: at })).toEqual({});
    expect(errorsOf(AddCommentSchema, { bubble: 'b1', comment: `${at}x` })).toEqual({
      comment: 'validation:comment.max',
    });
  });

  it('refuses an image that is not an image data URL', () => {
    for (const imageFile of ['', 'data:text/plain;base64,aGk=', 'https://example.com/a.png', 7]) {
      expect(errorsOf(AddCommentSchema, { bubble: 'b1', comment: 'Hi', imageFile })).toEqual({
        imageFile: 'validation:image.invalid',
      });
    }
  });

  it('needs a Bubble id', () => {
    expect(errorsOf(AddCommentSchema, { comment: 'Hi' })).toEqual({
      bubble: 'validation:invalid',
    });
    expect(errorsOf(AddCommentSchema, { bubble: 'x'.repeat(65), comment: 'Hi' })).toEqual({
      bubble: 'validation:invalid',
    });
  });
});

describe('CommentFormSchema', () => {
  it('is the payload without the Bubble', () => {
    expect(errorsOf(CommentFormSchema, { comment: '' })).toEqual({
      comment: 'validation:comment.required',
    });
    expect(v.parse(CommentFormSchema, { comment: ' Hej ' })).toEqual({ comment: 'Hej' });
  });
});

describe('replies', () => {
  it('need text, whatever else is sent', () => {
    expect(errorsOf(AddReplySchema, { commentID: 'c1', comment: '   ' })).toEqual({
      comment: 'validation:comment.replyRequired',
    });
    expect(errorsOf(AddReplySchema, { commentID: 'c1' })).toEqual({
      comment: 'validation:comment.replyRequired',
    });
    expect(errorsOf(ReplyFormSchema, { comment: 'x'.repeat(COMMENT_MAX + 1) })).toEqual({
      comment: 'validation:comment.max',
    });
  });

  it('name the comment they answer, and carry no image', () => {
    expect(
      v.parse(AddReplySchema, { commentID: 'c1', comment: ' Enig ', imageFile: PNG_DATA_URL }),
    ).toEqual({ commentID: 'c1', comment: 'Enig' });
    expect(errorsOf(AddReplySchema, { comment: 'Enig' })).toEqual({
      commentID: 'validation:invalid',
    });
  });
});

describe('deletion payloads', () => {
  it('take the comment id and, optionally, its Bubble', () => {
    expect(v.parse(DeleteCommentSchema, { commentID: 'c1' })).toEqual({ commentID: 'c1' });
    expect(v.parse(DeleteCommentSchema, { commentID: 'c1', bubble: 'b1' })).toEqual({
      commentID: 'c1',
      bubble: 'b1',
    });
    expect(errorsOf(DeleteCommentSchema, { bubble: 'b1' })).toEqual({
      commentID: 'validation:invalid',
    });
  });

  it('take both ids of a reply', () => {
    expect(errorsOf(DeleteReplySchema, { commentID: 'c1' })).toEqual({
      replyID: 'validation:invalid',
    });
    expect(v.parse(DeleteReplySchema, { commentID: 'c1', replyID: 'r1' })).toEqual({
      commentID: 'c1',
      replyID: 'r1',
    });
  });
});

describe('paging queries', () => {
  it('start the board at page 1, limit 5, and replies at limit 3 (spec section 4)', () => {
    expect(v.parse(BoardQuerySchema, { bubble: 'b1' })).toEqual({
      bubble: 'b1',
      page: 1,
      limit: 5,
    });
    expect(v.parse(RepliesQuerySchema, { id: 'c1' })).toEqual({ id: 'c1', page: 1, limit: 3 });
  });

  it('read the grown limits from a query string', () => {
    expect(v.parse(BoardQuerySchema, { bubble: 'b1', page: '1', limit: '11' })).toMatchObject({
      limit: 11,
    });
    expect(v.parse(RepliesQuerySchema, { id: 'c1', limit: '6' })).toMatchObject({ limit: 6 });
  });

  it(`refuse a limit above ${BOARD_MAX_LIMIT}`, () => {
    expect(errorsOf(BoardQuerySchema, { bubble: 'b1', limit: String(BOARD_MAX_LIMIT) })).toEqual(
      {},
    );
    expect(
      errorsOf(BoardQuerySchema, { bubble: 'b1', limit: String(BOARD_MAX_LIMIT + 1) }),
    ).toEqual({ limit: 'validation:paging.limit' });
  });
});

describe('cleanCommentText', () => {
  it('keeps text, line breaks and tabs, and turns Windows line breaks into \\n', () => {
    expect(cleanCommentText('Hej\r\nmed dig\rog\tdig 😀')).toBe('Hej\nmed dig\nog\tdig 😀');
  });

  it('drops invisible control characters and mends broken surrogate halves', () => {
    expect(cleanCommentText('a\u0000b\u0007c\u001bd\u007fe')).toBe('abcde');
    expect(cleanCommentText('x\ud800y\udc00z')).toBe('x\ufffdy\ufffdz');
  });

  it('is applied to comments and replies before the length is counted', () => {
    const noisy = `${'\u0001'.repeat(10)}${'x'.repeat(COMMENT_MAX)}`;
    expect(errorsOf(AddCommentSchema, { bubble: 'b1', comment: noisy })).toEqual({});
    expect(v.parse(AddReplySchema, { commentID: 'c1', comment: ' \u0002Ja\u0003 ' })).toEqual({
      commentID: 'c1',
      comment: 'Ja',
    });
  });
});
