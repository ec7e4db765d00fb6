export const PERMISSIONS = [
  'tournament.create',
  'tournament.update',
  'tournament.delete',
  'profile.all',
  /** The operator: pays or rejects withdrawals, reviews unmatched bank transfers. */
  'payment.manage',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export function hasPermission(
  user: { permissions: readonly string[] } | null | undefined,
  permission: Permission,
): boolean {
  return user?.permissions.includes(permission) ?? false;
}
