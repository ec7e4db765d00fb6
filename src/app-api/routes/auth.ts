import { Router } from 'express';
import { APP_API } from '../../shared/contract';
import type { z } from '../../shared/zod';
import type { User } from '../../shared/schemas/user';
import type { UserWire, signupRequestWire } from '../../shared/wire/auth';
import type { PhoneAuthService, SignupDetails } from '../services/auth/phone-auth';
import { endpointRoutes, type EndpointRoutesOptions } from './endpoint-route';
import type { ImagePolicy } from './image-policy';

export function toUserWire(user: User): UserWire {
  return {
    id: user.id,
    username: user.username,
    full_name: user.fullName,
    phone: user.phone,
    email: user.email,
    avatar: user.avatar,
    rank: user.rank,
    rating: user.rating,
    permissions: user.permissions,
    coin: user.coin,
    birthday: user.birthday,
    address: user.address,
    bio: user.bio,
  };
}

const signupDetails = (body: z.output<typeof signupRequestWire>): SignupDetails => ({
  ticket: body.ticket,
  username: body.username,
  fullName: body.full_name,
  password: body.password,
  rank: body.rank,
});

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
    return { token, user: toUserWire(user) };
  });

  serve(APP_API['auth.logout'], async ({ token }) => {
    await auth.logout(token);
    return null;
  });

  serve(APP_API['auth.me'], async ({ user }) => toUserWire(user));

  serve(APP_API['auth.updateInfo'], async ({ body, user }) => {
    images.checkUrl('avatar_url', body.avatar_url);
    return toUserWire(
      await auth.updateInfo(user.id, {
        fullName: body.full_name,
        email: body.email,
        birthday: body.birthday,
        address: body.address,
        bio: body.bio,
        avatarUrl: body.avatar_url,
      }),
    );
  });

  serve(APP_API['auth.changePassword'], async ({ body, user, token }) => {
    await auth.changePassword(user.id, token, body.current_password, body.new_password);
    return null;
  });

  serve(APP_API['auth.checkPhone'], async ({ body }) => ({
    registered: await auth.isPhoneRegistered(body.phone),
  }));

  // Phone sign-up: prove the phone (→ ticket), check the details, create the account.
  serve(APP_API['auth.signupVerifyStep1'], async ({ body }) => {
    const ticket = await phoneAuth.verifySignupPhone(body.id_token, body.phone);
    return {
      ticket: ticket.ticket,
      phone: ticket.phone,
      expires_at: ticket.expiresAt.toISOString(),
    };
  });

  serve(APP_API['auth.signupVerifyStep2'], async ({ body }) => {
    await phoneAuth.checkSignupDetails(signupDetails(body));
    return null;
  });

  serve(APP_API['auth.signup'], async ({ body }) => {
    const { token, user } = await phoneAuth.signup(signupDetails(body));
    return { token, user: toUserWire(user) };
  });

  serve(APP_API['auth.phoneResetPassword'], async ({ body }) => {
    await phoneAuth.resetPassword(body.id_token, body.phone, body.password);
    return null;
  });

  return router;
}
