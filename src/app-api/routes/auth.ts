import { Router } from 'express';
import { APP_API } from '../../shared/contract';
import type { PhoneAuthService } from '../services/auth/phone-auth';
import { endpointRoutes, type EndpointRoutesOptions } from './endpoint-route';
import type { ImagePolicy } from './image-policy';

export function createAuthRoutes(
  deps: { phoneAuth: PhoneAuthService; images: ImagePolicy } & EndpointRoutesOptions,
): Router {
  const { auth, phoneAuth, images } = deps;
  const router = Router();
  const serve = endpointRoutes(router, deps);

  // Answers here carry tokens and personal data: no cache may keep them.
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  serve(APP_API['auth.login'], async ({ body, req }) => {
    const { token, user } = await auth.login(body.username, body.password, req.ip);
    return { token, user };
  });

  serve(APP_API['auth.logout'], async ({ token }) => {
    await auth.logout(token);
    return null;
  });

  serve(APP_API['auth.me'], async ({ user }) => user);

  serve(APP_API['auth.updateInfo'], async ({ body, user }) => {
    images.checkUrl('avatar_url', body.avatarUrl);
    return auth.updateInfo(user.id, body);
  });

  serve(APP_API['auth.changePassword'], async ({ body, user, token }) => {
    await auth.changePassword(user.id, token, body.currentPassword, body.newPassword);
    return null;
  });

  serve(APP_API['auth.checkPhone'], async ({ body }) => ({
    registered: await auth.isPhoneRegistered(body.phone),
  }));

  // Phone sign-up: prove the phone (→ ticket), check the details, create the account.
  serve(APP_API['auth.signupVerifyStep1'], async ({ body }) => {
    const ticket = await phoneAuth.verifySignupPhone(body.idToken, body.phone);
    return { ...ticket, expiresAt: ticket.expiresAt.toISOString() };
  });

  serve(APP_API['auth.signupVerifyStep2'], async ({ body }) => {
    await phoneAuth.checkSignupDetails(body);
    return null;
  });

  serve(APP_API['auth.signup'], async ({ body }) => {
    return phoneAuth.signup(body);
  });

  serve(APP_API['auth.phoneResetPassword'], async ({ body }) => {
    await phoneAuth.resetPassword(body.idToken, body.phone, body.password);
    return null;
  });

  return router;
}
