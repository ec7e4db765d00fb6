// A player's next step with an event's registration and the questions before it: the event's
// page and the document's first screen (its working button) both read them from here.
import { describe, expect, it } from 'vitest';
import {
  joinQuestion,
  leaveQuestion,
  registrationStep,
  type RegistrationEvent,
} from '../../src/shared/registration';
import {
  actionDialogHtml,
  actionHtml,
  tournamentAction,
} from '../../src/server/first-paint-actions';
import { escapeHtml } from '../../src/server/first-paint';

const event = (overrides: Partial<RegistrationEvent> = {}): RegistrationEvent & { id: number } => ({
  id: 7,
  name: 'Giải Hàng Xanh',
  status: 'registration',
  checkInOpenedAt: null,
  playerCount: 3,
  maxPlayers: 16,
  minRank: null,
  maxRank: null,
  verifiedRanksOnly: false,
  entryFee: 50,
  prizes: [],
  prizeSource: 'organizer',
  viewer: { joined: false, manager: false, checkedIn: false, eligibility: null },
  ...overrides,
});
const player = { rank: 'G' as const };

describe('registration step', () => {
  it('offers a visitor the sign-in, a player the join, a registered player the leave', () => {
    expect(registrationStep(event(), null)).toEqual({ kind: 'sign-in' });
    expect(registrationStep(event(), player)).toEqual({ kind: 'join', blocked: null });
    const joined = event({
      viewer: { joined: true, manager: false, checkedIn: false, eligibility: null },
    });
    expect(registrationStep(joined, player)).toEqual({ kind: 'leave' });
  });

  it('says why a full event or a rank outside its limits keeps the player out', () => {
    expect(registrationStep(event({ playerCount: 16 }), player)).toEqual({
      kind: 'join',
      blocked: 'Giải đấu đã đủ cơ thủ.',
    });
    expect(registrationStep(event({ minRank: 'F', maxRank: 'D' }), player)).toEqual({
      kind: 'join',
      blocked: 'Giải dành cho hạng F đến D; hạng của bạn là G.',
    });
  });

  it('during check-in: the registered check in, the others are told nobody new joins', () => {
    const checkIn = { checkInOpenedAt: '2026-11-29T10:00:00Z' };
    const registered = { joined: true, manager: false, checkedIn: false, eligibility: null };
    expect(registrationStep(event({ ...checkIn, viewer: registered }), player)).toEqual({
      kind: 'check-in',
    });
    expect(registrationStep(event(checkIn), player)).toEqual({ kind: 'check-in-closed' });
    expect(
      registrationStep(event({ ...checkIn, viewer: { ...registered, checkedIn: true } }), player),
    ).toEqual({ kind: 'none' });
    expect(registrationStep(event({ status: 'ongoing' }), player)).toEqual({ kind: 'none' });
  });

  it('asks with the fee, the balance left and the prizes, or offers the top-up when short', () => {
    const prized = event({ prizes: [{ place: 1, label: 'Cúp', coins: 300 }], prizeSource: 'pot' });
    expect(joinQuestion(prized, 120)).toMatchObject({
      then: 'join',
      message:
        'Lệ phí tham gia: 50 xu. Số dư của bạn: 120 xu; sau khi đăng ký còn 70 xu. ' +
        'Giải thưởng 300 xu trích từ lệ phí của cơ thủ. Tham gia "Giải Hàng Xanh"?',
    });
    expect(joinQuestion(event(), 20)).toMatchObject({
      then: 'top-up',
      acceptLabel: 'Nạp xu',
      message: expect.stringContaining('Hãy nạp thêm ít nhất 30 xu.'),
    });
    expect(leaveQuestion(event(), 20).message).toBe(
      'Lệ phí 50 xu sẽ được hoàn vào ví (số dư sau khi hoàn: 70 xu). Rút khỏi "Giải Hàng Xanh"?',
    );
  });
});

describe("the document's working button", () => {
  const user = { rank: 'G' as const, coin: 120 };
  const tournament = event;

  it('opens its question in a dialog the browser draws, whose accepting posts the join', () => {
    const action = tournamentAction(tournament(), user);
    if (!action) throw new Error('a player is offered the join');
    const button = actionHtml(action, escapeHtml);
    expect(button).toContain('commandfor="fp-ask" command="show-modal"');
    expect(button).toContain('>Tham gia giải</button>');
    const dialog = actionDialogHtml(action, escapeHtml);
    expect(dialog).toContain('<dialog id="fp-ask" class="fp-dialog" role="alertdialog"');
    expect(dialog).toContain(
      '<form class="fp-form" method="post" action="/actions/tournaments/7/join">',
    );
    expect(dialog).toContain('command="close">Để sau</button>');
  });

  it('leads to the top-up when the balance is short, and posts nothing', () => {
    const action = tournamentAction(tournament({ entryFee: 500 }), user);
    const dialog = actionDialogHtml(action ?? undefined, escapeHtml);
    expect(dialog).toContain('<a class="fp-button fp-solid" href="/payment">Nạp xu</a>');
    expect(dialog).not.toContain('<form');
  });

  it('is disabled, with the reason under it as its description, for a player the event refuses', () => {
    const action = tournamentAction(tournament({ playerCount: 16 }), user);
    if (!action) throw new Error('the join shows, disabled');
    expect(actionHtml(action, escapeHtml)).toBe(
      '<div class="fp-actions"><button class="fp-button fp-solid" type="button" disabled aria-describedby="fp-blocked">Tham gia giải</button>' +
        '<p class="fp-note" id="fp-blocked">Giải đấu đã đủ cơ thủ.</p></div>',
    );
    expect(actionDialogHtml(action, escapeHtml)).toBe('');
  });

  it("keeps the event's name as text in its question", () => {
    const action = tournamentAction(tournament({ name: '</dialog><script>x()</script>' }), user);
    const dialog = actionDialogHtml(action ?? undefined, escapeHtml);
    expect(dialog).not.toContain('<script>');
    expect(dialog).toContain('&lt;/dialog&gt;&lt;script&gt;x()&lt;/script&gt;');
  });

  it('leads a visitor to sign in and back to the event', () => {
    const action = tournamentAction(tournament(), null);
    if (!action) throw new Error('a visitor is offered the sign-in');
    expect(actionHtml(action, escapeHtml)).toContain(
      '<a class="fp-button fp-solid" href="/login?redirect=%2Ftournaments%2F7">Đăng nhập để tham gia</a>',
    );
    expect(tournamentAction(tournament({ status: 'ongoing' }), null)).toBeNull();
  });
});
