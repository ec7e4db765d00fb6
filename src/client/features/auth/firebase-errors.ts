// Vietnamese messages for Firebase Authentication errors (`auth/<code>`), without importing
// Firebase: the codes the specification lists, and the ones phone sign-in meets.
export const FIREBASE_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  'auth-domain-config-required':
    'Ứng dụng chưa được cấu hình tên miền xác thực. Vui lòng báo cho quản trị viên.',
  'invalid-api-key': 'Khoá API xác thực của ứng dụng không hợp lệ. Vui lòng báo cho quản trị viên.',
  'popup-blocked':
    'Trình duyệt đã chặn cửa sổ xác thực. Hãy cho phép cửa sổ bật lên cho trang này rồi thử lại.',
  'network-request-failed':
    'Không kết nối được tới dịch vụ xác thực. Vui lòng kiểm tra mạng rồi thử lại.',
  'internal-error': 'Dịch vụ xác thực gặp sự cố, vui lòng thử lại sau.',
  'invalid-auth-event': 'Phiên xác thực không hợp lệ, vui lòng thử lại từ đầu.',
  'invalid-phone-number': 'Số điện thoại không hợp lệ, vui lòng kiểm tra lại.',
  'missing-phone-number': 'Vui lòng nhập số điện thoại.',
  'invalid-verification-code': 'Mã xác minh không đúng, vui lòng kiểm tra lại.',
  'missing-verification-code': 'Vui lòng nhập mã xác minh.',
  'code-expired': 'Mã xác minh đã hết hạn, vui lòng gửi lại mã mới.',
  'invalid-verification-id': 'Phiên xác minh không còn hiệu lực, vui lòng gửi lại mã mới.',
  'too-many-requests': 'Bạn đã thử quá nhiều lần. Vui lòng đợi vài phút rồi thử lại.',
  'quota-exceeded': 'Hệ thống đã gửi quá nhiều tin nhắn xác minh, vui lòng thử lại sau.',
  'captcha-check-failed': 'Không vượt qua được bước kiểm tra chống robot, vui lòng thử lại.',
  'invalid-app-credential': 'Không vượt qua được bước kiểm tra chống robot, vui lòng thử lại.',
  'missing-app-credential': 'Không vượt qua được bước kiểm tra chống robot, vui lòng thử lại.',
  'user-disabled': 'Số điện thoại này đã bị khoá trên dịch vụ xác thực.',
  'operation-not-allowed': 'Đăng nhập bằng số điện thoại chưa được bật cho ứng dụng này.',
  'unauthorized-domain': 'Tên miền này chưa được phép dùng dịch vụ xác thực.',
  'app-deleted': 'Phiên xác minh đã đóng, vui lòng thử lại.',
};

export const FIREBASE_FALLBACK_MESSAGE = 'Không xác minh được số điện thoại, vui lòng thử lại.';

/** `auth/invalid-verification-code` → its Vietnamese message; anything unknown → a generic one. */
export function firebaseErrorMessage(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code.replace(/^auth\//, '')
      : null;
  return (code && FIREBASE_ERROR_MESSAGES[code]) || FIREBASE_FALLBACK_MESSAGE;
}
