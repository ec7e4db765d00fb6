// The first screen's working control: the page's main action, drawn by the server into the
// document so a phone on mobile data can tap it seconds before the app's code has come. A form
// posts to page-actions.ts; a question before it is a <dialog> the browser opens by itself
// (invoker commands; index.html's inline script stands in where they are missing). React
// replaces the button with its own; a dialog left open stays outside #root and still works.
import { FIRST_PAINT_DIALOG_ID } from '../shared/document-data';
import type { Match } from '../shared/schemas/matches';
import type { Tournament } from '../shared/schemas/tournaments';
import type { User } from '../shared/schemas/user';
import {
  joinQuestion,
  leaveQuestion,
  registrationStep,
  type Question,
  type RegistrationEvent,
} from '../shared/registration';

/** The forms the document may carry, each run by page-actions.ts. */
export type PageActionName = 'tournaments/join' | 'tournaments/leave' | 'matches/start';

/** Where the document's form for `name` on entity `id` posts. */
function pageActionHref(name: PageActionName, id: number): string {
  const [area, verb] = name.split('/');
  return `/actions/${area}/${id}/${verb}`;
}

/** What the button, or the question's accepting, does: post a form, or follow a link. */
type ActionTarget = { post: string } | { link: string };

export interface FirstAction {
  label: string;
  tone: 'solid' | 'danger';
  target: ActionTarget;
  /** Asked first, in the document's dialog; accepting it goes to `target`. */
  question?: Question;
  /** Why the action cannot be taken (the button shows, disabled, with this under it). */
  blocked?: string;
}

/**
 * The registration step on an event's page, as a first-screen control: a player's join, leave or
 * check-in, and a visitor's way to sign in and come back to the event.
 */
export function tournamentAction(
  tournament: RegistrationEvent & Pick<Tournament, 'id'>,
  user: Pick<User, 'rank' | 'coin'> | null,
): FirstAction | null {
  const step = registrationStep(tournament, user);
  const { id } = tournament;
  if (!user) {
    if (step.kind !== 'sign-in') return null;
    const back = encodeURIComponent(`/tournaments/${id}`);
    return {
      label: 'Đăng nhập để tham gia',
      tone: 'solid',
      target: { link: `/login?redirect=${back}` },
    };
  }
  switch (step.kind) {
    case 'check-in':
      return { label: 'Điểm danh', tone: 'solid', target: { link: `/tournaments/${id}/check-in` } };
    case 'leave':
      return {
        label: 'Rút khỏi giải',
        tone: 'danger',
        target: { post: pageActionHref('tournaments/leave', id) },
        question: leaveQuestion(tournament, user.coin),
      };
    case 'join': {
      const question = joinQuestion(tournament, user.coin);
      const target =
        question.then === 'top-up'
          ? { link: '/payment' }
          : { post: pageActionHref('tournaments/join', id) };
      return {
        label: 'Tham gia giải',
        tone: 'solid',
        target,
        question,
        ...(step.blocked ? { blocked: step.blocked } : {}),
      };
    }
    default:
      return null;
  }
}

/** A scorer's start of a match that has its two players and waits for them. */
export function matchAction(match: Match): FirstAction | null {
  if (!match.viewer.canScore || match.status !== 'scheduled') return null;
  return {
    label: 'Bắt đầu trận',
    tone: 'solid',
    target: { post: pageActionHref('matches/start', match.id) },
  };
}

type Escape = (text: string) => string;

function targetHtml(target: ActionTarget, label: string, tone: string, escape: Escape): string {
  const classes = `fp-button fp-${tone}`;
  if ('link' in target) {
    return `<a class="${classes}" href="${escape(target.link)}">${escape(label)}</a>`;
  }
  // fp-form: index.html's script keeps a second tap from posting it twice.
  return (
    `<form class="fp-form" method="post" action="${escape(target.post)}">` +
    `<button class="${classes}" type="submit">${escape(label)}</button></form>`
  );
}

/** The action's button (inside the first screen) and the note under it. */
export function actionHtml(action: FirstAction, escape: Escape): string {
  const classes = `fp-button fp-${action.tone}`;
  const label = escape(action.label);
  let button: string;
  // A refused action's reason is the button's description, as the app's is.
  if (action.blocked)
    button = `<button class="${classes}" type="button" disabled aria-describedby="fp-blocked">${label}</button>`;
  else if (action.question) {
    button =
      `<button class="${classes}" type="button" commandfor="${FIRST_PAINT_DIALOG_ID}" ` +
      `command="show-modal" aria-haspopup="dialog">${label}</button>`;
  } else button = targetHtml(action.target, action.label, action.tone, escape);
  const note = action.blocked
    ? `<p class="fp-note" id="fp-blocked">${escape(action.blocked)}</p>`
    : '';
  return `<div class="fp-actions">${button}${note}</div>`;
}

/** The question the action asks first, as a modal dialog the browser draws; '' for none. */
export function actionDialogHtml(action: FirstAction | undefined, escape: Escape): string {
  const question = action?.question;
  if (!action || !question || action.blocked) return '';
  const id = FIRST_PAINT_DIALOG_ID;
  const acceptTone = question.icon === 'warning' && 'post' in action.target ? 'danger' : 'solid';
  return (
    `<dialog id="${id}" class="fp-dialog" role="alertdialog" closedby="any" ` +
    `aria-labelledby="${id}-title" aria-describedby="${id}-text">` +
    `<h2 id="${id}-title" class="fp-dialog-title">${escape(question.header)}</h2>` +
    `<p id="${id}-text" class="fp-dialog-text">${escape(question.message)}</p>` +
    `<div class="fp-dialog-buttons">` +
    `<button class="fp-button fp-quiet" type="button" commandfor="${id}" command="close">` +
    `${escape(question.rejectLabel)}</button>` +
    targetHtml(action.target, question.acceptLabel, acceptTone, escape) +
    `</div></dialog>`
  );
}
