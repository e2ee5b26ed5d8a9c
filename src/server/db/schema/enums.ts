import { pgEnum } from 'drizzle-orm/pg-core';
import { DISCOUNT_TYPES, MATERIALS, PRODUCT_STATUSES, PURITIES } from '#domain/catalog-constants';
import { APPOINTMENT_STATUSES, ORDER_STATUSES, ROLES } from '#domain/business-constants';

export const roleEnum = pgEnum('role', ROLES);
export const materialEnum = pgEnum('material', MATERIALS);
export const purityEnum = pgEnum('purity', PURITIES);
export const discountTypeEnum = pgEnum('discount_type', DISCOUNT_TYPES);
export const productStatusEnum = pgEnum('product_status', PRODUCT_STATUSES);
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const appointmentStatusEnum = pgEnum('appointment_status', APPOINTMENT_STATUSES);
export const paymentSessionStatusEnum = pgEnum('payment_session_status', [
  'open',
  'paid',
  'declined',
  'cancelled',
  'expired',
]);
