import type {
  CarriersUpdate,
  DeliveryRulesSettings,
  PickupSettingsUpdate,
  ShippingZonesUpdate,
} from '@atelier/contract';
import type { ApiClient } from '@atelier/contract/api-client';
import { adminAction } from '../admin/admin-calls.server.ts';
import type { AdminActionResult } from '../admin/use-action-toast.ts';

/** What the delivery settings page posts (JSON in its `payload` field): the section saved and its body, as the API takes it. */
export type DeliverySettingsPost =
  | { intent: 'rules'; body: DeliveryRulesSettings }
  | { intent: 'zones'; body: ShippingZonesUpdate }
  | { intent: 'carriers'; body: CarriersUpdate }
  | { intent: 'pickup'; idAddress: number; body: PickupSettingsUpdate };

/**
 * Saves one section of the delivery settings through the API (which checks it and answers each field's problem
 * in the page's language); the section's saved message, or the refusal.
 */
export async function saveDeliverySettings(api: ApiClient, request: Request): Promise<AdminActionResult> {
  const form = await request.formData();
  let post: DeliverySettingsPost;
  try {
    post = JSON.parse(String(form.get('payload') ?? '')) as DeliverySettingsPost;
  } catch {
    return { ok: false, message: 'The form could not be read', errors: {} };
  }
  switch (post.intent) {
    case 'rules':
      return adminAction(() => api.adminSetDeliveryRules({ body: post.body }), 'saved.rules');
    case 'zones':
      return adminAction(() => api.adminSetShippingZones({ body: post.body }), 'saved.zones');
    case 'carriers':
      return adminAction(() => api.adminSetCarriers({ body: post.body }), 'saved.carriers');
    case 'pickup':
      return adminAction(
        () => api.adminSetPickupSettings({ params: { idAddress: post.idAddress }, body: post.body }),
        'saved.pickup',
      );
    default:
      return { ok: false, message: 'Unknown form', errors: {} };
  }
}
