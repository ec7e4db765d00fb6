import { createExternalStore } from './external-store';

/** The login-modal flag of the auth state; the user and coin come from the `auth.me` query. */
export const loginModal = createExternalStore(false);

export const openLoginModal = () => loginModal.set(true);
export const closeLoginModal = () => loginModal.set(false);
