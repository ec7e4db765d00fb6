import { RANK_CODES } from '../domain';
import { cleanDisplayText } from '../display-text';
import { z } from '../zod';
import { userSchema } from './user';

const usernameSchema = z
  .string({ error: 'Vui lòng nhập tên đăng nhập' })
  .trim()
  .min(3, { error: 'Tên đăng nhập phải có ít nhất 3 ký tự' })
  .max(32, { error: 'Tên đăng nhập tối đa 32 ký tự' })
  .regex(/^[a-zA-Z0-9_.]+$/, {
    error: 'Tên đăng nhập chỉ gồm chữ không dấu, số, dấu chấm và gạch dưới',
  });

export const passwordSchema = z
  .string({ error: 'Vui lòng nhập mật khẩu' })
  .min(8, { error: 'Mật khẩu phải có ít nhất 8 ký tự' })
  .max(128, { error: 'Mật khẩu tối đa 128 ký tự' })
  .regex(/[A-Za-z]/, { error: 'Mật khẩu phải có ít nhất một chữ cái' })
  .regex(/[0-9]/, { error: 'Mật khẩu phải có ít nhất một chữ số' });

/**
 * The "type it again" rule of every new password, for `.refine(...)`: the confirmation equals
 * the password, or the confirmation field says so. Both doors and the forms check it alike.
 */
export function confirmsPassword<P extends string, C extends string>(password: P, confirmation: C) {
  const check = (value: Record<P | C, unknown>) => value[password] === value[confirmation];
  const issue = { path: [confirmation as string], error: 'Mật khẩu xác nhận không khớp' };
  return [check, issue] as const;
}

export const loginInput = z.object({
  username: z
    .string({ error: 'Vui lòng nhập tên đăng nhập' })
    .trim()
    .min(1, { error: 'Vui lòng nhập tên đăng nhập' })
    .max(64, { error: 'Tên đăng nhập quá dài' }),
  password: z
    .string({ error: 'Vui lòng nhập mật khẩu' })
    .min(1, { error: 'Vui lòng nhập mật khẩu' })
    .max(128, { error: 'Mật khẩu quá dài' }),
});

/**
 * What signing in returns: the user. The session token goes only into the HttpOnly cookie, out
 * of reach of the page's JavaScript.
 */
export const loginOutput = z.object({ user: userSchema });
/** What the upstream answers a sign-in: the session's token beside the user (the BFF keeps it). */
export const loginResultSchema = loginOutput.extend({ token: z.string() });

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} tối đa ${max} ký tự` })
    .nullable()
    .optional();

/** A person's name as others see it: no hidden characters (display-text.ts), 2 to 80 letters. */
const fullNameSchema = z
  .string({ error: 'Vui lòng nhập họ và tên' })
  .transform(cleanDisplayText)
  .pipe(
    z
      .string()
      .min(2, { error: 'Họ tên phải có ít nhất 2 ký tự' })
      .max(80, { error: 'Họ tên tối đa 80 ký tự' }),
  );

export const updateInfoInput = z.object({
  fullName: fullNameSchema.optional(),
  email: z.email({ error: 'Email không hợp lệ' }).max(120).nullable().optional(),
  birthday: z.iso
    .date({ error: 'Ngày sinh không hợp lệ (YYYY-MM-DD)' })
    .refine((d) => d >= '1900-01-01' && d <= new Date().toISOString().slice(0, 10), {
      error: 'Ngày sinh không hợp lệ',
    })
    .nullable()
    .optional(),
  address: optionalText(200, 'Địa chỉ'),
  bio: optionalText(500, 'Giới thiệu'),
  avatarUrl: z
    .url({ protocol: /^https?$/, error: 'Đường dẫn ảnh đại diện không hợp lệ' })
    .max(500)
    .nullable()
    .optional(),
});
export type UpdateInfoInput = z.infer<typeof updateInfoInput>;

export const changePasswordInput = z
  .object({
    currentPassword: z.string().min(1, { error: 'Vui lòng nhập mật khẩu hiện tại' }).max(128),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine(...confirmsPassword('newPassword', 'confirmPassword'))
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    error: 'Mật khẩu mới phải khác mật khẩu hiện tại',
  });

// Vietnamese mobile numbers: 0xxxxxxxxx, 84xxxxxxxxx or +84xxxxxxxxx, normalised to E.164.
const phoneSchema = z
  .string({ error: 'Vui lòng nhập số điện thoại' })
  .transform((v) => v.replace(/[\s.-]/g, ''))
  .transform((v) => (v.startsWith('0') ? `+84${v.slice(1)}` : v.startsWith('84') ? `+${v}` : v))
  .pipe(z.string().regex(/^\+84[35789]\d{8}$/, { error: 'Số điện thoại không hợp lệ' }));

export const checkPhoneInput = z.object({ phone: phoneSchema });
export const checkPhoneOutput = z.object({ registered: z.boolean() });

// ---------------------------------------------------------------------------------------------
// Phone sign-up and password reset. The phone is proven with a Firebase ID token (phone sign-in
// in the browser); sign-up then goes on with a short-lived, single-use ticket from the upstream.

/** A Firebase ID token (a JWT); its signature and phone are the upstream's to check. */
const firebaseIdTokenSchema = z
  .string({ error: 'Thiếu mã xác minh số điện thoại' })
  .min(20, { error: 'Mã xác minh số điện thoại không hợp lệ' })
  .max(8192, { error: 'Mã xác minh số điện thoại không hợp lệ' });

const signupTicketSchema = z
  .string({ error: 'Thiếu phiên đăng ký, vui lòng xác minh lại số điện thoại' })
  .min(20, { error: 'Phiên đăng ký không hợp lệ, vui lòng xác minh lại số điện thoại' })
  .max(200, { error: 'Phiên đăng ký không hợp lệ, vui lòng xác minh lại số điện thoại' });

/** The rank a new player declares (the ratings then move it). */
const declaredRank = z.enum(RANK_CODES, {
  error: (issue) =>
    issue.input === undefined || issue.input === ''
      ? 'Vui lòng chọn hạng của bạn'
      : 'Hạng không hợp lệ',
});

export const signupVerifyStep1Input = z.object({
  idToken: firebaseIdTokenSchema,
  phone: phoneSchema,
});

export const signupTicketOutput = z.object({
  ticket: z.string(),
  phone: z.string(),
  /** ISO 8601; after it the phone must be verified again. */
  expiresAt: z.string(),
});

/** The account details of step 2 and of `signup`: the same fields, checked by the same rules. */
export const signupInput = z
  .object({
    ticket: signupTicketSchema,
    username: usernameSchema,
    fullName: fullNameSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: 'Vui lòng nhập lại mật khẩu' }),
    rank: declaredRank,
  })
  .refine(...confirmsPassword('password', 'confirmPassword'));
export type SignupInput = z.infer<typeof signupInput>;

export const phoneResetPasswordInput = z
  .object({
    idToken: firebaseIdTokenSchema,
    phone: phoneSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: 'Vui lòng nhập lại mật khẩu' }),
  })
  .refine(...confirmsPassword('password', 'confirmPassword'));

/** The roles a demo start offers to try, each with its seeded account. */
export const DEMO_ROLES = ['organizer', 'player', 'viewer', 'operator'] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];

/**
 * A seeded account the sign-in pages offer in a demo or development start (never in
 * production, where these passwords must not be shown even if SEED=demo created them).
 */
export const demoAccountSchema = z.object({
  role: z.enum(DEMO_ROLES),
  username: z.string(),
  password: z.string(),
  fullName: z.string(),
});
