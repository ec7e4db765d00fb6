// The specification's calls (SPEC.md §7, PRODUCT.md §3): configuration and accounts.
import {
  changePasswordRequestWire,
  checkPhoneRequestWire,
  checkPhoneResponseWire,
  loginRequestWire,
  loginResponseWire,
  phoneResetPasswordRequestWire,
  signupRequestWire,
  signupTicketResponseWire,
  signupVerifyStep1RequestWire,
  updateInfoRequestWire,
  userWire,
} from '../wire/auth';
import {
  configWire,
  mapRaceToRequestWire,
  mapRaceToResponseWire,
  raceChartWire,
} from '../wire/config';
import { z } from '../zod';
import { endpoints } from './endpoint';
import { raceChartQuery } from './queries';

/** `{ data: null }`; whatever a richer upstream puts there instead is of no use to us. */
export const noData = z.null().catch(null);

export const configEndpoints = endpoints({
  'config.get': {
    method: 'GET',
    path: '/v1/config',
    summary: 'Cấu hình: hạng, số ván chạm mặc định, bảng chấp',
    response: configWire,
  },
  'config.mapRaceTo': {
    publicChange: 'none',
    method: 'POST',
    path: '/v1/config/map-race-to',
    summary: 'Số ván chạm của hai hạng (cảnh báo khi chênh lệch quá lớn)',
    body: mapRaceToRequestWire,
    response: mapRaceToResponseWire,
  },
  'config.raceChart': {
    method: 'GET',
    path: '/v1/config/race-chart',
    summary: 'Bảng chấp cho mọi cặp hạng',
    query: raceChartQuery,
    response: raceChartWire,
  },
});

export const authEndpoints = endpoints({
  'auth.login': {
    publicChange: 'none',
    method: 'POST',
    path: '/v1/auth/login',
    summary: 'Đăng nhập; sai mật khẩu là 422',
    body: loginRequestWire,
    response: loginResponseWire,
  },
  'auth.logout': {
    publicChange: 'none',
    method: 'POST',
    path: '/v1/auth/logout',
    summary: 'Đăng xuất phiên này',
    response: noData,
  },
  'auth.me': {
    method: 'GET',
    path: '/v1/auth/me',
    summary: 'Người dùng hiện tại, quyền và số xu',
    response: userWire,
  },
  'auth.updateInfo': {
    patch: { read: 'auth.me' },
    method: 'PUT',
    path: '/v1/auth/update-info',
    summary: 'Sửa hồ sơ (mỗi trường tuỳ chọn)',
    body: updateInfoRequestWire,
    response: userWire,
  },
  'auth.changePassword': {
    publicChange: 'none',
    method: 'POST',
    path: '/v1/auth/password',
    summary: 'Đổi mật khẩu; các phiên khác bị đăng xuất',
    body: changePasswordRequestWire,
    response: noData,
  },
  'auth.checkPhone': {
    publicChange: 'none',
    method: 'POST',
    path: '/v1/auth/check-phone',
    summary: 'Số điện thoại (E.164) đã đăng ký chưa',
    body: checkPhoneRequestWire,
    response: checkPhoneResponseWire,
  },
  'auth.signupVerifyStep1': {
    publicChange: 'none',
    method: 'POST',
    path: '/v1/auth/signup/verify-step-1',
    summary: 'Xác minh số điện thoại bằng mã Firebase; trả về phiếu đăng ký',
    body: signupVerifyStep1RequestWire,
    response: signupTicketResponseWire,
  },
  'auth.signupVerifyStep2': {
    publicChange: 'none',
    method: 'POST',
    path: '/v1/auth/signup/verify-step-2',
    summary: 'Kiểm tra thông tin đăng ký trước khi tạo tài khoản',
    body: signupRequestWire,
    response: noData,
  },
  'auth.signup': {
    method: 'POST',
    path: '/v1/auth/signup2',
    summary: 'Tạo tài khoản từ phiếu đăng ký',
    body: signupRequestWire,
    response: loginResponseWire,
  },
  'auth.phoneResetPassword': {
    publicChange: 'none',
    method: 'POST',
    path: '/v1/auth/phone-reset-password',
    summary: 'Đặt lại mật khẩu bằng số điện thoại đã xác minh',
    body: phoneResetPasswordRequestWire,
    response: noData,
  },
});
