import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADDRESS_BOOK_MESSAGES,
  AddressIdParams,
  SavedAddressBody,
  namedAddressIssue,
  type AddressChangeReply,
  type AddressListReply,
} from '../../../domain/schemas/addresses';
import { badRequest, notFound, zodIssuesToFieldErrors } from '../../errors';
import { addAddress, listAddresses, removeAddress, setDefaultAddress, updateAddress } from './address-store';

/**
 * The signed-in shopper's address book (docs/api/addresses.md, docs/decisions/109): list, add, change, delete and
 * choose the default. An address follows checkout's rule (ShippingAddressInput) and is stored normalised; a
 * refusal names the field at fault. Another shopper's address answers 404, as an unknown id does.
 */
const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const parseBody = (body: unknown) => {
    const result = SavedAddressBody.safeParse(body ?? {});
    if (result.success) return result.data;
    const errors = zodIssuesToFieldErrors(result.error.issues).map((e) =>
      namedAddressIssue(e.path, e.message),
    );
    throw badRequest(errors[0]?.message ?? ADDRESS_BOOK_MESSAGES.notFound, errors);
  };
  const parseId = (params: unknown) => {
    const result = AddressIdParams.safeParse(params);
    if (!result.success) throw notFound(ADDRESS_BOOK_MESSAGES.notFound);
    return result.data.id;
  };
  const reply = async (userId: string, message: string, id?: string): Promise<AddressChangeReply> => {
    const addresses = await listAddresses(app.db, userId);
    const address = id ? addresses.find((a) => a._id === id) : undefined;
    return { success: true, message, addresses, ...(address ? { address } : {}) };
  };

  /** GET /api/user/addresses */
  app.get('/user/addresses', { preHandler: app.authenticate }, async (request): Promise<AddressListReply> => {
    return { success: true, addresses: await listAddresses(app.db, request.user!.id) };
  });

  /** POST /api/user/addresses — an address, optionally { isDefault: true } */
  app.post('/user/addresses', { preHandler: app.authenticate }, async (request, res) => {
    const { isDefault, ...address } = parseBody(request.body);
    const userId = request.user!.id;
    const { id, created } = await addAddress(app.db, userId, address, isDefault === true);
    res.status(created ? 201 : 200);
    return reply(userId, ADDRESS_BOOK_MESSAGES.added, id);
  });

  /** PUT /api/user/addresses/{id} — the whole address, optionally { isDefault: true } */
  app.put('/user/addresses/:id', { preHandler: app.authenticate }, async (request) => {
    const id = parseId(request.params);
    const { isDefault, ...address } = parseBody(request.body);
    const userId = request.user!.id;
    await updateAddress(app.db, userId, id, address, isDefault === true);
    return reply(userId, ADDRESS_BOOK_MESSAGES.updated, id);
  });

  /** PUT /api/user/addresses/{id}/default */
  app.put('/user/addresses/:id/default', { preHandler: app.authenticate }, async (request) => {
    const id = parseId(request.params);
    const userId = request.user!.id;
    await setDefaultAddress(app.db, userId, id);
    return reply(userId, ADDRESS_BOOK_MESSAGES.madeDefault, id);
  });

  /** DELETE /api/user/addresses/{id} */
  app.delete('/user/addresses/:id', { preHandler: app.authenticate }, async (request) => {
    const id = parseId(request.params);
    const userId = request.user!.id;
    await removeAddress(app.db, userId, id);
    return reply(userId, ADDRESS_BOOK_MESSAGES.removed);
  });
};

export default addressRoutes;
