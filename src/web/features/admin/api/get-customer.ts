/**
 * GET /api/admin/customers/{id}?page=&limit= — one customer: account, spend, a page of orders, addresses,
 * viewing requests, messages and internal notes (docs/api/admin.md "Customers").
 */
import { CustomerQuery, CustomerReply } from '#domain/schemas/admin-customers';
import { adminKeys } from './keys';
import { getChecked, usePagedQuery } from './calls';

export const CUSTOMER_LOAD_FAILED = 'Failed to load the customer.';

export function getCustomer(id: string, params: { page?: number; limit?: number }) {
  return getChecked(
    `/api/admin/customers/${encodeURIComponent(id)}`,
    CustomerQuery,
    params,
    CustomerReply,
    CUSTOMER_LOAD_FAILED,
  );
}

export function useCustomer(id: string, params: { page?: number; limit?: number }) {
  return usePagedQuery([...adminKeys.customer(id), params], () => getCustomer(id, params));
}
