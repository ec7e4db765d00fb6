// The header menu the specification gives each kind of account, group by group: what the unit
// test of the route table expects of `menuFor`, and the browser test of the rendered menu.
export type Menu = Record<string, string[]>;

const LOOKUP = ['Cơ thủ', 'Bảng xếp hạng & luật chấp'];
const PROFILE = ['Thông tin cá nhân', 'Lịch sử thi đấu', 'Thành tích'];
const MY_EVENTS = [
  'Danh sách giải đấu',
  'Tour xếp hạng',
  'Giải đồng đội',
  'Giải đấu của tôi',
  'Trận đấu của tôi',
];

export const EXPECTED_MENUS = {
  organizer: {
    'Giải đấu': [
      'Danh sách giải đấu',
      'Tour xếp hạng',
      'Giải đồng đội',
      'Tạo giải đấu',
      'Giải đấu đang quản lý',
      'Giải đấu của tôi',
      'Trận đấu của tôi',
    ],
    'Cá nhân': PROFILE,
    'Tài khoản': ['Phương thức thanh toán', 'Lịch sử giao dịch'],
    'Tra cứu': LOOKUP,
  },
  player: {
    'Giải đấu': MY_EVENTS,
    'Cá nhân': PROFILE,
    'Tài khoản': ['Lịch sử giao dịch'],
    'Tra cứu': LOOKUP,
  },
  // No profile.all: neither the profile nor the account group.
  viewer: { 'Giải đấu': MY_EVENTS, 'Tra cứu': LOOKUP },
  operator: {
    'Giải đấu': MY_EVENTS,
    'Cá nhân': PROFILE,
    'Tài khoản': ['Lịch sử giao dịch', 'Duyệt rút xu'],
    'Tra cứu': LOOKUP,
  },
  visitor: {
    'Giải đấu': ['Danh sách giải đấu', 'Tour xếp hạng', 'Giải đồng đội'],
    'Tra cứu': LOOKUP,
  },
} satisfies Record<string, Menu>;
