import { z } from '../../shared/zod';
import {
  changePasswordInput,
  checkPhoneInput,
  checkPhoneOutput,
  loginInput,
  loginOutput,
  updateInfoInput,
} from '../../shared/schemas/auth';
import { userSchema } from '../../shared/schemas/user';
import {
  checkPhoneResponseWire,
  loginResponseWire,
  userWire,
  type ChangePasswordRequestWire,
} from '../../shared/wire/auth';
import { snakeKeys } from '../../shared/wire/case';
import { TRPCError } from '@trpc/server';
import { authedProcedure, publicProcedure, router } from '../trpc';

const nothing = z.null().catch(null);

export const authRouter = router({
  login: publicProcedure
    .input(loginInput)
    .output(loginOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await ctx.api.post('/v1/auth/login', loginResponseWire, input);
      ctx.session.set(result.token);
      return result;
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

  updateInfo: authedProcedure
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
});
