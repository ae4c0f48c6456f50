// `npm run test:postgres`: the API contract suite (and the database helpers' tests) on PostgreSQL.
// Needs TEST_DATABASE_URL, a role that may create databases: each harness makes a fresh one.
// CI gets one from .ci/postgres.sh (Debian's postgresql package on a local port).
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error(
    'test:postgres needs TEST_DATABASE_URL=postgres://user:password@host:port/postgres (a role that may create databases).\n' +
      'On Debian: apt-get install -y postgresql, then `bash .ci/postgres.sh` prints such a URL.',
  );
  process.exit(1);
}
const run = spawnSync('npx', ['vitest', 'run', 'tests/contract', 'server/db'], { stdio: 'inherit', env: process.env });
process.exit(run.status ?? 1);
