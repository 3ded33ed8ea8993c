import { lazyPart } from '@/shared/ui-kit/lazy-dialog';
import { ListState } from '@/shared/ui-kit/list-state';

/*
 * The webhook form and delivery log show on a click: their code (the form's rules with the
 * contract's schemas, the log's table and filter) comes after the page's, which stays in its budget.
 */
export const WebhookForm = lazyPart(
  () => import('./webhook-form').then((m) => m.WebhookForm),
  <ListState state="loading" rows={6} />,
);
export const WebhookDeliveries = lazyPart(
  () => import('./webhook-deliveries').then((m) => m.WebhookDeliveries),
  <ListState state="loading" rows={3} />,
);
