import { z } from '../../shared/zod';
import {
  changePasswordInput,
  checkPhoneInput,
  checkPhoneOutput,
  loginInput,
  loginOutput,
  phoneResetPasswordInput,
  signupInput,
  signupTicketOutput,
  signupVerifyStep1Input,
  updateInfoInput,
  type SignupInput,
} from '../../shared/schemas/auth';
import { userSchema } from '../../shared/schemas/user';
import type { SignupRequestWire } from '../../shared/wire/auth';
import { TRPCError } from '@trpc/server';
import { procedureFor, router } from '../trpc';

const signupBody = (input: SignupInput): SignupRequestWire => ({
  ticket: input.ticket,
  username: input.username,
  full_name: input.fullName,
  password: input.password,
  password_confirmation: input.confirmPassword,
  rank: input.rank,
});

export const authRouter = router({
  login: procedureFor('auth.login')
    .input(loginInput)
    .output(loginOutput)
    .mutation(async ({ ctx, input }) => {
      const { token, user } = await ctx.api('auth.login', { body: input });
      ctx.session.set(token);
      return { user };
    }),

  // Signing out without a session is already done: not a 401, unlike the upstream's logout.
  logout: procedureFor('auth.logout')
    .output(z.null())
    .mutation(async ({ ctx }) => {
      if (ctx.session.token) {
        // Already invalid upstream is as good as logged out; anything else is worth reporting.
        await ctx.api('auth.logout').catch((error: unknown) => {
          if (!(error instanceof TRPCError && error.code === 'UNAUTHORIZED')) throw error;
        });
      }
      ctx.session.clear();
      return null;
    }),

  // No session is no user (null), not an error: the header asks on every page.
  me: procedureFor('auth.me')
    .output(userSchema.nullable())
    .query(({ ctx }) => ctx.getUser()),

  updateInfo: procedureFor('auth.updateInfo')
    .input(updateInfoInput)
    .output(userSchema)
    .mutation(({ ctx, input }) => ctx.api('auth.updateInfo', { body: input })),

  changePassword: procedureFor('auth.changePassword')
    .input(changePasswordInput)
    .output(z.null())
    .mutation(async ({ ctx, input }) => {
      const body = {
        current_password: input.currentPassword,
        new_password: input.newPassword,
        new_password_confirmation: input.confirmPassword,
      };
      await ctx.api('auth.changePassword', { body });
      return null;
    }),

  checkPhone: procedureFor('auth.checkPhone')
    .input(checkPhoneInput)
    .output(checkPhoneOutput)
    .mutation(({ ctx, input }) => ctx.api('auth.checkPhone', { body: input })),

  /** Phone sign-up, step 1: a Firebase ID token proving the phone → a short-lived ticket. */
  signupVerifyStep1: procedureFor('auth.signupVerifyStep1')
    .input(signupVerifyStep1Input)
    .output(signupTicketOutput)
    .mutation(({ ctx, input }) =>
      ctx.api('auth.signupVerifyStep1', { body: { id_token: input.idToken, phone: input.phone } }),
    ),

  /** Step 2: checks the account details against the ticket; creates nothing. */
  signupVerifyStep2: procedureFor('auth.signupVerifyStep2')
    .input(signupInput)
    .output(z.null())
    .mutation(async ({ ctx, input }) => {
      await ctx.api('auth.signupVerifyStep2', { body: signupBody(input) });
      return null;
    }),

  /** Creates the account with the ticket and signs the new user in, like `login`. */
  signup: procedureFor('auth.signup')
    .input(signupInput)
    .output(loginOutput)
    .mutation(async ({ ctx, input }) => {
      const { token, user } = await ctx.api('auth.signup', { body: signupBody(input) });
      ctx.session.set(token);
      return { user };
    }),

  /** A new password for the account of a proven phone; the upstream ends all its sessions. */
  phoneResetPassword: procedureFor('auth.phoneResetPassword')
    .input(phoneResetPasswordInput)
    .output(z.null())
    .mutation(async ({ ctx, input }) => {
      const body = {
        id_token: input.idToken,
        phone: input.phone,
        password: input.password,
        password_confirmation: input.confirmPassword,
      };
      await ctx.api('auth.phoneResetPassword', { body });
      return null;
    }),
});
