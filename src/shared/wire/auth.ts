import {
  changePasswordInput,
  checkPhoneInput,
  checkPhoneOutput,
  loginInput,
  loginResultSchema,
  phoneResetPasswordInput,
  signupInput,
  signupTicketOutput,
  signupVerifyStep1Input,
  updateInfoInput,
} from '../schemas/auth';
import { userSchema } from '../schemas/user';
import { wireSchema } from './derive';

export const userWire = wireSchema(userSchema);
export const loginResponseWire = wireSchema(loginResultSchema);
export const checkPhoneResponseWire = wireSchema(checkPhoneOutput);
export const signupTicketResponseWire = wireSchema(signupTicketOutput);

// Request bodies, as the upstream validates them: the BFF's inputs themselves. The
// specification names the repeated password `password_confirmation`.
export const loginRequestWire = wireSchema(loginInput);
export const updateInfoRequestWire = wireSchema(updateInfoInput);
export const changePasswordRequestWire = wireSchema(changePasswordInput, {
  confirmPassword: 'new_password_confirmation',
});
export const checkPhoneRequestWire = wireSchema(checkPhoneInput);
export const signupVerifyStep1RequestWire = wireSchema(signupVerifyStep1Input);
/** `verify-step-2` and `signup2` take the same body. */
export const signupRequestWire = wireSchema(signupInput, {
  confirmPassword: 'password_confirmation',
});
export const phoneResetPasswordRequestWire = wireSchema(phoneResetPasswordInput, {
  confirmPassword: 'password_confirmation',
});
