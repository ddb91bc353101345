import { and, eq } from 'drizzle-orm';
import type { Auth } from '@server/auth';
import type { Db } from '@server/db/client';
import { profiles, userRoles, users } from '@server/db/schema';

/** product.md §6: the admin role lives in user_roles and is checked on the server (has_role). */
export async function hasRole(db: Db, userId: string, role: 'admin' | 'user'): Promise<boolean> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .limit(1);
  return rows.length > 0;
}

export async function grantRole(db: Db, userId: string, role: 'admin' | 'user'): Promise<void> {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}

/**
 * Creates a verified account with a password, without sending mail: used by the seed and by
 * tests. Returns the existing user when the e-mail is taken.
 */
export async function createVerifiedUser(
  auth: Auth,
  db: Db,
  input: { email: string; password: string; name: string },
): Promise<{ id: string; email: string; created: boolean }> {
  const email = input.email.toLowerCase();
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing[0]) return { id: existing[0].id, email, created: false };
  const ctx = await auth.$context;
  const user = await ctx.internalAdapter.createUser({ email, name: input.name, emailVerified: true }, { method: 'admin' });
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(input.password),
  });
  await db.insert(profiles).values({ id: user.id, email }).onConflictDoNothing();
  return { id: user.id, email, created: true };
}
