import * as v from 'valibot';

// The value schemas the configuration's parts share (config.ts, config-chat.ts): each parses
// one environment variable's text and says in plain words what it must be.

export const text = v.pipe(v.string(), v.trim());

export function integer(min: number, max: number) {
  return v.pipe(
    text,
    v.regex(/^\d+$/, `must be a whole number between ${min} and ${max}`),
    v.transform(Number),
    v.number(),
    v.minValue(min, `must be a whole number between ${min} and ${max}`),
    v.maxValue(max, `must be a whole number between ${min} and ${max}`),
  );
}

export const flag = v.pipe(
  text,
  v.toLowerCase(),
  v.picklist(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], 'must be true or false'),
  v.transform((value) => ['1', 'true', 'yes', 'on'].includes(value)),
);

export const httpUrl = v.pipe(
  text,
  v.url('must be a URL such as https://woble.dk'),
  v.check((value) => /^https?:\/\//.test(value), 'must start with http:// or https://'),
  v.transform((value) => value.replace(/\/+$/, '')),
);

// Empty variables count as unset, as in most deployment tools (loadConfig drops them).
export const opt = <T extends v.GenericSchema>(schema: T) => v.optional(schema);

/** The configuration's problems, one line per variable, all reported at once at start. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.problems = problems;
  }
}
