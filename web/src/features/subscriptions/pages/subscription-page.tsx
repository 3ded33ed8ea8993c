/** Placeholder: being built in this issue. */
export function SubscriptionPage() {
  return null;
}
