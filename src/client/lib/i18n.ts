import type { MenuGroupKey, RouteId } from '../../shared/routes';
import { createExternalStore } from './external-store';

export const LOCALES = ['vi', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
const DEFAULT_LOCALE: Locale = 'vi';

const LOCALE_COOKIE = 'locale';
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function localeFromCookie(cookieHeader: string): Locale {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && (LOCALES as readonly string[]).includes(value ?? '')) {
      return value as Locale;
    }
  }
  return DEFAULT_LOCALE;
}

export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

/** The shell's own labels; the Vietnamese ones are the product's, English is the second language. */
const SHELL_LABELS = {
  vi: {
    languageName: 'Tiếng Việt',
    home: 'Trang chủ',
    login: 'Đăng nhập',
    logout: 'Đăng xuất',
    loggedOut: 'Bạn đã đăng xuất',
    changePassword: 'Đổi mật khẩu',
    personalInfo: 'Thông tin cá nhân',
    openMenu: 'Mở menu',
    closeMenu: 'Đóng menu',
    mainMenu: 'Menu chính',
    accountMenu: 'Tài khoản của bạn',
    coinBalance: 'Số dư ví',
    coinUnit: 'xu',
    skipToContent: 'Bỏ qua menu, tới nội dung',
    footerTagline: 'Cộng đồng bida Việt Nam',
    footerSystem: 'Máy chủ',
    footerLanguage: 'Ngôn ngữ',
    loading: 'Đang tải',
    backLink: 'Về trang chủ',
  },
  en: {
    languageName: 'English',
    home: 'Home',
    login: 'Sign in',
    logout: 'Sign out',
    loggedOut: 'You have signed out',
    changePassword: 'Change password',
    personalInfo: 'Personal info',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mainMenu: 'Main menu',
    accountMenu: 'Your account',
    coinBalance: 'Wallet balance',
    coinUnit: 'coins',
    skipToContent: 'Skip to content',
    footerTagline: 'The Vietnamese billiards community',
    footerSystem: 'Server',
    footerLanguage: 'Language',
    loading: 'Loading',
    backLink: 'Back to home',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type ShellLabel = keyof (typeof SHELL_LABELS)['vi'];

const GROUP_LABELS_EN: Record<MenuGroupKey, string> = {
  tournaments: 'Tournaments',
  profile: 'Profile',
  account: 'Account',
  lookup: 'Lookup',
};

const ROUTE_TITLES_EN: Record<RouteId, string> = {
  home: 'Home',
  login: 'Sign in',
  signup: 'Sign up',
  forgotPassword: 'Forgot password',
  forbidden: 'Forbidden',
  notFound: 'Page not found',
  i18n: 'Language',
  server: 'Server info',
  test: 'UI self-test',
  tournaments: 'Tournaments',
  tours: 'Ranking tours',
  tourCreate: 'Create a ranking tour',
  tourDetail: 'Ranking tour',
  tourEdit: 'Edit ranking tour',
  leagues: 'Leagues',
  leagueCreate: 'Leagues',
  leagueDetail: 'Leagues',
  leagueTeam: 'Leagues',
  teamMatch: 'Leagues',
  tournamentCreate: 'Create a tournament',
  tournamentsManaging: 'Tournaments I manage',
  tournamentsJoined: 'My tournaments',
  matchesJoined: 'My matches',
  tournamentDetail: 'Tournament',
  tournamentDesc: 'About the tournament',
  tournamentPlayers: 'Tournament players',
  tournamentRanking: 'Tournament ranking',
  tournamentUpdate: 'Edit tournament',
  tournamentCheckIn: 'Check-in',
  tournamentBoard: 'Table board',
  matchDetail: 'Match',
  profile: 'Personal info',
  profileHistories: 'Match history',
  profileAchievements: 'Achievements',
  changePassword: 'Change password',
  payment: 'Wallet',
  paymentMethods: 'Payment methods',
  paymentHistories: 'Transaction history',
  paymentOperator: 'Payout review',
  players: 'Players',
  playerDetail: 'Player',
  playerAchievements: 'Player achievements',
  playerMatchHistories: 'Player match history',
  playerVersus: 'Head to head',
  playing: 'Ranking & handicap rules',
  stores: 'Billiards clubs',
  tvTournament: 'Tournament TV',
  tvClub: 'Club TV',
  embedTournament: 'Embedded bracket',
  tvTour: 'Ranking tour TV',
  embedTour: 'Embedded tour standings',
  overlayMatch: 'Match score overlay',
  overlayTable: 'Table score overlay',
};

export const localeStore = createExternalStore<Locale>(
  typeof document === 'undefined' ? DEFAULT_LOCALE : localeFromCookie(document.cookie),
);

export function setLocale(locale: Locale): void {
  document.cookie = localeCookie(locale);
  document.documentElement.lang = locale;
  localeStore.set(locale);
}

export function shellLabel(locale: Locale, key: ShellLabel): string {
  return SHELL_LABELS[locale][key];
}

/** Menu and title labels: the route table's Vietnamese ones, or their English translation. */
export function routeLabel(locale: Locale, id: RouteId, vietnamese: string): string {
  return locale === 'en' ? ROUTE_TITLES_EN[id] : vietnamese;
}

export function groupLabel(locale: Locale, key: MenuGroupKey, vietnamese: string): string {
  return locale === 'en' ? GROUP_LABELS_EN[key] : vietnamese;
}
