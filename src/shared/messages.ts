// The texts the specification names, and ours in the same voice. The specification's English
// ones ('Page Not Found', 'Internal Error', the toasts' 'Success' and 'Error') are said in
// Vietnamese, as every label a user sees is (its §1).
export const MESSAGES = {
  forbidden: 'Bạn không có quyền truy cập tính năng này',
  notFoundPage: 'Không tìm thấy trang',
  internalError: 'Đã có lỗi xảy ra, vui lòng thử lại sau',
  updateSuccess: 'Cập nhật thành công',
  toastErrorSummary: 'Lỗi',
  toastSuccessSummary: 'Thành công',

  unauthorized: 'Vui lòng đăng nhập để tiếp tục',
  sessionExpired: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
  invalidInput: 'Dữ liệu không hợp lệ, vui lòng kiểm tra lại',
  wrongCredentials: 'Tên đăng nhập hoặc mật khẩu không đúng',
  wrongCurrentPassword: 'Mật khẩu hiện tại không đúng',
  passwordChanged: 'Đổi mật khẩu thành công',
  notFound: 'Không tìm thấy dữ liệu',
  /** Head-to-head of a player with themselves. */
  sameOpponent: 'Hãy chọn một cơ thủ khác để so sánh',
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
  serverBusy: 'Hệ thống đang quá tải, vui lòng thử lại sau ít giây',
  raceGapWarning:
    'Chênh lệch trình độ quá lớn: kể cả khi chấp tối đa, trận đấu vẫn chưa cân bằng. Kết quả chỉ mang tính tham khảo.',
} as const;
