// The texts the specification names are fixed; the rest are ours, in the same voice.
export const MESSAGES = {
  forbidden: 'Bạn không có quyền truy cập tính năng này',
  notFoundPage: 'Page Not Found',
  internalError: 'Internal Error',
  updateSuccess: 'Cập nhật thành công',
  toastErrorSummary: 'Error',
  toastSuccessSummary: 'Success',
  backToHome: 'Back to home',

  unauthorized: 'Vui lòng đăng nhập để tiếp tục',
  sessionExpired: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
  invalidInput: 'Dữ liệu không hợp lệ, vui lòng kiểm tra lại',
  wrongCredentials: 'Tên đăng nhập hoặc mật khẩu không đúng',
  wrongCurrentPassword: 'Mật khẩu hiện tại không đúng',
  passwordChanged: 'Đổi mật khẩu thành công',
  notFound: 'Không tìm thấy dữ liệu',
  conflict: 'Dữ liệu đã bị thay đổi hoặc đã tồn tại',
  tooManyRequests: 'Bạn thao tác quá nhanh, vui lòng thử lại sau ít phút',
  tooManyAttempts: 'Bạn đã thử quá nhiều lần, vui lòng thử lại sau ít phút',
  /** A page whose code could not come offline; it loads by itself once the network is back. */
  pageWaitsForNetwork: 'Đang chờ có mạng để tải trang',
  tooManyLiveViews:
    'Mạng của bạn đang mở quá nhiều trang theo dõi trực tiếp. Hãy đóng bớt các tab rồi tải lại trang.',
  crossSiteRequest: 'Yêu cầu không hợp lệ: hãy thao tác trực tiếp trên trang BidaHub',
  payloadTooLarge: 'Dữ liệu gửi lên quá lớn',
  methodNotSupported: 'Phương thức yêu cầu không được hỗ trợ cho chức năng này',
  unsupportedMediaType: 'Định dạng dữ liệu gửi lên không được hỗ trợ, hãy gửi JSON',
  upstreamUnavailable: 'Máy chủ dữ liệu đang gặp sự cố, vui lòng thử lại sau',
  upstreamTimeout: 'Máy chủ dữ liệu phản hồi quá chậm, vui lòng thử lại sau',
  upstreamInvalid: 'Máy chủ dữ liệu trả về dữ liệu không hợp lệ',
  upstreamPaused: 'Máy chủ dữ liệu tạm thời gián đoạn, hệ thống sẽ tự thử lại sau ít giây',
  raceGapWarning:
    'Chênh lệch trình độ quá lớn: kể cả khi chấp tối đa, trận đấu vẫn chưa cân bằng. Kết quả chỉ mang tính tham khảo.',
} as const;

/** The specification's fixed texts that are English on a Vietnamese page (marked `lang="en"`). */
const ENGLISH_TEXTS: ReadonlySet<string> = new Set([
  MESSAGES.notFoundPage,
  MESSAGES.internalError,
  MESSAGES.toastErrorSummary,
  MESSAGES.toastSuccessSummary,
  MESSAGES.backToHome,
]);

/** `'en'` for those texts, so screen readers pronounce them in English; otherwise undefined. */
export function langOf(text: string | null | undefined): 'en' | undefined {
  return text && ENGLISH_TEXTS.has(text) ? 'en' : undefined;
}
