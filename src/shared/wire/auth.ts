import { z } from '../zod';
import { rankCode } from '../schemas/config';
import type { User } from '../schemas/user';
import {
  confirmsPassword,
  passwordSchema,
  checkPhoneInput,
  checkPhoneOutput,
  declaredRank,
  firebaseIdTokenSchema,
  fullNameSchema,
  loginInput,
  phoneSchema,
  signupTicketSchema,
  signupVerifyStep1Input,
  updateInfoInput,
  usernameSchema,
  type SignupTicketOutput,
} from '../schemas/auth';

export const userWire = z
  .object({
    id: z.number().int().positive(),
    username: z.string(),
    full_name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    avatar: z.string().nullable(),
    rank: rankCode,
    rating: z.number(),
    permissions: z.array(z.string()),
    coin: z.number().int(),
    birthday: z.string().nullable().default(null),
    address: z.string().nullable().default(null),
    bio: z.string().nullable().default(null),
  })
  .transform((u): User => ({
    id: u.id,
    username: u.username,
    fullName: u.full_name,
    phone: u.phone,
    email: u.email,
    avatar: u.avatar,
    rank: u.rank,
    rating: u.rating,
    permissions: u.permissions,
    coin: u.coin,
    birthday: u.birthday,
    address: u.address,
    bio: u.bio,
  }));
export type UserWire = z.input<typeof userWire>;

export const loginResponseWire = z.object({ token: z.string(), user: userWire });
export type LoginResponseWire = z.input<typeof loginResponseWire>;

export const checkPhoneResponseWire = checkPhoneOutput;

// Request bodies, as the upstream validates them: the same field rules as the BFF's inputs.
export const loginRequestWire = loginInput;

export const updateInfoRequestWire = z.object({
  full_name: updateInfoInput.shape.fullName,
  email: updateInfoInput.shape.email,
  birthday: updateInfoInput.shape.birthday,
  address: updateInfoInput.shape.address,
  bio: updateInfoInput.shape.bio,
  avatar_url: updateInfoInput.shape.avatarUrl,
});
export type UpdateInfoRequestWire = z.input<typeof updateInfoRequestWire>;

export const changePasswordRequestWire = z
  .object({
    current_password: z.string().min(1, { error: 'Vui lòng nhập mật khẩu hiện tại' }).max(128),
    new_password: passwordSchema,
    new_password_confirmation: z.string(),
  })
  .refine(...confirmsPassword('new_password', 'new_password_confirmation'));
export type ChangePasswordRequestWire = z.input<typeof changePasswordRequestWire>;

export const checkPhoneRequestWire = checkPhoneInput;

// Phone sign-up and password reset. Requests carry the same field rules as the BFF's inputs.

export const signupVerifyStep1RequestWire = z.object({
  id_token: signupVerifyStep1Input.shape.idToken,
  phone: signupVerifyStep1Input.shape.phone,
});
export type SignupVerifyStep1RequestWire = z.input<typeof signupVerifyStep1RequestWire>;

export const signupTicketResponseWire = z
  .object({ ticket: z.string(), phone: z.string(), expires_at: z.string() })
  .transform((t): SignupTicketOutput => ({
    ticket: t.ticket,
    phone: t.phone,
    expiresAt: t.expires_at,
  }));
export type SignupTicketResponseWire = z.input<typeof signupTicketResponseWire>;

/** `verify-step-2` and `signup2` take the same body. */
export const signupRequestWire = z
  .object({
    ticket: signupTicketSchema,
    username: usernameSchema,
    full_name: fullNameSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: 'Vui lòng nhập lại mật khẩu' }),
    rank: declaredRank,
  })
  .refine(...confirmsPassword('password', 'password_confirmation'));
export type SignupRequestWire = z.input<typeof signupRequestWire>;

export const phoneResetPasswordRequestWire = z
  .object({
    id_token: firebaseIdTokenSchema,
    phone: phoneSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: 'Vui lòng nhập lại mật khẩu' }),
  })
  .refine(...confirmsPassword('password', 'password_confirmation'));
export type PhoneResetPasswordRequestWire = z.input<typeof phoneResetPasswordRequestWire>;
