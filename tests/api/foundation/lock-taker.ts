/**
 * A process that takes DATA_DIR's lock, for data-dir-lock.test.ts: `lock-taker.ts <dataDir> <startAt> <holdMs>
 * [exit]`. It waits (busy) until the clock reaches startAt so several takers race at the same moment, tries to
 * take the lock, prints `won` or `refused <message>`, holds a won lock for holdMs and releases it — or, with
 * `exit`, leaves through process.exit(1) without releasing.
 */
import { DataDirLockedError, lockDataDir } from '#server/lib/data-dir-lock';

const [dataDir, startAt, holdMs, mode] = process.argv.slice(2);
while (Date.now() < Number(startAt)) {
  // spin: a timer would add up to a millisecond of spread between the takers
}
try {
  const lock = await lockDataDir(dataDir!, { holder: `taker ${process.pid}`, advice: 'then try again' });
  console.log('won');
  if (mode === 'exit') process.exit(1);
  await new Promise((r) => setTimeout(r, Number(holdMs)));
  await lock.release();
} catch (err) {
  if (!(err instanceof DataDirLockedError)) {
    console.log(`error ${(err as Error).message}`);
    process.exit(2);
  }
  console.log(`refused ${err.message}`);
}
