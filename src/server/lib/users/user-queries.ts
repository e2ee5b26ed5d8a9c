/** Reads and writes of user accounts shared by the auth and users modules. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema';
import { userColumns, type UserRow } from './user-dto';

export const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findLoginByEmail(
  db: Db,
  email: string,
): Promise<(UserRow & { passwordHash: string }) | undefined> {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(byEmail(email))
    .limit(1);
  return row;
}

/** Inserts an account with role `user`; answers undefined when the e-mail (in any case) is taken. */
export async function insertUser(
  db: Db,
  values: { name: string; email: string; mobile: string | null; passwordHash: string },
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...values, role: 'user' })
    .onConflictDoNothing()
    .returning(userColumns);
  return row;
}

/** Whether an error (or one of its causes) is PostgreSQL's unique violation. */
export function isUniqueViolation(err: unknown): boolean {
  let cur: unknown = err;
  for (let i = 0; i < 6 && cur && typeof cur === 'object'; i++) {
    if ((cur as { code?: unknown }).code === '23505') return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(byEmail(email)).limit(1);
  return row;
}
