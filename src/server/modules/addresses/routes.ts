import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADDRESS_BOOK_MESSAGES,
  AddressIdParams,
  SavedAddressBody,
  namedAddressIssue,
  AddressChangeReply,
  AddressListReply,
} from '#domain/schemas/addresses';
import { badRequest, notFound } from '#server/errors';
import { addAddress, listAddresses, removeAddress, setDefaultAddress, updateAddress } from './address-store';

/**
 * The signed-in shopper's address book (docs/api/addresses.md, docs/decisions/109): list, add, change, delete and
 * choose the default. An address follows checkout's rule (ShippingAddressInput) and is stored normalised; a
 * refusal names the field at fault. Another shopper's address answers 404, as an unknown id does.
 */
const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  // A refused address names the field at fault (namedAddressIssue) and an id that is not one answers 404, as an
  // unknown id does: this scope translates its schemas' refusals, then the app's error handler replies.
  app.setErrorHandler((err: FastifyError) => {
    if (err.validationContext === 'params') throw notFound(ADDRESS_BOOK_MESSAGES.notFound);
    if (err.validationContext === 'body' && err.validation) {
      const errors = err.validation.map((v) =>
        namedAddressIssue(v.instancePath.replace(/^\//, '').replace(/\//g, '.'), v.message ?? ''),
      );
      throw badRequest(errors[0]?.message ?? ADDRESS_BOOK_MESSAGES.notFound, errors);
    }
    throw err;
  });
  const reply = async (userId: string, message: string, id?: string): Promise<AddressChangeReply> => {
    const addresses = await listAddresses(app.db, userId);
    const address = id ? addresses.find((a) => a._id === id) : undefined;
    return { success: true as const, message, addresses, ...(address ? { address } : {}) };
  };

  /** GET /api/user/addresses */
  const signedIn = { onRequest: app.authenticate };
  app.get(
    '/user/addresses',
    { ...signedIn, schema: { response: { 200: AddressListReply } } },
    async (request) => ({ success: true as const, addresses: await listAddresses(app.db, request.user!.id) }),
  );

  /** POST /api/user/addresses — an address, optionally { isDefault: true } */
  const added = { body: SavedAddressBody, response: { 200: AddressChangeReply, 201: AddressChangeReply } };
  app.post('/user/addresses', { ...signedIn, schema: added }, async (request, res) => {
    const { isDefault, ...address } = request.body;
    const userId = request.user!.id;
    const { id, created } = await addAddress(app.db, userId, address, isDefault === true);
    res.status(created ? 201 : 200);
    return reply(userId, ADDRESS_BOOK_MESSAGES.added, id);
  });

  /** PUT /api/user/addresses/{id} — the whole address, optionally { isDefault: true } */
  const changed = { params: AddressIdParams, body: SavedAddressBody, response: { 200: AddressChangeReply } };
  app.put('/user/addresses/:id', { ...signedIn, schema: changed }, async (request) => {
    const { id } = request.params;
    const { isDefault, ...address } = request.body;
    const userId = request.user!.id;
    await updateAddress(app.db, userId, id, address, isDefault === true);
    return reply(userId, ADDRESS_BOOK_MESSAGES.updated, id);
  });

  /** PUT /api/user/addresses/{id}/default */
  const byId = { params: AddressIdParams, response: { 200: AddressChangeReply } };
  app.put('/user/addresses/:id/default', { ...signedIn, schema: byId }, async (request) => {
    const { id } = request.params;
    const userId = request.user!.id;
    await setDefaultAddress(app.db, userId, id);
    return reply(userId, ADDRESS_BOOK_MESSAGES.madeDefault, id);
  });

  /** DELETE /api/user/addresses/{id} */
  app.delete('/user/addresses/:id', { ...signedIn, schema: byId }, async (request) => {
    const { id } = request.params;
    const userId = request.user!.id;
    await removeAddress(app.db, userId, id);
    return reply(userId, ADDRESS_BOOK_MESSAGES.removed);
  });
};

export default addressRoutes;
