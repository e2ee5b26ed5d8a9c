/** Test users made directly in the database, with a signed token, for tests of other areas than sign-up. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { users } from '#server/db/schema';
import { hashPassword } from '#server/lib/passwords';

export interface TestUser {
  id: string;
  email: string;
  name: string;
  password: string;
  role: 'user' | 'admin';
  token: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
}

export async function createUser(
  app: FastifyInstance,
  options: { role?: 'user' | 'admin'; email?: string; name?: string; password?: string } = {},
): Promise<TestUser> {
  const password = options.password ?? 'correct horse battery';
  const email = options.email ?? `shopper-${randomBytes(5).toString('hex')}@example.com`;
  const name = options.name ?? 'Asha Menon';
  const role = options.role ?? 'user';
  const [row] = await app.db
    .insert(users)
    .values({ name, email, mobile: '9876543210', passwordHash: await hashPassword(password), role })
    .returning({ id: users.id });
  const token = await app.sessions.start({ id: row!.id, role });
  return { id: row!.id, email, name, password, role, token, headers: { authorization: `Bearer ${token}` } };
}

/** A request as `user` (its bearer token; none for a guest), with a JSON body or none. */
export async function call(
  app: FastifyInstance,
  user: TestUser | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: user ? user.headers : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}
