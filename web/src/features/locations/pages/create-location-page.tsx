/** Placeholder: being built in this issue. */
export function CreateLocationPage() {
  return null;
}
