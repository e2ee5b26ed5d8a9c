/** The customer-service calls of docs/shop/storefront.md §7: a virtual viewing request and a contact message. */
import { api } from '#web/lib/api-client';
import type { ContactMessageBody, ViewingRequestBody } from '#domain/schemas/appointments';
import { SERVICE_FALLBACKS } from '#domain/service-constants';

/**
 * Reply schemas, loaded only where replies are checked (development builds: docs/decisions/112 "zod off the first
 * load").
 */
const schemas = () => import('#domain/schemas/appointments');

export const serviceApi = {
  requestViewing: (body: ViewingRequestBody) =>
    api('/api/appointments/request-virtual-view', {
      method: 'POST',
      body,
      schema: () => schemas().then((m) => m.ViewingReply),
      fallbackMessage: SERVICE_FALLBACKS.viewing,
    }),
  sendMessage: (body: ContactMessageBody) =>
    api('/api/appointments/send-message', {
      method: 'POST',
      body,
      schema: () => schemas().then((m) => m.ContactReply),
      auth: false,
      fallbackMessage: SERVICE_FALLBACKS.contact,
    }),
};
