import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { flattenFieldErrors } from './field-errors';
import { type FormState, onSubmit, type SchemaFormOptions, useSchemaForm } from './use-schema-form';

// Two texts that must agree and a name of at least three letters; the agreement is a
// form-wide check, as the password forms have.
const Schema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.minLength(3, 'validation:name.short')),
    first: v.string(),
    second: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['first'], ['second']],
      (input) => input.first === input.second,
      'validation:differ',
    ),
    ['second'],
  ),
);
type Values = { name: string; first: string; second: string };
type Output = v.InferOutput<typeof Schema>;

function Harness({
  options,
  onValid,
  expose,
}: {
  options?: SchemaFormOptions<Values>;
  onValid?: (output: Output) => void;
  expose?: (form: FormState<Values, Output>) => void;
}) {
  const form = useSchemaForm<Values, Output>(
    Schema,
    { name: '', first: 'a', second: 'a' },
    options,
  );
  expose?.(form);
  const submit = async () => {
    const output = await form.validate();
    if (output) onValid?.(output);
  };
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit(submit)}>
      {(['name', 'first', 'second'] as const).map((name) => (
        <div key={name}>
          <label>
            {name}
            <input
              value={form.values[name]}
              onChange={(event) => form.setField(name, event.target.value)}
              aria-invalid={form.errors[name] ? true : undefined}
            />
          </label>
          {form.errors[name] && <span role="alert">{`${name}: ${form.errors[name]}`}</span>}
        </div>
      ))}
      <button type="submit">Send</button>
    </form>
  );
}

const messages = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('useSchemaForm', () => {
  it('shows every message of a failed submit, form-wide checks too, and focuses the first', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('second'), 'b');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(messages()).toEqual(['name: validation:name.short', 'second: validation:differ']),
    );
    await waitFor(() => expect(screen.getByLabelText('name')).toHaveFocus());
  });

  it('hands the parsed output over when the values pass', async () => {
    const user = userEvent.setup();
    const outputs: Output[] = [];
    render(<Harness onValid={(output) => outputs.push(output)} />);
    await user.type(screen.getByLabelText('name'), 'Karen');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(outputs).toEqual([{ name: 'Karen', first: 'a', second: 'a' }]));
    await waitFor(() => expect(messages()).toEqual([]));
  });

  it('before a submit, a change only clears its own message', async () => {
    const user = userEvent.setup();
    let form: FormState<Values, Output> | undefined;
    render(<Harness expose={(current) => (form = current)} />);
    act(() => form?.showErrors({ name: 'Taken', second: 'Server says no' }));
    await user.type(screen.getByLabelText('second'), 'x');
    await waitFor(() => expect(messages()).toEqual(['name: Taken']));
  });

  it('after a failed submit, messages follow the typing; server messages elsewhere stay', async () => {
    const user = userEvent.setup();
    let form: FormState<Values, Output> | undefined;
    render(<Harness expose={(current) => (form = current)} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(messages()).toEqual(['name: validation:name.short']));
    act(() => form?.showErrors({ name: 'validation:name.short', first: 'Server says no' }));
    await user.type(screen.getByLabelText('second'), 'b');
    await waitFor(() =>
      expect(messages()).toEqual([
        'name: validation:name.short',
        'first: Server says no',
        'second: validation:differ',
      ]),
    );
    await user.type(screen.getByLabelText('name'), 'Karen');
    await waitFor(() =>
      expect(messages()).toEqual(['first: Server says no', 'second: validation:differ']),
    );
  });

  it('without re-checks, a change after a submit still only clears its own message', async () => {
    const user = userEvent.setup();
    render(<Harness options={{ recheckAfterSubmit: false, focusInvalid: false }} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await user.type(screen.getByLabelText('second'), 'b');
    await waitFor(() => expect(messages()).toEqual(['name: validation:name.short']));
  });

  it('checks what toInput makes of the values, and shows initial messages', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        options={{
          toInput: (values) => ({ ...values, name: values.name.trim() }),
          initialErrors: { first: 'From a story' },
        }}
      />,
    );
    await waitFor(() => expect(messages()).toEqual(['first: From a story']));
    await user.type(screen.getByLabelText('name'), '  ab  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(messages()).toEqual(['name: validation:name.short']));
  });
});

describe('flattenFieldErrors', () => {
  it('names nested messages by dot path, a list’s own message by the list', () => {
    expect(
      flattenFieldErrors({
        question: { type: 'min_length', message: 'q' },
        options: Object.assign([undefined, { type: 'string', message: 'o1' }], {
          root: { type: 'min_length', message: 'list' },
        }),
        '': { type: 'check', message: 'whole' },
      } as never),
    ).toEqual({ question: 'q', 'options.1': 'o1', options: 'list', root: 'whole' });
  });
});
