/**
 * GET /api/admin/customers/{id}?page=&limit= — one customer: account, spend, a page of orders, addresses,
 * viewing requests, messages and internal notes (docs/api/admin.md "Customers").
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CustomerQuery, CustomerReply } from '../../../../domain/schemas/admin-customers';
import { adminKeys, queryString } from './keys';

export const CUSTOMER_LOAD_FAILED = 'Failed to load the customer.';

export function getCustomer(id: string, params: { page?: number; limit?: number }) {
  const query = CustomerQuery.parse(params);
  return api(`/api/admin/customers/${encodeURIComponent(id)}${queryString(query)}`, {
    schema: CustomerReply,
    fallbackMessage: CUSTOMER_LOAD_FAILED,
  });
}

export function useCustomer(id: string, params: { page?: number; limit?: number }) {
  return useQuery({
    queryKey: [...adminKeys.customer(id), params],
    queryFn: () => getCustomer(id, params),
    placeholderData: keepPreviousData,
  });
}
