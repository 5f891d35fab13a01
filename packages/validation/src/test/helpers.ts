import * as v from 'valibot';
import { flattenIssues } from '../flatten-issues';

/** The per-field messages a schema gives for `input` ({} when it passes). */
export function errorsOf(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  return result.success ? {} : flattenIssues(result.issues);
}

/** The first message a field schema gives for `input`, or undefined when it passes. */
export function messageOf(schema: v.GenericSchema, input: unknown): string | undefined {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues[0].message;
}

/** A fixed "now": 22 November 2026, noon UTC. */
export const TODAY = new Date(Date.UTC(2026, 10, 22, 12));
export const fixedClock = (): Date => TODAY;

/** A 1×1 transparent PNG as a data URL. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const validStepOne = {
  name: 'Karen Blixen',
  email: 'karen@example.dk',
  password: 'secret1',
  gender: 'female',
  birthDate: '1990-04-17',
};

export const validStepTwo = {
  phone: '+45 12 34 56 78',
  country: 'DK',
  city: 'København',
  address: 'Strandvejen 111',
  zipcode: '2960',
};

export const validStepThree = {
  profilePicture: PNG_DATA_URL,
  about: 'Jeg elsker kaffe og lange gåture.',
  acceptTerms: true,
  marketingEmails: false,
};
