import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import {
  ADDRESS_BOOK_LIMIT,
  ADDRESS_BOOK_MESSAGES,
  AddressChangeReply,
  AddressListReply,
} from '#domain/schemas/addresses';
import { SHIPPING_MESSAGES } from '#domain/shipping';

/** The account's address book (docs/api/addresses.md): owner only, checkout's rule, one default, a cap. */
describe(`the address book (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const home = {
    fullName: 'Asha Menon',
    addressLine1: '12, Marine Drive',
    addressLine2: 'Flat 4B',
    city: 'Mumbai',
    state: 'maharashtra',
    zipCode: '400 002',
    country: 'India',
    phoneNumber: '+91 98765 43210',
  };
  const office = {
    ...home,
    addressLine1: '5, MG Road',
    addressLine2: '',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560001',
  };

  const list = async (user: TestUser) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/addresses', headers: user.headers });
    expect(res.statusCode).toBe(200);
    return AddressListReply.parse(res.json()).addresses;
  };
  const add = (user: TestUser, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/addresses',
      headers: user.headers,
      payload: payload as object,
    });
  const put = (user: TestUser, url: string, payload?: unknown) =>
    t.app.inject({
      method: 'PUT',
      url,
      headers: user.headers,
      ...(payload ? { payload: payload as object } : {}),
    });
  const del = (user: TestUser, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/user/addresses/${id}`, headers: user.headers });

  it('needs a signed-in shopper', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/addresses' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user/addresses', payload: home })).statusCode,
    ).toBe(401);
  });

  it('keeps an address normalised as checkout does; the first is the default', async () => {
    const user = await createUser(t.app);
    expect(await list(user)).toEqual([]);
    const res = await add(user, home);
    expect(res.statusCode).toBe(201);
    const reply = AddressChangeReply.parse(res.json());
    expect(reply.message).toBe(ADDRESS_BOOK_MESSAGES.added);
    expect(reply.address).toMatchObject({
      state: 'Maharashtra',
      zipCode: '400002',
      phoneNumber: '9876543210',
      country: 'India',
      isDefault: true,
    });
    const second = AddressChangeReply.parse((await add(user, office)).json());
    expect(second.address?.isDefault).toBe(false);
    expect(second.address).not.toHaveProperty('addressLine2');
    // The default first.
    expect((await list(user)).map((a) => [a.city, a.isDefault])).toEqual([
      ['Mumbai', true],
      ['Bengaluru', false],
    ]);
  });

  it('the same address saved again is not a second entry', async () => {
    const user = await createUser(t.app);
    const first = AddressChangeReply.parse((await add(user, home)).json());
    const again = await add(user, {
      ...home,
      zipCode: '400002',
      phoneNumber: '9876543210',
      state: 'Maharashtra',
    });
    expect(again.statusCode).toBe(200);
    expect(AddressChangeReply.parse(again.json()).address?._id).toBe(first.address?._id);
    expect(await list(user)).toHaveLength(1);
  });

  it('refuses a bad address with a message naming the field', async () => {
    const user = await createUser(t.app);
    let res = await add(user, { ...home, zipCode: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: SHIPPING_MESSAGES.pinCode,
      errors: [{ path: 'zipCode', message: SHIPPING_MESSAGES.pinCode }],
    });
    res = await add(user, { ...home, city: '  ', phoneNumber: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter the city or town.');
    expect(res.json().errors).toEqual([
      { path: 'city', message: 'Enter the city or town.' },
      { path: 'phoneNumber', message: 'Enter a 10-digit mobile number for the courier.' },
    ]);
    res = await add(user, { ...home, state: 'Atlantis' });
    expect(res.json()).toMatchObject({ message: SHIPPING_MESSAGES.state });
    res = await add(user, { ...home, country: 'Nepal' });
    expect(res.json()).toMatchObject({ message: SHIPPING_MESSAGES.country });
    res = await add(user, { ...home, isDefault: 'yes' });
    expect(res.json()).toMatchObject({ message: ADDRESS_BOOK_MESSAGES.isDefault });
    res = await add(user, { ...home, fullName: 'x'.repeat(101) });
    expect(res.json().message).toBe('Please shorten Full Name to 100 characters or fewer.');
    expect(await list(user)).toEqual([]);
  });

  it('changes, makes default and deletes; the default moves on when it is deleted', async () => {
    const user = await createUser(t.app);
    const a = AddressChangeReply.parse((await add(user, home)).json()).address!;
    const b = AddressChangeReply.parse((await add(user, office)).json()).address!;
    const c = AddressChangeReply.parse(
      (await add(user, { ...office, city: 'Mysuru', zipCode: '570001' })).json(),
    ).address!;

    let res = await put(user, `/api/user/addresses/${b._id}`, { ...office, phoneNumber: '9820098200' });
    expect(res.statusCode).toBe(200);
    expect(AddressChangeReply.parse(res.json())).toMatchObject({
      message: ADDRESS_BOOK_MESSAGES.updated,
      address: { _id: b._id, phoneNumber: '9820098200', isDefault: false },
    });
    res = await put(user, `/api/user/addresses/${b._id}`, { ...office, zipCode: 'abc' });
    expect(res.statusCode).toBe(400);

    res = await put(user, `/api/user/addresses/${b._id}/default`);
    expect(res.statusCode).toBe(200);
    let addresses = await list(user);
    expect(addresses.filter((x) => x.isDefault).map((x) => x._id)).toEqual([b._id]);
    expect(addresses[0]!._id).toBe(b._id);

    // A change with isDefault: true makes that one the default.
    await put(user, `/api/user/addresses/${a._id}`, { ...home, isDefault: true });
    addresses = await list(user);
    expect(addresses.filter((x) => x.isDefault).map((x) => x._id)).toEqual([a._id]);

    res = await del(user, a._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ADDRESS_BOOK_MESSAGES.removed);
    addresses = await list(user);
    // The most recently saved left becomes the default.
    expect(addresses.map((x) => [x._id, x.isDefault])).toEqual([
      [c._id, true],
      [b._id, false],
    ]);
    expect((await del(user, a._id)).statusCode).toBe(404);
  });

  it("another shopper's address answers 404 and stays as it was", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const a = AddressChangeReply.parse((await add(owner, home)).json()).address!;
    for (const res of [
      await put(other, `/api/user/addresses/${a._id}`, office),
      await put(other, `/api/user/addresses/${a._id}/default`),
      await del(other, a._id),
      await del(other, 'not-an-id'),
      await put(other, '/api/user/addresses/00000000-0000-4000-8000-000000000000/default'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: ADDRESS_BOOK_MESSAGES.notFound });
    }
    expect(await list(other)).toEqual([]);
    expect((await list(owner)).map((x) => [x.city, x.isDefault])).toEqual([['Mumbai', true]]);
  });

  it(`keeps at most ${ADDRESS_BOOK_LIMIT} addresses`, async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < ADDRESS_BOOK_LIMIT; i++) {
      const res = await add(user, { ...home, addressLine1: `${i + 1}, Marine Drive` });
      expect(res.statusCode).toBe(201);
    }
    const res = await add(user, { ...home, addressLine1: '99, Marine Drive' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ADDRESS_BOOK_MESSAGES.full);
    expect(await list(user)).toHaveLength(ADDRESS_BOOK_LIMIT);
  });

  it('two adds at once leave one default', async () => {
    const user = await createUser(t.app);
    await Promise.all([
      add(user, home),
      add(user, office),
      add(user, { ...office, city: 'Pune', state: 'Maharashtra', zipCode: '411001' }),
    ]);
    const addresses = await list(user);
    expect(addresses).toHaveLength(3);
    expect(addresses.filter((x) => x.isDefault)).toHaveLength(1);
    const [n] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from user_addresses where user_id = ${user.id} and is_default`,
    );
    expect(n?.n).toBe(1);
  });
});
