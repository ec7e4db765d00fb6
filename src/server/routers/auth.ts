import { z } from '../../shared/zod';
import { loginInput, loginOutput, signupInput } from '../../shared/schemas/auth';
import { userSchema } from '../../shared/schemas/user';
import { TRPCError } from '@trpc/server';
import { forward } from '../forward';
import { procedureFor, router } from '../trpc';

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

  updateInfo: forward('auth.updateInfo'),
  changePassword: forward('auth.changePassword'),
  checkPhone: forward('auth.checkPhone'),
  /** Phone sign-up, step 1: a Firebase ID token proving the phone → a short-lived ticket. */
  signupVerifyStep1: forward('auth.signupVerifyStep1'),
  /** Step 2: checks the account details against the ticket; creates nothing. */
  signupVerifyStep2: forward('auth.signupVerifyStep2'),

  /** Creates the account with the ticket and signs the new user in, like `login`. */
  signup: procedureFor('auth.signup')
    .input(signupInput)
    .output(loginOutput)
    .mutation(async ({ ctx, input }) => {
      const { token, user } = await ctx.api('auth.signup', { body: input });
      ctx.session.set(token);
      return { user };
    }),

  /** A new password for the account of a proven phone; the upstream ends all its sessions. */
  phoneResetPassword: forward('auth.phoneResetPassword'),
});
