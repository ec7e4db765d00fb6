import type { Permission } from './permissions';
import { SCREEN_ROUTES } from './screen-routes';

/**
 * The one route table: the router, the guards and the menu are all built from it, so they
 * cannot disagree. Paths are `/segment/:param` patterns, which regexparam (route-match.ts, on
 * both sides) and react-router (the client's pages) read alike; every `:id` is a positive integer.
 */

/** `screen`: a full-screen view with no site header, footer or tabs (a venue TV, an embed). */
export type RouteLayout = 'default' | 'screen';

export const MENU_GROUPS = [
  { key: 'tournaments', label: 'Giải đấu' },
  { key: 'profile', label: 'Cá nhân', permission: 'profile.all' },
  { key: 'account', label: 'Tài khoản', permission: 'profile.all' },
  { key: 'lookup', label: 'Tra cứu' },
] as const satisfies readonly { key: string; label: string; permission?: Permission }[];

export type MenuGroupKey = (typeof MENU_GROUPS)[number]['key'];

export interface RouteDefinition {
  id: string;
  path: string;
  /** Page module under `src/client/features`: `<feature>/<name>` → `<feature>/<name>-page.tsx`. */
  page: `${string}/${string}`;
  title: string;
  /** One sentence saying what the page is for (shown under the heading). */
  description: string;
  layout: RouteLayout;
  /** Needs a signed-in user (401 → login modal) without needing a permission. */
  auth?: true;
  /** Needs this permission; visitors included, a missing one is a 403. */
  permission?: Permission;
  /** Account entry pages: a signed-in user is sent on (to `/` or the redirect target). */
  guestOnly?: true;
  /** Menu entry; the menu lists them in table order. */
  menu?: { group: MenuGroupKey; label: string };
  /**
   * The page runs Firebase phone sign-in and its reCAPTCHA, which only the Content Security
   * Policy of a document loaded at this page allows; the app opens it with a full page load.
   */
  phoneAuth?: true;
}

const PAGE_ROUTES = [
  {
    id: 'home',
    path: '/',
    page: 'home/home',
    title: 'Trang chủ',
    description: 'Giải đấu, trận đấu, cơ thủ và câu lạc bộ của cộng đồng bida Việt Nam.',
    layout: 'default',
  },
  {
    id: 'login',
    path: '/login',
    page: 'auth/login',
    title: 'Đăng nhập',
    description: 'Đăng nhập để tham gia giải đấu, theo dõi trận đấu và quản lý ví xu.',
    layout: 'default',
    guestOnly: true,
  },
  {
    id: 'signup',
    path: '/signup',
    page: 'auth/signup',
    title: 'Đăng ký',
    description: 'Tạo tài khoản BidaHub bằng số điện thoại của bạn.',
    layout: 'default',
    guestOnly: true,
    phoneAuth: true,
  },
  {
    id: 'forgotPassword',
    path: '/forgot-password',
    page: 'auth/forgot-password',
    title: 'Quên mật khẩu',
    description: 'Đặt lại mật khẩu bằng mã xác minh gửi tới số điện thoại đã đăng ký.',
    layout: 'default',
    guestOnly: true,
    phoneAuth: true,
  },
  {
    id: 'forbidden',
    path: '/403',
    page: 'errors/forbidden',
    title: 'Không có quyền truy cập',
    description: 'Bạn không có quyền truy cập tính năng này.',
    layout: 'default',
  },
  {
    id: 'notFound',
    path: '/404',
    page: 'errors/not-found',
    title: 'Không tìm thấy trang',
    description: 'Trang bạn tìm không tồn tại.',
    layout: 'default',
  },
  {
    id: 'i18n',
    path: '/i18n',
    page: 'system/i18n',
    title: 'Ngôn ngữ',
    description: 'Chọn ngôn ngữ hiển thị cho các nhãn của ứng dụng.',
    layout: 'default',
  },
  {
    id: 'server',
    path: '/server',
    page: 'system/server',
    title: 'Thông tin máy chủ',
    description: 'Phiên bản, bản dựng và tình trạng các thành phần của máy chủ.',
    layout: 'default',
  },
  {
    id: 'test',
    path: '/test',
    page: 'system/self-test',
    title: 'Tự kiểm tra giao diện',
    description: 'Thử các thông báo, hộp xác nhận, thanh tiến trình và cách ứng dụng xử lý lỗi.',
    layout: 'default',
  },
  {
    id: 'tournaments',
    path: '/tournaments',
    page: 'tournaments/tournaments',
    title: 'Danh sách giải đấu',
    description: 'Tìm và lọc các giải đấu đang mở đăng ký, đang diễn ra và đã kết thúc.',
    layout: 'default',
    menu: { group: 'tournaments', label: 'Danh sách giải đấu' },
  },
  {
    id: 'tournamentCreate',
    path: '/tournaments/create',
    page: 'tournaments/tournament-create',
    title: 'Tạo giải đấu',
    description:
      'Tạo một giải đấu mới: thể thức, lệ phí, giới hạn hạng, số ván chạm và giải thưởng.',
    layout: 'default',
    permission: 'tournament.create',
    menu: { group: 'tournaments', label: 'Tạo giải đấu' },
  },
  {
    id: 'tournamentsManaging',
    path: '/tournaments/managing',
    page: 'tournaments/tournaments-managing',
    title: 'Giải đấu đang quản lý',
    description: 'Các giải đấu bạn tổ chức hoặc được giao quản lý.',
    layout: 'default',
    permission: 'tournament.create',
    menu: { group: 'tournaments', label: 'Giải đấu đang quản lý' },
  },
  {
    id: 'tournamentsJoined',
    path: '/tournaments/joined',
    page: 'tournaments/tournaments-joined',
    title: 'Giải đấu của tôi',
    description: 'Các giải đấu bạn đã đăng ký tham gia.',
    layout: 'default',
    auth: true,
    menu: { group: 'tournaments', label: 'Giải đấu của tôi' },
  },
  {
    id: 'matchesJoined',
    path: '/matches/joined',
    page: 'matches/matches-joined',
    title: 'Trận đấu của tôi',
    description: 'Các trận sắp diễn ra (giờ và bàn), đang diễn ra và đã kết thúc của bạn.',
    layout: 'default',
    auth: true,
    menu: { group: 'tournaments', label: 'Trận đấu của tôi' },
  },
  {
    id: 'tournamentDetail',
    path: '/tournaments/:id',
    page: 'tournaments/tournament-detail',
    title: 'Chi tiết giải đấu',
    description: 'Thông tin giải đấu, đăng ký tham gia và sơ đồ thi đấu.',
    layout: 'default',
  },
  {
    id: 'tournamentDesc',
    path: '/tournaments/:id/desc',
    page: 'tournaments/tournament-desc',
    title: 'Giới thiệu giải đấu',
    description: 'Điều lệ, thể lệ và giải thưởng của giải đấu.',
    layout: 'default',
  },
  {
    id: 'tournamentPlayers',
    path: '/tournaments/:id/players',
    page: 'tournaments/tournament-players',
    title: 'Cơ thủ tham gia',
    description: 'Danh sách cơ thủ đã đăng ký giải đấu này.',
    layout: 'default',
  },
  {
    id: 'tournamentRanking',
    path: '/tournaments/:id/ranking',
    page: 'tournaments/tournament-ranking',
    title: 'Xếp hạng giải đấu',
    description: 'Thứ hạng chung cuộc của các cơ thủ trong giải đấu.',
    layout: 'default',
  },
  {
    id: 'tournamentCheckIn',
    path: '/tournaments/:id/check-in',
    page: 'tournaments/tournament-check-in',
    title: 'Điểm danh',
    description: 'Điểm danh tại câu lạc bộ bằng mã QR trước giờ thi đấu.',
    layout: 'default',
    auth: true,
  },
  {
    id: 'tournamentBoard',
    path: '/tournaments/:id/board',
    page: 'tournaments/tournament-board',
    title: 'Bảng bàn',
    description: 'Các bàn đang đấu, trận được gọi và hàng chờ của giải, cập nhật trực tiếp.',
    layout: 'default',
  },
  {
    id: 'tournamentUpdate',
    path: '/tournaments/:id/update',
    page: 'tournaments/tournament-update',
    title: 'Chỉnh sửa giải đấu',
    description: 'Cập nhật thông tin, lịch thi đấu và trạng thái của giải đấu.',
    layout: 'default',
    permission: 'tournament.update',
  },
  {
    id: 'matchDetail',
    path: '/matches/:id',
    page: 'matches/match-detail',
    title: 'Chi tiết trận đấu',
    description: 'Tỉ số trực tiếp, số ván chạm của mỗi cơ thủ và bàn thi đấu.',
    layout: 'default',
  },
  {
    id: 'profile',
    path: '/profile',
    page: 'profile/profile-info',
    title: 'Thông tin cá nhân',
    description: 'Cập nhật họ tên, email, ngày sinh, địa chỉ, giới thiệu và ảnh đại diện.',
    layout: 'default',
    permission: 'profile.all',
    menu: { group: 'profile', label: 'Thông tin cá nhân' },
  },
  {
    id: 'profileHistories',
    path: '/profile/histories',
    page: 'profile/profile-histories',
    title: 'Lịch sử thi đấu',
    description: 'Các trận bạn đã thi đấu và kết quả của từng trận.',
    layout: 'default',
    permission: 'profile.all',
    menu: { group: 'profile', label: 'Lịch sử thi đấu' },
  },
  {
    id: 'profileAchievements',
    path: '/profile/achievements',
    page: 'profile/profile-achievements',
    title: 'Thành tích',
    description: 'Các danh hiệu bạn đạt được tại các giải đấu: vô địch, á quân, top 4.',
    layout: 'default',
    permission: 'profile.all',
    menu: { group: 'profile', label: 'Thành tích' },
  },
  {
    id: 'changePassword',
    path: '/profile/change-password',
    page: 'profile/change-password',
    title: 'Đổi mật khẩu',
    description: 'Đổi mật khẩu đăng nhập của bạn.',
    layout: 'default',
    auth: true,
  },
  {
    id: 'payment',
    path: '/payment',
    page: 'payment/wallet',
    title: 'Ví xu',
    description: 'Số dư xu và nạp xu bằng chuyển khoản qua mã VietQR.',
    layout: 'default',
    auth: true,
  },
  {
    id: 'paymentMethods',
    path: '/payment/payment-methods',
    page: 'payment/payment-methods',
    title: 'Phương thức thanh toán',
    description: 'Tài khoản ngân hàng nhận tiền thưởng và lệ phí của ban tổ chức.',
    layout: 'default',
    permission: 'tournament.create',
    menu: { group: 'account', label: 'Phương thức thanh toán' },
  },
  {
    id: 'paymentHistories',
    path: '/payment/histories',
    page: 'payment/payment-histories',
    title: 'Lịch sử giao dịch',
    description: 'Các giao dịch nạp xu, lệ phí, hoàn tiền và tiền thưởng của ví.',
    layout: 'default',
    permission: 'profile.all',
    menu: { group: 'account', label: 'Lịch sử giao dịch' },
  },
  {
    id: 'paymentOperator',
    path: '/payment/operator',
    page: 'payment/payment-operator',
    title: 'Duyệt rút xu',
    description: 'Yêu cầu rút xu chờ chi trả và các giao dịch ngân hàng chưa khớp.',
    layout: 'default',
    permission: 'payment.manage',
    menu: { group: 'account', label: 'Duyệt rút xu' },
  },
  {
    id: 'players',
    path: '/players',
    page: 'players/players',
    title: 'Cơ thủ',
    description: 'Tra cứu cơ thủ theo tên, hạng và điểm trình độ.',
    layout: 'default',
    menu: { group: 'lookup', label: 'Cơ thủ' },
  },
  {
    id: 'playerDetail',
    path: '/players/:id',
    page: 'players/player-detail',
    title: 'Cơ thủ',
    description: 'Hạng, điểm trình độ, biểu đồ điểm và thành tích của cơ thủ.',
    layout: 'default',
  },
  {
    id: 'playerAchievements',
    path: '/players/:id/achievements',
    page: 'players/player-achievements',
    title: 'Thành tích cơ thủ',
    description: 'Các danh hiệu cơ thủ này đạt được tại các giải đấu.',
    layout: 'default',
  },
  {
    id: 'playerMatchHistories',
    path: '/players/:id/match-histories',
    page: 'players/player-match-histories',
    title: 'Lịch sử thi đấu của cơ thủ',
    description: 'Các trận cơ thủ này đã thi đấu và kết quả.',
    layout: 'default',
  },
  {
    id: 'playing',
    path: '/playing',
    page: 'playing/playing',
    title: 'Bảng xếp hạng & luật chấp',
    description: 'Bảng hạng cơ thủ, luật chấp và công cụ tính số ván chạm giữa hai hạng.',
    layout: 'default',
    menu: { group: 'lookup', label: 'Bảng xếp hạng & luật chấp' },
  },
  {
    id: 'stores',
    path: '/stores',
    page: 'stores/stores',
    title: 'Câu lạc bộ bida',
    description: 'Các câu lạc bộ bida: địa chỉ, số bàn, giờ mở cửa, bản đồ và giải đấu sắp tới.',
    layout: 'default',
  },
] as const satisfies readonly RouteDefinition[];

export const ROUTES = [...PAGE_ROUTES, ...SCREEN_ROUTES] as const;

export type RouteId = (typeof ROUTES)[number]['id'];
export type AppRoute = RouteDefinition & { id: RouteId };
/** The table, typed for reading. */
export const APP_ROUTES: readonly AppRoute[] = ROUTES;
