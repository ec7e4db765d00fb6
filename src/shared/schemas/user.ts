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
  birthday: z.string().nullable(),
  address: z.string().nullable(),
  bio: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;
