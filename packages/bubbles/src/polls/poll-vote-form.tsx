import type { PollOption } from '@wob/api';
import { Button, RadioGroup } from '@wob/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

const VOTE_OPTION_REQUIRED = 'validation:poll.voteOptionRequired';

export interface PollVoteFormProps {
  options: readonly PollOption[];
  /** A vote is on its way: the button shows it and takes no second press. */
  voting: boolean;
  onVote: (optionId: string) => unknown;
}

/**
 * The choices of a person who may vote, and the Vote button: one option (React Aria radio
 * group), asked for when none is chosen. The poll page and the board's poll comments use it.
 */
export function PollVoteForm({ options, voting, onVote }: PollVoteFormProps) {
  const { t } = useTranslation('polls');
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice) {
      setError(t(VOTE_OPTION_REQUIRED));
      return;
    }
    if (voting) return;
    await onVote(choice);
  };

  return (
    <form className="wob-poll-vote" onSubmit={submit} noValidate>
      <RadioGroup
        label={t('view.choose')}
        options={options.map((option) => ({ value: option._id, label: option.option }))}
        value={choice}
        onChange={(value) => {
          setChoice(value);
          setError(undefined);
        }}
        errorMessage={error}
        isRequired
      />
      <Button type="submit" isLoading={voting} loadingLabel={t('view.voting')}>
        {t('view.vote')}
      </Button>
    </form>
  );
}
