/** The customer-service calls of storefront.md §7: a virtual viewing request and a contact message. */
import { api } from '../../lib/api-client';
import {
  ContactReply,
  SERVICE_FALLBACKS,
  ViewingReply,
  type ContactMessageBody,
  type ViewingRequestBody,
} from '../../../domain/schemas/appointments';

export const serviceApi = {
  requestViewing: (body: ViewingRequestBody) =>
    api('/api/appointments/request-virtual-view', {
      method: 'POST',
      body,
      schema: ViewingReply,
      fallbackMessage: SERVICE_FALLBACKS.viewing,
    }),
  sendMessage: (body: ContactMessageBody) =>
    api('/api/appointments/send-message', {
      method: 'POST',
      body,
      schema: ContactReply,
      auth: false,
      fallbackMessage: SERVICE_FALLBACKS.contact,
    }),
};
