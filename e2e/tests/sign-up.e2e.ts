import { describe, expect, test } from 'vitest';
import { login, newUser, registerUser, yearsAgo } from '../support/api';
import { ARTIFACTS_DIR, useBrowser } from '../support/browser';
import { da, en } from '../support/copy';
import {
  choosePicture,
  fillStepOne,
  fillStepThree,
  fillStepTwo,
  nextButton,
  stepHeading,
  termsCheckbox,
} from '../support/sign-up';
import {
  choose,
  field,
  fieldSays,
  fillDate,
  notSeen,
  onPath,
  seen,
  storeLocale,
  tick,
  toast,
} from '../support/ui';

const browser = useBrowser();

describe('sign-up in three steps', () => {
  test('a person signs up in English, meeting every validation message on the way', async () => {
    const t = en;
    const page = await browser.newPage();
    await storeLocale(page, 'en');
    await page.goto('/auth/register');
    await seen(page.getByRole('heading', { name: t('auth:register.title'), exact: true }));
    await seen(page.getByRole('link', { name: t('auth:register.login') }));

    // Step one, sent empty: every field says it is required.
    await nextButton(page, t).click();
    for (const key of ['name', 'email', 'password', 'gender', 'birthDate']) {
      await seen(page.getByText(t(`validation:required.${key}`), { exact: true }));
    }
    await fieldSays(field(page, t('auth:fields.name')), 'Name is Required');
    await fieldSays(field(page, t('auth:fields.email')), 'Email is Required');

    // Wrong e-mail, short password, under 18.
    const user = newUser({ name: 'Astrid Sign-Up' });
    await field(page, t('auth:fields.name')).fill(user.name);
    await field(page, t('auth:fields.email')).fill('astrid@@example');
    await field(page, t('auth:fields.password')).fill('abc');
    await choose(page, t('auth:fields.gender'), t('gender:female'));
    await fillDate(page, t('auth:fields.birthDate'), yearsAgo(17));
    await nextButton(page, t).click();
    await fieldSays(field(page, t('auth:fields.email')), 'Email Address is not Valid');
    await fieldSays(field(page, t('auth:fields.password')), 'Password should be 5 digits long');
    await seen(page.getByText('Please Enter a Valid Birth Date!', { exact: true }));
    await notSeen(page.getByText(t('validation:required.name'), { exact: true }));

    // Corrected, step one lets the person on.
    await field(page, t('auth:fields.email')).fill(user.email);
    await field(page, t('auth:fields.password')).fill(user.password);
    await fillDate(page, t('auth:fields.birthDate'), user.birthDate);
    await nextButton(page, t).click();
    await seen(stepHeading(page, t, 'two'));

    // Step two: a phone number of 16 digits is too long.
    await fillStepTwo(page, t, { ...user, phone: '1234567890123456' }, 'en');
    await nextButton(page, t).click();
    await fieldSays(field(page, t('auth:fields.phone')), 'Phone No. should be less than 15 digits');
    await field(page, t('auth:fields.phone')).fill(user.phone);

    // Back keeps what was typed on both steps.
    await page.getByRole('button', { name: t('auth:register.back'), exact: true }).click();
    await seen(stepHeading(page, t, 'one'));
    expect(await field(page, t('auth:fields.name')).inputValue()).toBe(user.name);
    expect(await field(page, t('auth:fields.email')).inputValue()).toBe(user.email);
    expect(await field(page, t('auth:fields.password')).inputValue()).toBe(user.password);
    await nextButton(page, t).click();
    await seen(stepHeading(page, t, 'two'));
    expect(await field(page, t('auth:fields.phone')).inputValue()).toBe(user.phone);
    expect(await field(page, t('auth:fields.city')).inputValue()).toBe(user.city);
    await nextButton(page, t).click();
    await seen(stepHeading(page, t, 'three'));

    // Step three sent without a picture or the terms.
    const submit = page.getByRole('button', { name: t('auth:register.submit'), exact: true });
    await submit.click();
    await seen(page.getByText(t('validation:required.profilePicture'), { exact: true }));
    await seen(page.getByText(t('validation:terms.required'), { exact: true }));

    await choosePicture(page, t);
    await seen(page.getByRole('img', { name: t('auth:picture.previewAlt') }));
    await notSeen(page.getByText(t('validation:required.profilePicture'), { exact: true }));
    await field(page, t('auth:fields.about')).fill(user.about);
    await tick(termsCheckbox(page, t));
    await submit.click();

    await seen(toast(page, t('errors:account.registered')));
    await onPath(page, '/auth/login');
    // The login page has the new address filled in.
    expect(await field(page, t('auth:fields.email')).inputValue()).toBe(user.email);

    // The account exists with what was typed.
    const answer = await login(browser.baseUrl, user.email, user.password);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.user?.name).toBe(user.name);
  });

  test('an e-mail that already has an account is refused on leaving step one, and the corrected sign-up shows only its success', async () => {
    const t = en;
    const existing = await registerUser(browser.baseUrl);
    const page = await browser.newPage();
    await storeLocale(page, 'en');
    const user = newUser({ name: 'Ditte Dobbelt' });
    await page.goto('/auth/register');
    await fillStepOne(page, t, { ...user, email: existing.email });
    await nextButton(page, t).click();

    // Said at once, on step one: a toast, and under the e-mail field.
    await seen(toast(page, 'Email already exists.'));
    await fieldSays(field(page, t('auth:fields.email')), 'This Email already exists.');
    await seen(stepHeading(page, t, 'one'));
    await notSeen(stepHeading(page, t, 'two'));
    await page.screenshot({ path: `${ARTIFACTS_DIR}/sign-up-taken-email-step-one.png` });

    // Corrected, the person goes on, and the stale complaint goes with it.
    await field(page, t('auth:fields.email')).fill(user.email);
    await nextButton(page, t).click();
    await seen(stepHeading(page, t, 'two'));
    await notSeen(toast(page, 'Email already exists.'));
    await fillStepTwo(page, t, user, 'en');
    await nextButton(page, t).click();
    await seen(stepHeading(page, t, 'three'));
    await fillStepThree(page, t, user);
    await page.getByRole('button', { name: t('auth:register.submit'), exact: true }).click();
    await seen(toast(page, t('errors:account.registered')));
    await onPath(page, '/auth/login');
    await notSeen(toast(page, 'Email already exists.'));
    expect(await field(page, t('auth:fields.email')).inputValue()).toBe(user.email);
  });

  test('an address taken between step one and the send still sends the person back to step one', async () => {
    const t = en;
    const page = await browser.newPage();
    await storeLocale(page, 'en');
    const user = newUser();
    await page.goto('/auth/register');
    await fillStepOne(page, t, user);
    await nextButton(page, t).click();
    await seen(stepHeading(page, t, 'two'));
    // Someone else signs up with the address meanwhile: the unique index decides at the send.
    await registerUser(browser.baseUrl, { email: user.email });
    await fillStepTwo(page, t, user, 'en');
    await nextButton(page, t).click();
    await fillStepThree(page, t, user);
    await page.getByRole('button', { name: t('auth:register.submit'), exact: true }).click();
    await seen(toast(page, 'Email already exists.'));
    await seen(stepHeading(page, t, 'one'));
    await fieldSays(field(page, t('auth:fields.email')), 'This Email already exists.');
    await onPath(page, '/auth/register');
  });

  test('step one says what is required in Danish', async () => {
    const t = da;
    const page = await browser.newPage({ locale: 'da-DK' });
    await page.goto('/auth/register');
    await seen(page.getByRole('heading', { name: t('auth:register.title'), exact: true }));
    await nextButton(page, t).click();
    for (const key of ['name', 'email', 'password', 'gender', 'birthDate']) {
      await seen(page.getByText(t(`validation:required.${key}`), { exact: true }));
    }
    await field(page, t('auth:fields.email')).fill('ikke-en-adresse');
    await field(page, t('auth:fields.password')).fill('kort');
    await nextButton(page, t).click();
    await fieldSays(field(page, t('auth:fields.email')), t('validation:email.invalid'));
    await fieldSays(field(page, t('auth:fields.password')), t('validation:password.min'));
  });

  test('a person signs up in Danish and can log in', async () => {
    const t = da;
    const user = newUser({ name: 'Søren Ærø' });
    const page = await browser.newPage({ locale: 'da-DK' });
    await page.goto('/auth/register');
    await fillStepOne(page, t, user);
    await nextButton(page, t).click();
    await seen(stepHeading(page, t, 'two'));
    await fillStepTwo(page, t, user, 'da');
    await nextButton(page, t).click();
    await seen(stepHeading(page, t, 'three'));
    await choosePicture(page, t);
    await tick(termsCheckbox(page, t));
    await page.getByRole('button', { name: t('auth:register.submit'), exact: true }).click();
    await seen(toast(page, t('errors:account.registered')));
    await onPath(page, '/auth/login');

    expect(await field(page, t('auth:fields.email')).inputValue()).toBe(user.email);
    await field(page, t('auth:fields.password')).fill(user.password);
    await page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();
    await onPath(page, '/choose-bubble');
    await seen(page.getByText(user.name).first());
  });
});
