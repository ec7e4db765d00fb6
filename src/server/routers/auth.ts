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
import {
  checkPhoneResponseWire,
  loginResponseWire,
  signupTicketResponseWire,
  userWire,
  type ChangePasswordRequestWire,
  type PhoneResetPasswordRequestWire,
  type SignupRequestWire,
  type SignupVerifyStep1RequestWire,
} from '../../shared/wire/auth';
import { snakeKeys } from '../../shared/wire/case';
import { TRPCError } from '@trpc/server';
import { authedProcedure, permissionProcedure, publicProcedure, router } from '../trpc';

const nothing = z.null().catch(null);

const signupBody = (input: SignupInput): SignupRequestWire => ({
  ticket: input.ticket,
  username: input.username,
  full_name: input.fullName,
  password: input.password,
  password_confirmation: input.confirmPassword,
  rank: input.rank,
});

export const authRouter = router({
  login: publicProcedure
    .input(loginInput)
    .output(loginOutput)
    .mutation(async ({ ctx, input }) => {
      const { token, user } = await ctx.api.post('/v1/auth/login', loginResponseWire, input);
      ctx.session.set(token);
      return { user };
    }),

  logout: publicProcedure.output(z.null()).mutation(async ({ ctx }) => {
    if (ctx.session.token) {
      // Already invalid upstream is as good as logged out; anything else is worth reporting.
      await ctx.api.post('/v1/auth/logout', nothing).catch((error: unknown) => {
        if (!(error instanceof TRPCError && error.code === 'UNAUTHORIZED')) throw error;
      });
    }
    ctx.session.clear();
    return null;
  }),

  me: publicProcedure.output(userSchema.nullable()).query(({ ctx }) => ctx.getUser()),

  /** The profile page's permission (src/shared/routes.ts); the upstream checks it too. */
  updateInfo: permissionProcedure('profile.all')
    .input(updateInfoInput)
    .output(userSchema)
    .mutation(({ ctx, input }) => ctx.api.put('/v1/auth/update-info', userWire, snakeKeys(input))),

  changePassword: authedProcedure
    .input(changePasswordInput)
    .output(z.null())
    .mutation(async ({ ctx, input }) => {
      const body: ChangePasswordRequestWire = {
        current_password: input.currentPassword,
        new_password: input.newPassword,
        new_password_confirmation: input.confirmPassword,
      };
      await ctx.api.post('/v1/auth/password', nothing, body);
      return null;
    }),

  checkPhone: publicProcedure
    .input(checkPhoneInput)
    .output(checkPhoneOutput)
    .mutation(({ ctx, input }) =>
      ctx.api.post('/v1/auth/check-phone', checkPhoneResponseWire, input),
    ),

  /** Phone sign-up, step 1: a Firebase ID token proving the phone → a short-lived ticket. */
  signupVerifyStep1: publicProcedure
    .input(signupVerifyStep1Input)
    .output(signupTicketOutput)
    .mutation(({ ctx, input }) => {
      const body: SignupVerifyStep1RequestWire = { id_token: input.idToken, phone: input.phone };
      return ctx.api.post('/v1/auth/signup/verify-step-1', signupTicketResponseWire, body);
    }),

  /** Step 2: checks the account details against the ticket; creates nothing. */
  signupVerifyStep2: publicProcedure
    .input(signupInput)
    .output(z.null())
    .mutation(async ({ ctx, input }) => {
      await ctx.api.post('/v1/auth/signup/verify-step-2', nothing, signupBody(input));
      return null;
    }),

  /** Creates the account with the ticket and signs the new user in, like `login`. */
  signup: publicProcedure
    .input(signupInput)
    .output(loginOutput)
    .mutation(async ({ ctx, input }) => {
      const body = signupBody(input);
      const { token, user } = await ctx.api.post('/v1/auth/signup2', loginResponseWire, body);
      ctx.session.set(token);
      return { user };
    }),

  /** A new password for the account of a proven phone; the upstream ends all its sessions. */
  phoneResetPassword: publicProcedure
    .input(phoneResetPasswordInput)
    .output(z.null())
    .mutation(async ({ ctx, input }) => {
      const body: PhoneResetPasswordRequestWire = {
        id_token: input.idToken,
        phone: input.phone,
        password: input.password,
        password_confirmation: input.confirmPassword,
      };
      await ctx.api.post('/v1/auth/phone-reset-password', nothing, body);
      return null;
    }),
});
