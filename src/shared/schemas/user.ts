import { z } from '../zod';
import { rankCode } from './config';

export const userSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  fullName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  rank: rankCode,
  rating: z.number(),
  permissions: z.array(z.string()),
  coin: z.number().int(),
  // An upstream older than the profile page sends none of these: read as not given.
  birthday: z.string().nullable().default(null),
  address: z.string().nullable().default(null),
  bio: z.string().nullable().default(null),
});
export type User = z.infer<typeof userSchema>;
