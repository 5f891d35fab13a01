import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '@wob/test-utils';
import { VALID_REGISTRATION } from '../test/fixtures';
import { renderAccount } from '../test/render';
import { RegisterForm, type RegisterValues, stepOfFirstError, yearsBefore } from './register-page';

const STEP_ONE = {
  name: VALID_REGISTRATION.name,
  email: VALID_REGISTRATION.email,
  password: VALID_REGISTRATION.password,
  gender: VALID_REGISTRATION.gender,
  birthDate: VALID_REGISTRATION.birthDate,
};
const { profilePicture: _picture, acceptTerms: _terms, ...STEPS_ONE_AND_TWO } = VALID_REGISTRATION;

function openForm(
  initialValues: Partial<RegisterValues> = {},
  initialStep: 0 | 1 | 2 = 0,
  handlers: Parameters<typeof renderAccount>[0]['handlers'] = {},
) {
  return renderAccount({
    path: '/auth/register',
    element: <RegisterForm initialValues={initialValues} initialStep={initialStep} />,
    // Step one asks whether the address is free; it is, unless a test says otherwise.
    handlers: { checkEmail: () => ({ data: {} }), ...handlers },
  });
}

function currentStep(): string {
  const steps = screen.getByRole('list', { name: /^Step \d of 3$/ });
  const current = within(steps)
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');
  return current?.textContent ?? '';
}

describe('RegisterPage', () => {
  it('shows the three steps and the login link', async () => {
    renderAccount({ path: '/auth/register' });
    expect(await screen.findByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByText('Step One')).toBeInTheDocument();
    expect(screen.getByText('Step Two')).toBeInTheDocument();
    expect(screen.getByText('Step Three')).toBeInTheDocument();
    expect(currentStep()).toContain('Step One');
    expect(screen.getByRole('link', { name: 'Already Registered? Login Here' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  it("shows step one's required messages and stays there", async () => {
    const { user } = renderAccount({ path: '/auth/register' });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    for (const text of [
      'Name is Required',
      'Email is Required',
      'Password is Required',
      'Gender is Required',
      'Date of birth is Required',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(currentStep()).toContain('Step One');
  });

  it('checks the e-mail format and the password length on step one', async () => {
    const { user } = openForm({ gender: 'female', birthDate: '1990-04-17' });
    await user.type(screen.getByLabelText(/^Name/), 'Karen');
    await user.type(screen.getByLabelText(/^Email/), 'karen@');
    await user.type(screen.getByLabelText(/^Password/), '1234');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Email Address is not Valid')).toBeInTheDocument();
    expect(screen.getByText('Password should be 5 digits long')).toBeInTheDocument();
  });

  it('refuses a birth date under 18 years', async () => {
    const { user } = openForm({ ...STEP_ONE, birthDate: yearsBefore(new Date(), 17) });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please Enter a Valid Birth Date!')).toBeInTheDocument();
    expect(currentStep()).toContain('Step One');
  });

  it("moves on with Next, shows step two's messages, and Back keeps what was typed", async () => {
    const { user } = openForm(STEP_ONE);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: /Where you live/ })).toHaveFocus();
    expect(currentStep()).toContain('Step Two');

    await user.type(screen.getByLabelText(/^Phone Number/), '1234567890123456');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Phone No. should be less than 15 digits')).toBeInTheDocument();
    for (const text of [
      'Country is Required',
      'City is Required',
      'Address is Required',
      'Zip Code is Required',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentStep()).toContain('Step One');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Karen Blixen');
    expect(screen.queryByText('Name is Required')).not.toBeInTheDocument();
  });

  it('asks for the picture and the terms on step three', async () => {
    const { user, fake } = openForm(STEPS_ONE_AND_TWO, 2);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Profile Picture is Required')).toBeInTheDocument();
    expect(
      screen.getByText(/accept the Terms/i, { selector: '.wob-field__error' }),
    ).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it('on a duplicate e-mail toasts it and goes back to step one with the message under the e-mail', async () => {
    const { user, toasts } = openForm(VALID_REGISTRATION, 2, {
      register: () => {
        throw apiError(422, 'Username Already Exist.', { email: 'Username Already Exist.' });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('This Email already exists.')).toBeInTheDocument();
    expect(currentStep()).toContain('Step One');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(toasts).toEqual([{ tone: 'error', text: 'Email already exists.' }]);
  });

  it('asks whether the e-mail is free when leaving step one, and stays there when it is taken', async () => {
    const { user, fake, toasts } = openForm(STEP_ONE, 0, {
      checkEmail: () => {
        throw apiError(422, 'Username Already Exist.', { email: 'This Email already exists.' });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This Email already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(currentStep()).toContain('Step One');
    expect(fake.inputsOf('checkEmail')).toEqual([{ email: STEP_ONE.email }]);
    expect(toasts).toEqual([{ tone: 'error', text: 'Email already exists.' }]);
  });

  it('after a corrected e-mail, the sign-up success stands alone: the stale error toast is gone', async () => {
    const taken = 'taken@example.dk';
    const { user, toastsOnScreen } = openForm({ ...VALID_REGISTRATION, email: taken }, 0, {
      checkEmail: (input) => {
        if ((input as { email: string }).email === taken) {
          throw apiError(422, 'Username Already Exist.', { email: 'This Email already exists.' });
        }
        return { data: {} };
      },
      register: () => ({ message: 'You have registered successfully. You can now log in.' }),
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This Email already exists.')).toBeInTheDocument();
    expect(toastsOnScreen()).toEqual([{ tone: 'error', text: 'Email already exists.' }]);

    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), VALID_REGISTRATION.email);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: /Where you live/ })).toBeInTheDocument();
    // The address is free now: its complaint goes at once.
    expect(toastsOnScreen()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(toastsOnScreen()).toEqual([
      { tone: 'success', text: 'You have registered successfully. You can now log in.' },
    ]);
  });

  it('removes the duplicate toast of the final send once a corrected sign-up succeeds', async () => {
    let sends = 0;
    const { user, toastsOnScreen } = openForm(VALID_REGISTRATION, 2, {
      register: () => {
        sends += 1;
        if (sends === 1) {
          throw apiError(422, 'Username Already Exist.', { email: 'This Email already exists.' });
        }
        return { message: 'You have registered successfully. You can now log in.' };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('This Email already exists.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'karen.b@example.dk');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(toastsOnScreen()).toEqual([
      { tone: 'success', text: 'You have registered successfully. You can now log in.' },
    ]);
  });

  it('goes to the step of the first field the server rejects', async () => {
    const { user } = openForm(VALID_REGISTRATION, 2, {
      register: () => {
        throw apiError(422, 'Invalid', { zipcode: 'Zip Code is not valid here' });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Zip Code is not valid here')).toBeInTheDocument();
    expect(currentStep()).toContain('Step Two');
  });

  it('sends everything with upload progress, toasts the answer and goes to login', async () => {
    const { user, fake, toasts, router } = openForm(VALID_REGISTRATION, 2, {
      register: () => ({ message: 'You have registered successfully. You can now log in.' }),
    });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    // The login page has the new address filled in.
    expect(screen.getByLabelText(/^Email/)).toHaveValue(VALID_REGISTRATION.email);
    expect(toasts).toEqual([
      { tone: 'success', text: 'You have registered successfully. You can now log in.' },
    ]);
    const [call] = fake.calls;
    expect(call?.input).toEqual({ ...VALID_REGISTRATION, about: '' });
    expect(call?.options.onUploadProgress).toBeTypeOf('function');
  });
});

describe('register helpers', () => {
  it('finds the step of the first bad field', () => {
    expect(stepOfFirstError({ city: 'x', email: 'y' })).toBe(0);
    expect(stepOfFirstError({ zipcode: 'x' })).toBe(1);
    expect(stepOfFirstError({ profilePicture: 'x' })).toBe(2);
    expect(stepOfFirstError({ root: 'x' })).toBeNull();
  });

  it('computes the latest birth date of an 18-year-old, leap days included', () => {
    expect(yearsBefore(new Date('2026-11-22T12:00:00Z'), 18)).toBe('2008-11-22');
    expect(yearsBefore(new Date('2028-02-29T12:00:00Z'), 18)).toBe('2010-02-28');
  });
});
