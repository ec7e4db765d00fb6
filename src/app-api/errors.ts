import { MESSAGES } from '../shared/messages';

/** Field errors keyed by the wire's snake_case field names. */
export type FieldErrors = Record<string, string[]>;

// Texts only the embedded upstream uses; the shared ones live in src/shared/messages.ts.
export const APP_API_MESSAGES = {
  malformedJson: 'Dữ liệu gửi lên không phải JSON hợp lệ',
  payloadTooLarge: 'Dữ liệu gửi lên quá lớn',
  unsupportedMediaType: 'Định dạng dữ liệu gửi lên không được hỗ trợ, hãy gửi JSON (UTF-8)',
  malformedUrl: 'Địa chỉ yêu cầu không hợp lệ',
  nulCharacter: 'Dữ liệu chứa ký tự không hợp lệ',
  newPasswordSameAsCurrent: 'Mật khẩu mới phải khác mật khẩu hiện tại',

  tournamentNotFound: 'Không tìm thấy giải đấu',
  storeNotFound: 'Không tìm thấy câu lạc bộ',
  matchNotFound: 'Không tìm thấy trận đấu',
  refereeNotFound: 'Không tìm thấy trọng tài',
  alreadyJoined: 'Bạn đã đăng ký giải đấu này',
  notJoined: 'Bạn chưa đăng ký giải đấu này',
  registrationClosed: 'Giải đấu không mở đăng ký',
  alreadyStartedJoin: 'Giải đấu đã bắt đầu, không thể đăng ký',
  alreadyStartedLeave: 'Giải đấu đã bắt đầu, không thể rút lui và hoàn lệ phí',
  tournamentFull: 'Giải đấu đã đủ người chơi',
  editAfterStart: 'Giải đấu đã bắt đầu, không thể sửa thông tin',
  deleteAfterStart: 'Chỉ có thể xoá giải đấu chưa bắt đầu',
  openNotDraft: 'Chỉ có thể mở đăng ký cho giải đấu nháp',
  startNotRegistration: 'Chỉ có thể bắt đầu giải đấu đang mở đăng ký',
  cancelFinished: 'Giải đấu đã kết thúc hoặc đã huỷ',
  feeChangeWithPlayers: 'Không thể đổi lệ phí khi đã có người đăng ký',
  needTwoPlayers: 'Cần ít nhất 2 người chơi để bắt đầu giải đấu',
  manualOrder: 'Thứ tự hạt giống phải gồm đúng mỗi người chơi đã đăng ký một lần',
  tournamentNotOngoing: 'Giải đấu không diễn ra, không thể cập nhật trận đấu',
  matchWaiting: 'Trận đấu chưa có đủ hai cơ thủ',
  matchNotLive: 'Trận đấu chưa bắt đầu',
  matchAlreadyLive: 'Trận đấu đang diễn ra',
  matchFinished: 'Trận đấu đã kết thúc',
  protestPlayersOnly: 'Chỉ hai cơ thủ của trận mới khiếu nại được kết quả',
  protestNoResult: 'Trận đấu chưa có kết quả để khiếu nại',
  protestWindowClosed: 'Đã hết thời gian khiếu nại kết quả này',
  protestAlreadyFiled: 'Bạn đã khiếu nại kết quả này, hãy chờ ban tổ chức xử lý',
  protestNotFound: 'Không tìm thấy khiếu nại',
  protestAlreadyRuled: 'Khiếu nại này đã được xử lý',
  resultsFinal: 'Kết quả của giải đã chính thức, không thể thay đổi',
  matchNotCalled: 'Trận đấu chưa được gọi vào bàn, hoặc đã bắt đầu',
  reportDisputed: 'Hai cơ thủ báo tỉ số khác nhau: ban tổ chức sẽ quyết định kết quả',
  matchNotFinished: 'Trận đấu chưa kết thúc, không thể sửa kết quả',
  scorePastRace: 'Tỉ số vượt quá số ván chạm',
  scoreNegative: 'Tỉ số không thể âm',
  scoreChangedElsewhere: 'Tỉ số đã được thay đổi từ một thiết bị khác',
  rackKeyOtherMatch: 'Mã ván này đã được dùng cho một ván khác',
  correctionNeedsWinner: 'Kết quả phải có đúng một cơ thủ chạm số ván của mình',
  matchEventNotFound: 'Không tìm thấy thay đổi này của trận',
  revertNotLatest: 'Chỉ hoàn tác được thay đổi mới nhất chưa hoàn tác của trận',
  correctionAfterGroups: 'Không thể sửa kết quả vòng bảng khi vòng loại trực tiếp đã được tạo',
  correctionAfterNextRound: 'Không thể sửa kết quả khi vòng sau đã được xếp cặp',
  caromByProtocol: 'Trận carom được ghi theo biên bản từng lượt cơ, không theo tỉ số ván',
  walkoverAfterStart: 'Trận đã bắt đầu: một cơ thủ không thể tiếp tục là bỏ cuộc, không phải W.O.',
  retiredBeforeStart: 'Trận chưa bắt đầu: cơ thủ vắng mặt thì xử W.O., không phải bỏ cuộc',
  fromEventNotDisqualified: 'Chỉ truất quyền mới áp dụng được cho cả giải',
  doubleWalkoverDoubleElimination:
    'Giải loại kép cần một người đi tiếp ở mỗi trận: hãy xử W.O. cho cơ thủ vắng mặt',
  doubleWalkoverThirdPlace:
    'Người thua bán kết còn đấu tranh hạng ba: hãy xử W.O. cho cơ thủ vắng mặt',
  doubleWalkoverAfterStart: 'Trận đã bắt đầu: cả hai cơ thủ đã có mặt, không thể xử W.O. cả hai',
  winnerRequired: 'Hãy chọn người thắng',
  doubleWalkoverInKnockout:
    'Trận W.O. cả hai ở nhánh loại trực tiếp không sửa được: đối thủ ở trận sau đã được đi tiếp',
  correctionAfterDoubleWalkover:
    'Người thắng trận này đã được đi tiếp vì đối thủ ở trận sau bị xử W.O. cả hai: không đổi được người thắng nữa',

  checkInNotRegistration: 'Chỉ có thể điểm danh cho giải đấu đang mở đăng ký, trước khi bắt đầu',
  checkInNotOpen: 'Giải đấu chưa mở điểm danh',
  checkInClosed: 'Điểm danh đã kết thúc: giải đấu đã bắt đầu',
  reportPending: 'Tỉ số chung cuộc đã được báo, đang chờ đối thủ xác nhận',
  rackNotYours: 'Chỉ người đã ghi ván này, trọng tài hoặc ban tổ chức được bớt ván',
  pushServiceRefused:
    'Chỉ nhận thông báo đẩy qua dịch vụ của trình duyệt (Chrome, Firefox, Edge, Safari)',
  pushEndpointTaken: 'Địa chỉ nhận thông báo này đã thuộc về một tài khoản khác',
  checkInJoinClosed: 'Giải đấu đang điểm danh tại câu lạc bộ, không nhận thêm người chơi',
  boardClosed: 'Giải đấu đã kết thúc, không còn xếp bàn',
  boardMatchPlayed: 'Trận đấu đã bắt đầu hoặc đã kết thúc, không thể đổi chỗ trên bảng bàn',
  boardUnknownTable: 'Bàn này không thuộc các bàn của giải',
  boardSwapNeedsTable: 'Cần ít nhất một trong hai trận đang được gọi vào bàn',
  boardPlayerBusy: 'Một cơ thủ của trận này đang thi đấu ở bàn khác',
  checkInWrongCode: 'Mã điểm danh không đúng hoặc đã hết hạn. Hãy quét lại mã tại câu lạc bộ.',
  presenceNotRegistered: 'Cơ thủ này chưa đăng ký giải đấu',

  tourNotFound: 'Không tìm thấy tour',
  leagueNotFound: 'Không tìm thấy giải đồng đội',
  teamNotFound: 'Không tìm thấy đội',
  teamMatchNotFound: 'Không tìm thấy trận đồng đội',
  leagueNotOrganizer: 'Chỉ ban tổ chức giải đồng đội mới làm được việc này',
  leagueClosed: 'Giải đồng đội đã bắt đầu, không nhận thêm đội',
  leagueNotRegistration: 'Giải đồng đội đã bắt đầu hoặc đã kết thúc',
  leagueNeedsTeams: 'Mỗi bảng cần ít nhất 2 đội để xếp lịch',
  teamNameTaken: 'Tên đội đã có trong giải này',
  divisionNotInLeague: 'Bảng này không thuộc giải',
  alreadyOnTeam: 'Cơ thủ đã ở trong một đội của giải này',
  notCaptain: 'Chỉ đội trưởng mới làm được việc này',
  rosterLocked: 'Danh sách đội đã khoá: muốn thêm cơ thủ, đội trưởng hãy nhờ ban tổ chức giải mời',
  rosterFull: 'Đội đã đủ số cơ thủ tối đa của giải',
  alreadyInvited: 'Cơ thủ đã được mời hoặc đã ở trong đội',
  noInvitation: 'Bạn không có lời mời của đội này',
  notYourTurn: 'Chưa đến lượt đội bạn xếp cơ thủ',
  notOnRoster: 'Cơ thủ không có trong danh sách đội (hoặc chưa nhận lời mời)',
  alreadyInLineup: 'Cơ thủ đã được xếp ở một ván khác của trận này',
  lineupComplete: 'Đội hình hai đội đã xếp xong',
  gameNotReady: 'Ván này chưa có đủ hai cơ thủ',
  gameConfirmed: 'Ván này đã được xác nhận',
  gameNotReported: 'Ván này chưa có tỉ số để xác nhận',
  confirmOwnReport: 'Đội trưởng đội kia mới xác nhận được tỉ số bạn đã báo',
  gameNotFound: 'Không tìm thấy ván này',
  playoffNotNow: 'Vòng playoff được bốc thăm một lần, khi giải đang diễn ra',
  playoffOddGames: 'Vòng playoff cần số ván lẻ mỗi trận để luôn có đội thắng',
  playoffSeasonUnfinished: 'Vòng playoff bốc thăm khi mọi trận vòng tròn đã xong',
  playoffLocked: 'Vòng playoff đã bốc thăm theo kết quả này: không sửa được nữa',
  tourNotOwner: 'Chỉ ban tổ chức tour mới sửa được tour này',
  tourClosed: 'Tour này chỉ nhận giải của ban tổ chức tour',
  tourAfterStart: 'Chỉ gắn giải vào tour hoặc bỏ ra trước khi giải bắt đầu',
  tourFamilyWithEvents: 'Tour đã có giải: không thể đổi môn của tour',
  tourPreviousSelf: 'Mùa trước phải là một mùa khác',
  tourPreviousFamily: 'Mùa trước phải cùng môn với mùa này',
  tourFinishedRules:
    'Mùa đã kết thúc: luật tính điểm, ngày và hạng giải không thay đổi được nữa (chỉ sửa được tên và giới thiệu)',

  playerNotFound: 'Không tìm thấy cơ thủ',
  rankUnchanged: 'Cơ thủ đang ở hạng này, hãy chọn hạng khác',
  rankOwn: 'Không ai tự quyết định hay xác minh hạng của chính mình',
  rankNotManager:
    'Chỉ ban tổ chức của một giải cơ thủ đã thi đấu mới quyết định được hạng của cơ thủ',
  rankEvidenceNotPlayed: 'Cơ thủ không thi đấu ở giải này: hãy chọn giải bạn đã xem cơ thủ thi đấu',
} as const;

/** Insufficient coins, with what is missing, so the player knows how much to top up. */
export function insufficientCoinsMessage(
  required: number,
  balance: number,
  purpose = 'cần',
): string {
  return `Số dư không đủ: ${purpose} ${required} xu, bạn đang có ${balance} xu. Hãy nạp thêm xu.`;
}

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

  static forbidden(message: string = MESSAGES.forbidden): AppApiError {
    return new AppApiError(403, message);
  }

  /** The action is not allowed in the current state (a 409). */
  static conflict(message: string = MESSAGES.conflict): AppApiError {
    return new AppApiError(409, message);
  }
}
