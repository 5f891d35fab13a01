import type { Page } from 'playwright-core';
import { countryName } from '@wob/i18n';
import type { TestUser } from './api';
import type { Copy } from './copy';
import { makePng } from './png';
import { choose, field, fillDate, notSeen, seen, tick } from './ui';

// The three sign-up steps as a person fills them in, for tests that need to get through one
// step to reach the next.

export const PICTURE = {
  name: 'me.png',
  mimeType: 'image/png',
  buffer: makePng({ width: 160, height: 160 }),
};

export function nextButton(page: Page, t: Copy) {
  return page.getByRole('button', { name: t('auth:register.next'), exact: true });
}

export function stepHeading(page: Page, t: Copy, step: 'one' | 'two' | 'three') {
  return page.getByRole('heading', { name: t(`auth:register.stepHeadings.${step}`) });
}

/** 'I accept the Terms and Conditions and the Privacy Policy.' */
export function termsCheckbox(page: Page, t: Copy) {
  return page.getByRole('checkbox', {
    name: new RegExp(`^${t('auth:register.terms.before').trim()}`),
  });
}

export async function fillStepOne(page: Page, t: Copy, user: TestUser): Promise<void> {
  await field(page, t('auth:fields.name')).fill(user.name);
  await field(page, t('auth:fields.email')).fill(user.email);
  await field(page, t('auth:fields.password')).fill(user.password);
  await choose(page, t('auth:fields.gender'), t(`gender:${user.gender}`));
  await fillDate(page, t('auth:fields.birthDate'), user.birthDate);
}

export async function fillStepTwo(
  page: Page,
  t: Copy,
  user: TestUser,
  locale: 'da' | 'en',
): Promise<void> {
  await field(page, t('auth:fields.phone')).fill(user.phone);
  await choose(page, t('auth:fields.country'), countryName(user.country, locale) ?? user.country);
  await field(page, t('auth:fields.city')).fill(user.city);
  await field(page, t('auth:fields.address')).fill(user.address);
  await field(page, t('auth:fields.zipcode')).fill(user.zipcode);
}

/** Chooses the picture file and confirms the crop dialog. */
export async function choosePicture(page: Page, t: Copy): Promise<void> {
  await page.getByLabel(t('auth:picture.choose'), { exact: true }).setInputFiles(PICTURE);
  const dialog = page.getByRole('dialog', { name: t('profile:picture.dialogTitle') });
  await seen(dialog);
  await dialog.getByRole('button', { name: t('profile:picture.save'), exact: true }).click();
  await notSeen(dialog);
}

export async function fillStepThree(page: Page, t: Copy, user: TestUser): Promise<void> {
  await choosePicture(page, t);
  await field(page, t('auth:fields.about')).fill(user.about);
  await tick(termsCheckbox(page, t));
}

/** Goes through all three steps with valid values and submits. */
export async function signUpThroughUi(
  page: Page,
  t: Copy,
  user: TestUser,
  locale: 'da' | 'en',
): Promise<void> {
  await page.goto('/auth/register');
  await fillStepOne(page, t, user);
  await nextButton(page, t).click();
  await seen(stepHeading(page, t, 'two'));
  await fillStepTwo(page, t, user, locale);
  await nextButton(page, t).click();
  await seen(stepHeading(page, t, 'three'));
  await fillStepThree(page, t, user);
  await page.getByRole('button', { name: t('auth:register.submit'), exact: true }).click();
}
