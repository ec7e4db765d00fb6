// Signs in as the fixture player with the typed client and reads auth.me.
// Usage: npx tsx examples/login.ts [http://localhost:3000]
import { createBidaHubClient } from '../src/server/typed-client';

const url = process.argv[2] ?? process.env.BIDAHUB_URL ?? 'http://localhost:3000';
const bidahub = createBidaHubClient({ url });

await bidahub.login('player', 'Player@123');
const me = await bidahub.api.auth.me.query();
if (!me) throw new Error('auth.me returned no user after login');

console.log(`Xin chào ${me.fullName} (@${me.username})`);
console.log(`coin: ${me.coin}`);
console.log(`permissions: ${me.permissions.join(', ') || '(none)'}`);
