// The `glicko2` package ships JavaScript only: the part of its API the rating update uses.
declare module 'glicko2' {
  export interface GlickoPlayer {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  export class Glicko2 {
    constructor(settings?: { tau?: number; rating?: number; rd?: number; vol?: number });
    makePlayer(rating?: number, rd?: number, vol?: number): GlickoPlayer;
    /** One rating period: [player, opponent, score of the player from 0 to 1] each. */
    updateRatings(matches: [GlickoPlayer, GlickoPlayer, number][]): void;
  }
}
