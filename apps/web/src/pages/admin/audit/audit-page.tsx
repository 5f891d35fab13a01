// PLACEHOLDER: replaced by the section's own page before this branch lands.
export function Component() {
  return null;
}
