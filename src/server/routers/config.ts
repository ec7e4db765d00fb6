import { mapRaceToInput, mapRaceToOutput, raceChartInput } from '../../shared/schemas/config';
import { forward } from '../forward';
import { FIXTURE_ACCOUNTS } from '../../../fixtures/accounts';
import { DEMO_ROLES, demoAccountSchema } from '../../shared/schemas/auth';
import { firebaseWebConfigSchema } from '../../shared/schemas/firebase';
import { firebaseWebConfigFromEnv } from '../firebase-web-config';
import { procedureFor, router } from '../trpc';

export const configRouter = router({
  get: forward('config.get'),

  /** A query of the BFF, though the upstream takes its pair as a POST body. */
  mapRaceTo: procedureFor('config.mapRaceTo')
    .input(mapRaceToInput)
    .output(mapRaceToOutput)
    .query(({ ctx, input }) => ctx.api('config.mapRaceTo', { body: input })),

  /** Every rank pair for one race of the stronger player (the operator's spot table applies). */
  raceChart: forward('config.raceChart', { input: raceChartInput }),

  /** Public Firebase settings for phone sign-in (null: not configured on this server). */
  firebase: procedureFor('config.firebase')
    .output(firebaseWebConfigSchema.nullable())
    .query(() => firebaseWebConfigFromEnv()),

  /** The seeded accounts to try, in a demo or development start only (else none). */
  demoAccounts: procedureFor('config.demoAccounts')
    .output(demoAccountSchema.array())
    .query(({ ctx }) =>
      ctx.system?.offersDemoAccounts
        ? DEMO_ROLES.map((role) => {
            const { username, password, fullName } = FIXTURE_ACCOUNTS[role];
            return { role, username, password, fullName };
          })
        : [],
    ),
});
