// Which part of src/ may import which (eslint-plugin-boundaries): the layers of ARCHITECTURE.md,
// checked on every lint. Imports flow one way: client → shared ← server, app-api → shared; the
// client sees the server only as the type of its router; only the composition root
// (src/server/server.ts) mounts the embedded upstream; services stay free of Express; the
// database layer imports no service (the demo seeders that play through them live in demo/); one
// client feature never reaches into another's files.
import boundaries from 'eslint-plugin-boundaries';

const to = (type) => ({ to: { element: { type } } });

// The upstream's domains walled so far (issue 57): another part of src/ reaches one only through
// its door, `services/<domain>/index.ts`, and the domain reaches others only through theirs. The
// services' single files (access, pagination, config, …) are doors of their own.
const SERVICES = 'src/app-api/services';
const WALLED_DOMAINS = ['leagues', 'tours'];
// Single-file services that are walled too: they reach a domain folder only through its door.
const WALLED_FILES = ['follows', 'notifications'];
const wallOf = (domain) => [
  {
    from: { file: { path: `!${SERVICES}/${domain}/**` } },
    disallow: { to: { file: { path: `${SERVICES}/${domain}/!(index).ts` } } },
    message: `Import the ${domain} domain through its door, services/${domain}/index.ts.`,
  },
  {
    from: { file: { path: `${SERVICES}/${domain}/**` } },
    disallow: { to: { file: { path: `${SERVICES}/!(${domain})/!(index).ts` } } },
    message: `The ${domain} domain imports another domain through its door, services/<domain>/index.ts.`,
  },
];
const fileWallOf = (name) => ({
  from: { file: { path: `${SERVICES}/${name}.ts` } },
  disallow: { to: { file: { path: `${SERVICES}/*/!(index).ts` } } },
  message: `services/${name}.ts imports a domain through its door, services/<domain>/index.ts.`,
});

export const boundariesConfig = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/include': ['src/**/*'],
    // Relative imports without extensions, as TypeScript writes them.
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    // Single files with a role of their own: the entry points that assemble the layers.
    'boundaries/files': [
      { category: 'composition-root', pattern: 'src/server/{server,main}.ts' },
      { category: 'client-entry', pattern: 'src/client/main.tsx' },
      { category: 'upstream-logger', pattern: 'src/app-api/logger.ts' },
    ],
    'boundaries/elements': [
      { type: 'feature', pattern: 'src/client/features/*', capture: ['feature'] },
      // The shell: the route table and the error pages, composing the features.
      { type: 'client-app', pattern: 'src/client/app' },
      { type: 'client', pattern: 'src/client' },
      { type: 'router', pattern: 'src/server/routers' },
      { type: 'server', pattern: 'src/server' },
      { type: 'services', pattern: 'src/app-api/services' },
      // Tables and the connection: below the services, which the demo seeders play through.
      { type: 'db', pattern: 'src/app-api/db' },
      { type: 'demo', pattern: 'src/app-api/demo' },
      { type: 'app-api', pattern: 'src/app-api' },
      { type: 'shared', pattern: 'src/shared' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        // Within an element too: the walled domains below live inside the services element.
        checkInternals: true,
        // External packages are checked too, for the one rule on them below.
        checkAllOrigins: true,
        policies: [
          { allow: { to: { module: { origin: ['external', 'core'] } } } },
          { from: { element: { type: 'shared' } }, allow: to('shared') },
          {
            from: { element: { types: { anyOf: ['client', 'client-app', 'feature'] } } },
            allow: [to('client'), to('shared')],
          },
          { from: { element: { type: 'client-app' } }, allow: [to('client-app'), to('feature')] },
          // The router's type gives the client its typed calls; none of the server's code.
          {
            from: { element: { types: { anyOf: ['client', 'client-app', 'feature'] } } },
            allow: { ...to('router'), dependency: { kind: 'type' } },
          },
          // A feature's own files; what two features share lives in components/ or lib/.
          {
            from: { element: { type: 'feature' } },
            allow: { ...to('feature'), dependency: { relationship: { to: 'internal' } } },
          },
          {
            from: { element: { types: { anyOf: ['server', 'router'] } } },
            allow: [to('server'), to('router'), to('shared')],
          },
          // Only the composition root mounts the embedded upstream.
          {
            from: { file: { categories: 'composition-root' } },
            allow: [to('app-api'), to('services'), to('db')],
          },
          { from: { file: { categories: 'client-entry' } }, allow: to('client-app') },
          {
            from: { element: { type: 'app-api' } },
            allow: [to('app-api'), to('services'), to('db'), to('demo'), to('shared')],
          },
          {
            from: { element: { type: 'services' } },
            allow: [to('app-api'), to('services'), to('db'), to('shared')],
          },
          // The demo seeders play the demo through the real services, as a user would.
          {
            from: { element: { type: 'demo' } },
            allow: [to('app-api'), to('services'), to('db'), to('demo'), to('shared')],
          },
          // The database layer knows its tables and the logger, no rule of a service.
          {
            from: { element: { type: 'db' } },
            allow: [to('db'), to('shared'), { to: { file: { categories: 'upstream-logger' } } }],
          },
          // Services hold the rules, whatever carries the request: HTTP stays in the routes.
          {
            from: { element: { type: 'services' } },
            disallow: { to: { module: { origin: 'external', source: 'express' } } },
          },
          ...WALLED_DOMAINS.flatMap(wallOf),
          ...WALLED_FILES.map(fileWallOf),
        ],
      },
    ],
  },
};
