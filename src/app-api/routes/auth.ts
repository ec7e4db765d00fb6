import { Router } from 'express';
import type { z } from '../../shared/zod';
import type { User } from '../../shared/schemas/user';
import {
  changePasswordRequestWire,
  checkPhoneRequestWire,
  loginRequestWire,
  phoneResetPasswordRequestWire,
  signupRequestWire,
  signupVerifyStep1RequestWire,
  updateInfoRequestWire,
  type LoginResponseWire,
  type SignupTicketResponseWire,
  type UserWire,
} from '../../shared/wire/auth';
import type { CheckPhoneOutput } from '../../shared/schemas/auth';
import type { AuthService } from '../services/auth';
import type { PhoneAuthService, SignupDetails } from '../services/phone-auth';
import { authed, parseBody, permitted, sendData } from './http';

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

export function createAuthRoutes(deps: { auth: AuthService; phoneAuth: PhoneAuthService }): Router {
  const { auth, phoneAuth } = deps;
  const router = Router();

  // Answers here carry tokens and personal data: no cache may keep them.
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.post('/login', async (req, res) => {
    const body = parseBody(loginRequestWire, req.body);
    const { token, user } = await auth.login(body.username, body.password);
    sendData<LoginResponseWire>(res, { token, user: toUserWire(user) });
  });

  router.post(
    '/logout',
    authed(auth, async (_req, res, { token }) => {
      await auth.logout(token);
      sendData(res, null);
    }),
  );

  router.get(
    '/me',
    authed(auth, async (_req, res, { user }) => {
      sendData<UserWire>(res, toUserWire(user));
    }),
  );

  // The profile page's permission (src/shared/routes.ts), as the BFF checks it.
  router.put(
    '/update-info',
    permitted(auth, 'profile.all', async (req, res, { user }) => {
      const body = parseBody(updateInfoRequestWire, req.body);
      const updated = await auth.updateInfo(user.id, {
        fullName: body.full_name,
        email: body.email,
        birthday: body.birthday,
        address: body.address,
        bio: body.bio,
        avatarUrl: body.avatar_url,
      });
      sendData<UserWire>(res, toUserWire(updated));
    }),
  );

  router.post(
    '/password',
    authed(auth, async (req, res, { user, token }) => {
      const body = parseBody(changePasswordRequestWire, req.body);
      await auth.changePassword(user.id, token, body.current_password, body.new_password);
      sendData(res, null);
    }),
  );

  router.post('/check-phone', async (req, res) => {
    const { phone } = parseBody(checkPhoneRequestWire, req.body);
    sendData<CheckPhoneOutput>(res, { registered: await auth.isPhoneRegistered(phone) });
  });

  // Phone sign-up: prove the phone (→ ticket), check the details, create the account.
  router.post('/signup/verify-step-1', async (req, res) => {
    const body = parseBody(signupVerifyStep1RequestWire, req.body);
    const ticket = await phoneAuth.verifySignupPhone(body.id_token, body.phone);
    sendData<SignupTicketResponseWire>(res, {
      ticket: ticket.ticket,
      phone: ticket.phone,
      expires_at: ticket.expiresAt.toISOString(),
    });
  });

  router.post('/signup/verify-step-2', async (req, res) => {
    await phoneAuth.checkSignupDetails(signupDetails(parseBody(signupRequestWire, req.body)));
    sendData(res, null);
  });

  router.post('/signup2', async (req, res) => {
    const { token, user } = await phoneAuth.signup(
      signupDetails(parseBody(signupRequestWire, req.body)),
    );
    sendData<LoginResponseWire>(res, { token, user: toUserWire(user) });
  });

  router.post('/phone-reset-password', async (req, res) => {
    const body = parseBody(phoneResetPasswordRequestWire, req.body);
    await phoneAuth.resetPassword(body.id_token, body.phone, body.password);
    sendData(res, null);
  });

  return router;
}
