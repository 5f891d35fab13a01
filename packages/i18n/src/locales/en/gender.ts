// Labels of the five gender options of spec section 3, keyed by their payload values.
export const gender = {
  male: 'Male',
  female: 'Female',
  'non-binary': 'Non-binary',
  transgender: 'Transgender',
  intersex: 'Intersex',
};
