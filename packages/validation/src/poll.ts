import * as v from 'valibot';
import { formObject } from './form-object';
import { MESSAGES } from './messages';
import { createPagingQuerySchema } from './paging';

// Polls (spec sections 3, 5 and 9). The spec gives the three "required" messages;
// the bounds below are ours: enough for a real question and a handful of answers, small
// enough for one screen and one row of the poll bar.

export const POLL_QUESTION_MAX = 200;
export const POLL_OPTION_MAX = 100;
export const POLL_OPTIONS_MAX = 10;
/** /bubble_polls/{id}: how many recent polls a page shows, and the most one call may ask. */
export const POLL_PAGE_SIZE = 10;
export const POLL_MAX_LIMIT = 50;

/** Opaque ids (a Bubble, a poll, an option); their existence is the server's question. */
const ID_MAX = 64;
function idSchema(message: string) {
  return v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(ID_MAX, message));
}

export const pollQuestionSchema = v.pipe(
  v.string(MESSAGES.poll.questionRequired),
  v.trim(),
  v.nonEmpty(MESSAGES.poll.questionRequired),
  v.maxLength(POLL_QUESTION_MAX, MESSAGES.poll.questionMax),
);

export const pollOptionSchema = v.pipe(
  v.string(MESSAGES.poll.optionRequired),
  v.trim(),
  v.nonEmpty(MESSAGES.poll.optionRequired),
  v.maxLength(POLL_OPTION_MAX, MESSAGES.poll.optionMax),
);

/** Two options are the same when they read the same, whatever their case or Unicode form. */
export function pollOptionKey(option: string): string {
  return option.normalize('NFC').toLocaleLowerCase('da');
}

/**
 * No two options read the same: an option equal to an earlier one is refused at its own place
 * ('options.2'), so the form marks the field to change. Bubble polls and chat polls both check it.
 */
export function distinctPollOptions() {
  return v.rawCheck<string[]>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const seen = new Set<string>();
    for (const [index, option] of dataset.value.entries()) {
      const key = pollOptionKey(option);
      if (seen.has(key)) {
        addIssue({
          message: MESSAGES.poll.optionDuplicate,
          path: [
            { type: 'array', origin: 'value', input: dataset.value, key: index, value: option },
          ],
        });
      }
      seen.add(key);
    }
  });
}

/** The options in the order the author wrote them, each once. */
export const pollOptionsSchema = v.pipe(
  v.array(pollOptionSchema, MESSAGES.poll.optionsMin),
  v.minLength(1, MESSAGES.poll.optionsMin),
  v.maxLength(POLL_OPTIONS_MAX, MESSAGES.poll.optionsMax),
  distinctPollOptions(),
);

/** The /create_poll/{id} form: the question and its options (the Bubble comes from the URL). */
export const PollFormSchema = formObject({
  question: pollQuestionSchema,
  options: pollOptionsSchema,
});

/** `POST api/polls/create` (spec section 7: question, options, bubble). */
export const CreatePollSchema = formObject({
  question: pollQuestionSchema,
  options: pollOptionsSchema,
  bubble: idSchema(MESSAGES.invalid),
});

/** `POST api/vote/cast` (spec section 7: poll id, selected option, bubble). */
export const CastVoteSchema = formObject({
  poll: idSchema(MESSAGES.invalid),
  option: idSchema(MESSAGES.poll.voteOptionRequired),
  bubble: idSchema(MESSAGES.invalid),
});

/** `GET api/polls/view` (spec section 7: poll_id) and `POST api/polls/delete`. */
export const PollIdSchema = formObject({
  poll_id: idSchema(MESSAGES.invalid),
});

/** `GET api/polls/get`: the recent polls of a Bubble, newest first, paged. */
export const PollListQuerySchema = formObject({
  bubble: idSchema(MESSAGES.invalid),
  ...createPagingQuerySchema(POLL_PAGE_SIZE, POLL_MAX_LIMIT).entries,
});

export type PollFormInput = v.InferInput<typeof PollFormSchema>;
export type PollFormOutput = v.InferOutput<typeof PollFormSchema>;
export type CreatePollInput = v.InferInput<typeof CreatePollSchema>;
export type CreatePollOutput = v.InferOutput<typeof CreatePollSchema>;
export type CastVoteInput = v.InferInput<typeof CastVoteSchema>;
export type CastVoteOutput = v.InferOutput<typeof CastVoteSchema>;
export type PollIdInput = v.InferInput<typeof PollIdSchema>;
export type PollListQueryInput = v.InferInput<typeof PollListQuerySchema>;
export type PollListQueryOutput = v.InferOutput<typeof PollListQuerySchema>;
