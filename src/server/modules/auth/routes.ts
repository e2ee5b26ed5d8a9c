/**
 * The auth module (mounted under /api by modules/index.ts): sign-up, login, session checks, profile and
 * password reset. One file per concern; they share one mail queue so pending mails finish before shutdown.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMailQueue } from '#server/lib/mail/background';
import registerRoutes from './register';
import loginRoutes from './login';
import sessionRoutes from './session';
import profileRoutes from './profile';
import passwordResetRoutes from './password-reset';
import joinOrdersRoutes from './join-guest-orders';
import { registerAccountPageHeads } from './page-heads';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = createMailQueue(app);
  await app.register(registerRoutes, { mail });
  await app.register(loginRoutes);
  await app.register(sessionRoutes);
  await app.register(profileRoutes, { mail });
  await app.register(passwordResetRoutes, { mail });
  await app.register(joinOrdersRoutes);
  registerAccountPageHeads(app);
};

export default authRoutes;
