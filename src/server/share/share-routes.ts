// Link previews (Open Graph and Twitter cards): the tags the HTML document carries for a shared
// link, and the picture they point to. Both say what the document's first screen says (a
// tournament's name, venue and start; a match's players and score; a player's rank), read the
// same way (first-paint.ts, entity-texts.ts).
import { Router, type Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { MESSAGES } from '../../shared/messages';
import {
  entityIdOfFile,
  escapeHtml,
  HOME,
  type EntityTexts,
  type FirstScreen,
} from '../first-paint';
import { logger } from '../logger';
import { SHARE_IMAGE, type ShareCard } from './share-card';
import { ShareImagesBusy, type ShareImages } from './share-image';

const KINDS = {
  tournaments: { text: 'tournament', label: 'Giải đấu' },
  matches: { text: 'match', label: 'Trận đấu' },
  players: { text: 'player', label: 'Cơ thủ' },
} as const satisfies Record<string, { text: keyof EntityTexts; label: string }>;
type KindPath = keyof typeof KINDS;

const PATH_OF: Record<keyof EntityTexts, KindPath> = {
  tournament: 'tournaments',
  match: 'matches',
  player: 'players',
};

const SITE_IMAGE = '/og/site.png';

/** The picture of a page: its entity's, or the site's. */
const shareImagePath = ({ entity }: FirstScreen): string =>
  entity ? `/og/${PATH_OF[entity.kind]}/${entity.id}.png` : SITE_IMAGE;

/** The preview tags of a document whose first screen is `screen`, at `pathname` on `origin`. */
export function shareMetaHtml(screen: FirstScreen, origin: string, pathname: string): string {
  const image = `${origin}${shareImagePath(screen)}`;
  const title = screen.share?.title ?? screen.title;
  const description = screen.share?.lead ?? screen.lead ?? HOME.lead ?? '';
  const tags: [string, string, string][] = [
    ['property', 'og:site_name', 'BidaHub'],
    ['property', 'og:locale', 'vi_VN'],
    ['property', 'og:type', 'website'],
    ['property', 'og:url', `${origin}${pathname}`],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:image', image],
    ['property', 'og:image:width', String(SHARE_IMAGE.width)],
    ['property', 'og:image:height', String(SHARE_IMAGE.height)],
    ['property', 'og:image:alt', title],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ];
  return tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`)
    .join('');
}

/** Pictures one client IP may ask for in a minute: a chat app fetches one a shared link. */
export const SHARE_IMAGES_PER_MINUTE = 30;

/**
 * `GET /og/site.png` and `GET /og/{tournaments,matches,players}/:id.png`: drawn in a worker
 * (share-image.ts), at most SHARE_IMAGES_PER_MINUTE a client IP (429), 503 while too many wait.
 * `Cache-Control: public` lets a CDN or a chat app's proxy keep each for five minutes.
 */
export function shareImageRoutes(
  texts: EntityTexts,
  images: ShareImages,
  limitStore?: Store,
): Router {
  const router = Router();
  router.use(
    '/og',
    rateLimit({
      windowMs: 60_000,
      limit: SHARE_IMAGES_PER_MINUTE,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      ...(limitStore ? { store: limitStore } : {}),
      handler: (_req, res) => res.status(429).json({ message: MESSAGES.tooManyRequests }),
    }),
  );
  const send = async (res: Response, card: ShareCard, entity?: string) => {
    try {
      const png = await images.draw(card, entity);
      res.type('png').set('Cache-Control', 'public, max-age=300').send(png);
    } catch (error) {
      if (!(error instanceof ShareImagesBusy)) throw error;
      res.status(503).set('Retry-After', '5').json({ message: MESSAGES.serverBusy });
    }
  };
  router.get(SITE_IMAGE, async (_req, res, next) => {
    try {
      await send(res, { title: HOME.title, lead: HOME.lead });
    } catch (error) {
      next(error);
    }
  });
  router.get('/og/:kind/:file', async (req, res) => {
    const kind = Object.hasOwn(KINDS, req.params.kind) ? KINDS[req.params.kind as KindPath] : null;
    const id = entityIdOfFile(req.params.file, '.png');
    if (!kind || id === null) {
      res.status(404).json({ message: MESSAGES.notFound });
      return;
    }
    let screen: Awaited<ReturnType<EntityTexts[typeof kind.text]>>;
    try {
      screen = await texts[kind.text](id);
    } catch {
      // Unknown, hidden, or the upstream is away: no picture rather than a wrong one.
      res.status(404).json({ message: MESSAGES.notFound });
      return;
    }
    try {
      const { title, lead } = screen.share ?? screen;
      await send(res, { kind: kind.label, title, lead }, `${req.params.kind}/${id}`);
    } catch (error) {
      logger.error({ err: error, path: req.path }, 'share image failed');
      res.status(500).json({ message: MESSAGES.internalError });
    }
  });
  return router;
}
