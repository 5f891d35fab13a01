import { describe, expect, it } from 'vitest';
import { AdminLoginSchema } from './admin';
import { checkForm } from './check-form';

describe('checkForm', () => {
  it('answers the output, or a message key per field', () => {
    expect(checkForm(AdminLoginSchema, { email: ' Admin@Woble.dk ', password: 'x' })).toEqual({
      ok: true,
      output: { email: 'admin@woble.dk', password: 'x' },
    });
    expect(checkForm(AdminLoginSchema, { email: 'nope', password: '' })).toEqual({
      ok: false,
      errors: { email: 'validation:email.invalid', password: 'validation:required.password' },
    });
  });
});
