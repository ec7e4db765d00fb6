import { MESSAGES } from '../shared/messages';

/** Field errors keyed by the wire's snake_case field names. */
export type FieldErrors = Record<string, string[]>;

// Texts only the embedded upstream uses; the shared ones live in src/shared/messages.ts.
export const APP_API_MESSAGES = {
  malformedJson: 'Dữ liệu gửi lên không phải JSON hợp lệ',
  payloadTooLarge: 'Dữ liệu gửi lên quá lớn',
  newPasswordSameAsCurrent: 'Mật khẩu mới phải khác mật khẩu hiện tại',
} as const;

/** The one domain error of the embedded upstream: the routes turn it into the error body. */
export class AppApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors | undefined;

  constructor(status: number, message: string, errors?: FieldErrors) {
    super(message);
    this.name = 'AppApiError';
    this.status = status;
    this.errors = errors;
  }

  /** A 422; its message defaults to the first field's (what a toast shows), then a generic one. */
  static validation(errors: FieldErrors = {}, message?: string): AppApiError {
    const first = Object.values(errors)[0]?.[0];
    const hasErrors = Object.keys(errors).length > 0;
    return new AppApiError(
      422,
      message ?? first ?? MESSAGES.invalidInput,
      hasErrors ? errors : undefined,
    );
  }

  /** A 422 about one field. */
  static field(field: string, message: string): AppApiError {
    return AppApiError.validation({ [field]: [message] });
  }

  static unauthorized(message: string = MESSAGES.unauthorized): AppApiError {
    return new AppApiError(401, message);
  }

  static notFound(message: string = MESSAGES.notFound): AppApiError {
    return new AppApiError(404, message);
  }
}
