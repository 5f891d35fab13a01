import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { useSchemaForm } from './use-schema-form';
import { type TextDraft, type TextListOptions, useTextList } from './use-text-list';

// A list of options, as a poll's: a fixed first field, at least two and at most four; focus
// follows every add and remove.
const Schema = v.object({ options: v.array(v.pipe(v.string(), v.nonEmpty('empty'))) });
type Values = { options: TextDraft[] };

function Harness(props: TextListOptions) {
  const form = useSchemaForm<Values, unknown>(
    Schema,
    { options: ['a', 'b'].map((value, key) => ({ key, value })) },
    { toInput: ({ options }) => ({ options: options.map((option) => option.value) }) },
  );
  const list = useTextList(form, 'options', props);
  return (
    <form ref={form.formRef}>
      {list.items.map((item, index) => (
        <div key={item.key} data-option-key={item.key}>
          <input
            aria-label={`Option ${index + 1}`}
            value={item.value}
            onChange={(event) => list.change(index, event.target.value)}
          />
          <button
            type="button"
            disabled={!list.canRemove(index)}
            onClick={() => list.remove(index)}
          >
            Remove {index + 1}
          </button>
        </div>
      ))}
      <button type="button" disabled={!list.canAdd} onClick={list.add}>
        Add
      </button>
    </form>
  );
}

describe('useTextList', () => {
  it('adds up to the most, focusing each new field, and never removes a fixed one or below the least', async () => {
    const user = userEvent.setup();
    render(<Harness min={2} max={4} fixed={1} />);
    expect(screen.getByRole('button', { name: 'Remove 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove 2' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('textbox', { name: 'Option 3' })).toHaveFocus();
    await user.keyboard('c');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(screen.getAllByRole('textbox')).toHaveLength(4);

    // Removing the second field moves the third up, keeps its text, and focuses it.
    await user.click(screen.getByRole('button', { name: 'Remove 2' }));
    expect(
      screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value),
    ).toEqual(['a', 'c', '']);
    expect(screen.getByRole('textbox', { name: 'Option 2' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
  });
});
